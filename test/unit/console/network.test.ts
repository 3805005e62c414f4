// Network settings rules (docs/console.md §5): SSID, BSSID, password lengths, hostname, and the fixed-IP
// addresses only while fixed IP is on; plus the generic hostname and IP rules they build on.
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { NETWORK_DEFAULTS } from '../../../emulator/routes/network'
import { NetworkSettings, SetupNetwork } from '../../../src/schemas/network'
import { validate } from '../../../src/schemas/validate'

const check = (p: Partial<NetworkSettings>) => validate(NetworkSettings, { ...NETWORK_DEFAULTS, ...p })

test('the defaults are valid, and unset addresses may be left out (the firmware omits them)', () => {
  assert.equal(check({}), {})
  assert.not.ok('local_ip' in NETWORK_DEFAULTS)
})

test('SSID, BSSID and password lengths', () => {
  assert.equal(check({ ssid: 'x'.repeat(32), bssid: 'AA:BB:CC:DD:EE:FF', password: 'p'.repeat(64) }), {})
  assert.equal(check({ ssid: 'x'.repeat(33), bssid: 'AA:BB:CC:DD:EE:FF:0', password: 'p'.repeat(65) }), {
    ssid: 'c.v.ssid',
    bssid: 'network.v.bssid',
    password: 'network.v.password',
  })
  assert.equal(check({ ssid: '', bssid: '', password: '' }), {}, 'an empty SSID switches WiFi off')
})

test("the setup's WiFi step: an SSID is required, and a key, when given, has 8-64 characters", () => {
  const setup = (p: Partial<NetworkSettings>) => validate(SetupNetwork, { ...NETWORK_DEFAULTS, ...p })
  assert.equal(setup({}), {})
  assert.equal(setup({ ssid: ' ', password: 'short' }), { ssid: 'c.v.required', password: 'c.v.password8' })
  assert.equal(setup({ ssid: 'Cafe', password: '' }), {}, 'an open network')
  assert.equal(setup({ password: '12345678' }), {})
})

test('hostname: required, labels of letters, digits and inner hyphens, 200 characters at most', () => {
  assert.is(check({ hostname: '' }).hostname, 'c.v.required')
  for (const bad of ['-ems', 'ems-', 'ems_esp', 'ems esp', 'a..b', 'x'.repeat(201)]) assert.is(check({ hostname: bad }).hostname, 'c.v.hostname', bad)
  for (const good of ['ems-esp', 'EMS2', 'boiler.home.lan', 'a']) assert.equal(check({ hostname: good }), {}, good)
})

test('fixed IP: local IP, gateway and subnet required and checked; DNS only checked', () => {
  assert.equal(check({ static_ip_config: true }), { local_ip: 'c.v.required', gateway_ip: 'c.v.required', subnet_mask: 'c.v.required' })
  const fixed = { static_ip_config: true, local_ip: '192.168.1.60', gateway_ip: '192.168.1.1', subnet_mask: '255.255.255.0' }
  assert.equal(check(fixed), {})
  assert.equal(check({ ...fixed, dns_ip_1: '', dns_ip_2: '8.8.8.8' }), {})
  assert.equal(check({ ...fixed, local_ip: '192.168.1.256', gateway_ip: '192.168.1', subnet_mask: 'x', dns_ip_1: '1.1.1.1.1' }), {
    local_ip: 'c.v.ip',
    gateway_ip: 'c.v.ip',
    subnet_mask: 'c.v.ip',
    dns_ip_1: 'c.v.ip',
  })
  // Switched off, leftover addresses are not the user's problem.
  assert.equal(check({ local_ip: 'nonsense' }), {})
})

test('types the firmware needs: numbers and booleans, IPv6 only if present', () => {
  assert.ok(check({ tx_power: '78' as unknown as number }).tx_power)
  assert.ok(check({ enableMDNS: 1 as unknown as boolean }).enableMDNS)
  const { enableIPv6: _, ...tasmota } = NETWORK_DEFAULTS
  assert.equal(validate(NetworkSettings, tasmota), {})
})

test.run()
