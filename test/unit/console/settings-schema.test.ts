// The application settings rules of docs/console.md §5: GPIOs of a CUSTOM board per platform, syslog, shower.
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { SETTINGS_DEFAULTS } from '../../../emulator/routes/settings.ts'
import { Settings } from '../../../src/schemas/settings.ts'
import { validate } from '../../../src/schemas/validate.ts'

const check = (o: Partial<Settings>) => validate(Settings, { ...SETTINGS_DEFAULTS, ...o })
// The other pins off (0), so only the probed one can fail.
const custom = (platform: string, rx_gpio: number) =>
  check({ board_profile: 'CUSTOM', platform, led_gpio: 0, dallas_gpio: 0, pbutton_gpio: 0, tx_gpio: 0, rx_gpio })

test('the factory settings are valid', () => {
  assert.equal(check({}), {})
})

// The unusable GPIOs of docs/console.md §5, one platform per line, probed with a CUSTOM board's Rx pin.
const BAD: Record<string, number[]> = {
  ESP32: [1, 6, 7, 8, 9, 10, 11, 20, 24, 28, 29, 30, 31, 41, 48, -1],
  'ESP32-C3': [11, 12, 15, 19, 22, 40, -1],
  'ESP32-S2': [19, 20, 22, 27, 32, 41, -1],
  'ESP32-S3': [19, 20, 22, 30, 37, 39, 42, 49, -1],
}
const GOOD: Record<string, number[]> = {
  ESP32: [0, 2, 4, 5, 12, 19, 21, 23, 25, 27, 32, 40],
  'ESP32-C3': [0, 1, 4, 5, 10, 20, 21],
  'ESP32-S2': [0, 11, 12, 18, 21, 33, 40],
  'ESP32-S3': [0, 8, 18, 21, 38, 43, 48],
}

test("CUSTOM board: each platform refuses its unusable GPIOs with the contract's message", () => {
  for (const [platform, pins] of Object.entries(BAD)) for (const g of pins) assert.equal(custom(platform, g), { rx_gpio: 'c.v.gpio' }, `${platform} GPIO ${g}`)
})

test('CUSTOM board: the usable GPIOs pass, and 0 (disabled) is always allowed', () => {
  for (const [platform, pins] of Object.entries(GOOD)) for (const g of pins) assert.equal(custom(platform, g), {}, `${platform} GPIO ${g}`)
})

test('CUSTOM board: an empty pin field says which GPIO is required', () => {
  const errors = check({ board_profile: 'CUSTOM', led_gpio: NaN, dallas_gpio: NaN, pbutton_gpio: NaN, tx_gpio: NaN, rx_gpio: NaN })
  // The dallas pin's message is the contract's own words: 'GPIO is required'.
  assert.equal(errors, {
    led_gpio: 'c.v.required',
    dallas_gpio: 'settings.v.gpioRequired',
    pbutton_gpio: 'c.v.required',
    tx_gpio: 'c.v.required',
    rx_gpio: 'c.v.required',
  })
})

test('a named board is not checked against the platform (its pins come from the device)', () => {
  assert.equal(check({ board_profile: 'C3MINI', platform: 'ESP32', rx_gpio: 4, dallas_gpio: 1 }), {})
  assert.equal(check({ board_profile: 'S32', rx_gpio: 2.5 }), { rx_gpio: 'c.v.invalid' }, 'but malformed input is')
})

test('ethernet details are checked only on a CUSTOM board with a PHY', () => {
  assert.equal(check({ board_profile: 'CUSTOM', phy_type: 0, eth_phy_addr: NaN }), {})
  assert.equal(check({ board_profile: 'CUSTOM', phy_type: 1, eth_phy_addr: 40 }), { eth_phy_addr: 'c.v.invalid' })
})

test('syslog: host required and a host or IP, port 0-65535, mark interval 0-10 (0-3600 on 3.8.0); only when enabled', () => {
  assert.equal(check({ syslog_enabled: false, syslog_host: '', syslog_port: NaN, syslog_mark_interval: 99 }), {})
  assert.equal(check({ syslog_enabled: true, syslog_host: '' }), { syslog_host: 'c.v.required' })
  assert.equal(check({ syslog_enabled: true, syslog_host: 'bad host!' }), { syslog_host: 'c.v.hostOrIp' })
  assert.equal(check({ syslog_enabled: true, syslog_host: '192.168.1.4', syslog_port: 65536 }), { syslog_port: 'c.v.port' })
  assert.equal(check({ syslog_enabled: true, syslog_host: 'logs.local', syslog_port: NaN }), { syslog_port: 'c.v.port' })
  assert.equal(check({ syslog_enabled: true, syslog_host: 'logs.local', syslog_mark_interval: 11 }), { syslog_mark_interval: 'c.v.range' })
  assert.equal(check({ syslog_enabled: true, syslog_host: 'logs.local', syslog_port: 0, syslog_mark_interval: 10 }), {})
  // the settings name the release they run: 3.8.0 takes marks up to an hour
  const on38 = { syslog_enabled: true, syslog_host: 'logs.local', version: '3.8.0' }
  assert.equal(check({ ...on38, syslog_mark_interval: 3600 }), {})
  assert.equal(check({ ...on38, syslog_mark_interval: 3601 }), { syslog_mark_interval: 'c.v.range' })
  assert.equal(check({ ...on38, version: '3.7.2', syslog_mark_interval: 11 }), { syslog_mark_interval: 'c.v.range' })
})

test('3.7.0 keys, checked only when the gateway has them: Modbus clients 0-50, port, timeout 100-20000 ms (with Modbus on), remote timeout 1-240 h, shower minimum 10-360 s', () => {
  assert.equal(check({ shower_timer: true, modbus_enabled: undefined, remote_timeout_en: undefined }), {}, '3.6.x sends none of them')
  const on = { modbus_enabled: true, modbus_max_clients: 10, modbus_port: 502, modbus_timeout: 300, remote_timeout_en: true, remote_timeout: 24 }
  assert.equal(check({ ...on, shower_timer: true, shower_min_duration: 180 }), {})
  assert.equal(
    check({ ...on, modbus_max_clients: 51, modbus_port: 65536, modbus_timeout: 99, remote_timeout: 241, shower_timer: true, shower_min_duration: 9 }),
    {
      modbus_max_clients: 'c.v.range',
      modbus_port: 'c.v.port',
      modbus_timeout: 'c.v.range',
      remote_timeout: 'c.v.range',
      shower_min_duration: 'c.v.range',
    },
  )
  assert.equal(
    check({ ...on, modbus_enabled: false, modbus_timeout: 5, remote_timeout_en: false, remote_timeout: 0, shower_min_duration: 0 }),
    {},
    'switched off',
  )
})

test('shower alert: trigger 1-20 minutes and cold shot 1-10 seconds, only with timer and alert on', () => {
  const on = { shower_timer: true, shower_alert: true }
  assert.equal(check({ ...on, shower_alert_trigger: 21, shower_alert_coldshot: 0 }), {
    shower_alert_trigger: 'c.v.range',
    shower_alert_coldshot: 'c.v.range',
  })
  assert.equal(check({ ...on, shower_alert_trigger: 20, shower_alert_coldshot: 1 }), {})
  assert.equal(check({ shower_timer: false, shower_alert: true, shower_alert_trigger: 99 }), {}, 'the alert needs the timer')
})

test('types are strict: numbers as numbers, booleans as booleans (device-api §8.1)', () => {
  assert.ok(check({ tx_mode: '1' as unknown as number }).tx_mode)
  assert.ok(check({ telnet_enabled: 1 as unknown as boolean }).telnet_enabled)
})

test.run()
