// MQTT settings rules (docs/console.md §5): only while MQTT is enabled.
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { MQTT_DEFAULTS } from '../../../emulator/routes/mqtt'
import { INTERVAL_MAX, MqttSettings } from '../../../src/schemas/mqtt'
import { validate } from '../../../src/schemas/validate'

const check = (p: Partial<MqttSettings>) => validate(MqttSettings, { ...MQTT_DEFAULTS, ...p })

test('the defaults are valid; TLS keys may be absent (Tasmota-SDK builds)', () => {
  assert.equal(check({}), {})
  const { enableTLS: _, rootCA: __, ...noTls } = MQTT_DEFAULTS
  assert.equal(validate(MqttSettings, noTls), {})
})

test("enabled: host, base, port, keep alive and heartbeat with the contract's messages", () => {
  assert.equal(check({ host: '', base: '', port: NaN, keep_alive: NaN, publish_time_heartbeat: NaN }), {
    host: 'c.v.required',
    base: 'mqtt.v.base',
    port: 'c.v.required',
    keep_alive: 'mqtt.v.keepAlive',
    publish_time_heartbeat: 'mqtt.v.heartbeat',
  })
  assert.equal(check({ host: 'not a host', port: 65536, keep_alive: 0, publish_time_heartbeat: 9 }), {
    host: 'c.v.hostOrIp',
    port: 'c.v.port',
    keep_alive: 'mqtt.v.keepAlive',
    publish_time_heartbeat: 'mqtt.v.heartbeat',
  })
  assert.equal(check({ host: 'broker.lan', port: 0, keep_alive: 86400, publish_time_heartbeat: 10 }), {})
  assert.equal(check({ port: 65535, keep_alive: 1, publish_time_heartbeat: 86400 }), {})
})

test('disabled: the connection fields are not checked, not even an emptied number (it would block Apply)', () => {
  assert.equal(check({ enabled: false, host: '', base: '', port: 70000, keep_alive: 0, publish_time_heartbeat: 0 }), {})
  assert.equal(check({ enabled: false, port: NaN, keep_alive: NaN, publish_time_heartbeat: NaN }), {})
})

test('choices stay within their options', () => {
  assert.ok(check({ mqtt_qos: 3 }).mqtt_qos)
  assert.ok(check({ nested_format: 0 }).nested_format)
  assert.ok(check({ discovery_type: 3 }).discovery_type)
})

test('entity formats: 3 and 4 (3.7.0 on) and any other whole number a gateway holds are kept', () => {
  for (const v of [0, 1, 2, 3, 4, 7]) assert.equal(check({ entity_format: v }), {}, String(v))
  assert.ok(check({ entity_format: 1.5 }).entity_format)
})

test('water interval (3.7.0 on): checked like the others when there, not needed when not', () => {
  assert.equal(check({ publish_time_water: 65536 }), { publish_time_water: 'mqtt.v.interval' })
  assert.equal(check({ publish_time_water: 60 }), {})
  assert.equal(check({ publish_time_water: undefined }), {})
})

test('publish intervals: 0 (auto) to 65535 (uint16 on the device), with the range message', () => {
  assert.equal([INTERVAL_MAX, check({ publish_time_boiler: 0, publish_time_other: 65535 })], [65535, {}])
  for (const v of [-1, 65536, 86400, 1.5, NaN]) assert.equal(check({ publish_time_boiler: v }), { publish_time_boiler: 'mqtt.v.interval' }, String(v))
  // switched off, an emptied or wrong interval does not block Apply either (docs/console.md §5)
  assert.equal(check({ enabled: false, publish_time_sensor: 70000, publish_time_other: NaN }), {})
})

test.run()
