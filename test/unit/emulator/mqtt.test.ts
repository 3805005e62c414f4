// The emulated MQTT connection: its state and reasons follow the settings (device-api §1a, §1c).
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { MQTT_DEFAULTS } from '../../../emulator/routes/mqtt.ts'
import { testEmulator } from '../../e2e/emulator.ts'

async function setup() {
  const t = testEmulator()
  const admin = await t.signIn('admin')
  const guest = await t.signIn('guest')
  const status = async () => (await t.req('GET', '/rest/mqttStatus', { token: guest })).json()
  const save = (p: object) => t.req('POST', '/rest/mqttSettings', { token: admin, json: { ...MQTT_DEFAULTS, ...p } })
  return { t, admin, guest, status, save }
}

test('settings: admin only, 200 with the state (never 205), 400 for what the form refuses', async () => {
  const { t, guest, save } = await setup()
  assert.is((await t.req('GET', '/rest/mqttSettings', { token: guest })).status, 401)
  const res = await save({ base: 'heating', publish_single: true })
  assert.is(res.status, 200)
  assert.equal(await res.json(), { ...MQTT_DEFAULTS, base: 'heating', publish_single: true })
  for (const p of [
    { host: '' },
    { port: 70000 },
    { keep_alive: 0 },
    { publish_time_heartbeat: 5 },
    { mqtt_qos: 3 },
    { port: '1883' },
    { publish_time_boiler: 65536 },
  ]) {
    assert.is((await save(p)).status, 400, JSON.stringify(p))
  }
  assert.is((await save({ enabled: false, host: '' })).status, 200, 'disabled: the connection is not checked')
  await t.cleanup()
})

test('status: connected to the LAN broker out of the box', async () => {
  const { t, status } = await setup()
  // Reason 0 is USER_OK: no error.
  assert.equal(await status(), { enabled: true, connected: true, client_id: 'ems-esp', disconnect_reason: 0, mqtt_queued: 0, mqtt_fails: 0, connect_count: 1 })
  await t.cleanup()
})

test('status: an unreachable broker is disconnected with a reason (espMqttClient numbering); each reconnect counts', async () => {
  const { t, status, save } = await setup()
  await save({ host: 'mqtt.nowhere.lan' })
  let s = await status()
  assert.equal([s.enabled, s.connected, s.disconnect_reason], [true, false, 7], 'no broker there: 7 TCP disconnected')
  assert.ok(s.mqtt_queued > 1, 'messages queue up')
  await save({ port: 1884 })
  assert.is((await status()).disconnect_reason, 7, 'wrong port: TCP disconnected')
  await save({ username: 'ems' })
  assert.is((await status()).disconnect_reason, 5, 'user without password: not authorized')
  await save({ enableTLS: true, port: 8883 })
  assert.is((await status()).disconnect_reason, 6, 'TLS without a certificate: TLS bad fingerprint')
  await save({ enableTLS: true, port: 8883, rootCA: '-----BEGIN CERTIFICATE-----', client_id: 'boiler' })
  s = await status()
  assert.equal([s.connected, s.client_id, s.connect_count, s.mqtt_queued], [true, 'boiler', 2, 0])
  await t.cleanup()
})

test('status: not enabled', async () => {
  const { t, status, save } = await setup()
  await save({ enabled: false })
  const s = await status()
  assert.equal([s.enabled, s.connected, s.mqtt_fails], [false, false, 0])
  await t.cleanup()
})

test.run()
