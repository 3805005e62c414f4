// --lenient: settings POSTs are read like the firmware reads them (device-api §0 "Type coercion"): a value
// of the wrong type or out of range takes its default and the answer is 200. Without it they are 400.
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { MQTT_DEFAULTS } from '../../../emulator/routes/mqtt.ts'
import { SETTINGS_DEFAULTS } from '../../../emulator/routes/settings.ts'
import { testEmulator } from '../../e2e/emulator.ts'

type J = Record<string, unknown>

async function post(lenient: boolean, path: string, json: unknown) {
  const t = testEmulator({ lenient })
  const token = await t.signIn('admin')
  const res = await t.req('POST', path, { token, json })
  const text = await res.text()
  const after = (await (await t.req('GET', path, { token })).json()) as J
  await t.cleanup()
  return { status: res.status, body: text ? (JSON.parse(text) as J) : null, after }
}

test('application settings: syslog_port null is 400 by default, 200 with the default port when lenient', async () => {
  const sent = { ...SETTINGS_DEFAULTS, syslog_enabled: false, syslog_port: null, syslog_host: 'log.lan', shower_alert_trigger: '7' }
  assert.is((await post(false, '/rest/settings', sent)).status, 400)
  const r = await post(true, '/rest/settings', sent)
  assert.is(r.status, 200)
  assert.is(r.body?.syslog_port, 514)
  assert.is(r.body?.shower_alert_trigger, 7)
  assert.is(r.body?.syslog_host, 'log.lan', 'the right-typed values are kept')
  assert.is(r.after.syslog_port, 514, 'and stored')
})

test('MQTT: a port as a string or out of range, a bool as 1, take their defaults', async () => {
  const sent = { ...MQTT_DEFAULTS, port: '8883', enabled: 1, keep_alive: 0, base: 'house' }
  assert.is((await post(false, '/rest/mqttSettings', sent)).status, 400)
  const r = await post(true, '/rest/mqttSettings', sent)
  assert.is(r.status, 200)
  assert.equal([r.body?.port, r.body?.enabled, r.body?.base], [1883, true, 'house'])
  const far = await post(true, '/rest/mqttSettings', { ...MQTT_DEFAULTS, port: 70000 })
  assert.is(far.body?.port, 1883)
})

test('log settings: a wrong type reads as the firmware reads it without a default (0 / false)', async () => {
  assert.is((await post(false, '/rest/logSettings', { level: 'x', max_messages: 20, compact: true })).status, 400)
  const r = await post(true, '/rest/logSettings', { level: 'x', max_messages: 20, compact: true })
  assert.is(r.status, 200)
  assert.equal(r.after, { level: 0, max_messages: 20, compact: true })
})

test('still 400 when lenient: a body that is not an object, as on the device', async () => {
  assert.is((await post(true, '/rest/mqttSettings', [1, 2])).status, 400)
  assert.is((await post(true, '/rest/ntpSettings', 'x')).status, 400)
})

test.run()
