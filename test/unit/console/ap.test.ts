// Access point rules (docs/console.md §5): checked only while the AP may open (provision modes 0 and 1).
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { AP_DEFAULTS } from '../../../emulator/routes/ap'
import { ApSettings, PROVISION } from '../../../src/schemas/ap'
import { latentErrors } from '../../../src/schemas/common'
import { validate } from '../../../src/schemas/validate'

const check = (p: Partial<ApSettings>) => validate(ApSettings, { ...AP_DEFAULTS, ...p })
const bad = { ssid: '', password: 'short', channel: 15, max_clients: 0, local_ip: '', gateway_ip: '', subnet_mask: '' }

test('the defaults are valid', () => assert.equal(check({}), {}))

test('modes 0 and 1: every field required and in range, with its message', () => {
  const messages = {
    ssid: 'c.v.required',
    password: 'c.v.password8',
    channel: 'ap.v.channel',
    max_clients: 'ap.v.maxClients',
    local_ip: 'c.v.required',
    gateway_ip: 'c.v.required',
    subnet_mask: 'c.v.required',
  }
  assert.equal(check({ ...bad, provision_mode: PROVISION.always }), messages)
  assert.equal(check({ ...bad, provision_mode: PROVISION.disconnected }), messages)
})

test('limits: SSID 32, password 8-64, channel 1-14, clients 1-9, IP addresses', () => {
  assert.equal(check({ ssid: 'x'.repeat(32), password: 'p'.repeat(8), channel: 14, max_clients: 9 }), {})
  assert.equal(check({ password: 'p'.repeat(64), channel: 1, max_clients: 1 }), {})
  assert.equal(check({ ssid: 'x'.repeat(33), password: 'p'.repeat(65), channel: 0, max_clients: 10 }), {
    ssid: 'c.v.ssid',
    password: 'c.v.password8',
    channel: 'ap.v.channel',
    max_clients: 'ap.v.maxClients',
  })
  assert.equal(check({ channel: NaN, max_clients: 2.5 }), { channel: 'ap.v.channel', max_clients: 'ap.v.maxClients' })
  assert.equal(check({ local_ip: '192.168.4', gateway_ip: 'gw', subnet_mask: '255.255.255.0.0' }), {
    local_ip: 'c.v.ip',
    gateway_ip: 'c.v.ip',
    subnet_mask: 'c.v.ip',
  })
})

test('mode 2 (never): the hidden fields are not checked, not even their type (an emptied number)', () => {
  assert.equal(check({ ...bad, channel: 0, provision_mode: PROVISION.never }), {})
  assert.equal(check({ channel: NaN, max_clients: NaN, provision_mode: PROVISION.never }), {})
  assert.equal(check({ channel: NaN, max_clients: NaN, provision_mode: PROVISION.always }), { channel: 'ap.v.channel', max_clients: 'ap.v.maxClients' })
  assert.ok(check({ provision_mode: 3 }).provision_mode)
})

test('what is sent: the hidden fields a form would refuse are the ones SettingsForm sends as the device had them', () => {
  const loaded = { ...AP_DEFAULTS, channel: 6, max_clients: 3 }
  const edited = { ...loaded, provision_mode: PROVISION.never, channel: NaN, max_clients: NaN, local_ip: 'abc' }
  assert.equal(Object.keys(latentErrors(ApSettings, edited)), ['channel', 'max_clients', 'local_ip'])
  assert.equal(latentErrors(ApSettings, { ...loaded, provision_mode: PROVISION.never, channel: 11 }), {}, 'numbers are sent as edited')
})

test.run()
