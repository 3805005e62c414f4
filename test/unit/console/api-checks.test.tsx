// The api layer (src/api) checks every device answer: a broken or wrongly shaped answer is one translated
// error naming the endpoint; answers of other firmware releases (keys missing, extra keys) are taken as the
// firmware means them; saves answered with an empty or text body keep what was sent; log stream frames too.
import './_dom'
import '../../../src/i18n'
import { pack } from 'msgpackr'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { readCoreData, readDeviceData } from '../../../src/api/dashboard'
import { networkSettings } from '../../../src/api/network'
import { securitySettings } from '../../../src/api/security'
import { appSettings, readDeviceEntities, saveList } from '../../../src/api/settings'
import { parseLogEntry } from '../../../src/api/system'
import { errorText } from '../../../src/i18n'
import { NEW_CONNECTION } from '../../../src/schemas/network'
import { validate } from '../../../src/schemas/validate'
import { signIn } from '../../../src/state/session'
import { appSettingsAnswer, fails, json, msgpack, stubFetch, token } from './_helpers'

const stub = stubFetch(test)
const { sent } = stub
test.before(() => signIn(token({ username: 'admin', admin: true })))

const UNREADABLE = 'The device sent an answer this console cannot read (rest/coreData)'

test('broken JSON, an HTML page labelled JSON and a wrong shape are one translated error naming the endpoint', async () => {
  for (const body of ['{"connected":tr', '<html><body>Captive portal</body></html>', '{}', '{"connected":true,"devices":null}']) {
    stub.answer = () => json(body)
    const e = await fails(readCoreData())
    assert.is(errorText(e), UNREADABLE, body)
  }
})

test('truncated or broken MessagePack is the same error, not a library message', async () => {
  const whole = pack({ data: [{ id: '00flow temp', v: 41.5, u: 1 }] })
  for (const bytes of [whole.subarray(0, whole.length - 3), new Uint8Array([0xc1, 0x00]), pack([1, 2])]) {
    stub.answer = () => msgpack(bytes)
    assert.is(errorText(await fails(readDeviceData(1))), 'The device sent an answer this console cannot read (rest/deviceData)')
  }
  stub.answer = () => new Response(new Uint8Array(whole))
  assert.is((await readDeviceData(1))!.data[0].v, 41.5)
  // deviceEntities: an empty body is the firmware's answer for an unknown id; a cut-off array is not
  const rows = pack([
    { id: 'selflowtemp', m: 0, w: true },
    { id: 'wwseltemp', m: 8, w: true },
  ])
  stub.answer = () => new Response(null)
  assert.is(await readDeviceEntities(3), undefined)
  stub.answer = () => new Response(new Uint8Array(rows.subarray(0, rows.length - 4)))
  assert.is(errorText(await fails(readDeviceEntities(3))), 'The device sent an answer this console cannot read (rest/deviceEntities)')
})

// A 3.6.0/3.6.1 answer: no bssid, and no enableIPv6 (a Tasmota-SDK build).
const NETWORK = { ssid: 'Home', password: 'secret12', hostname: 'ems-esp', ...NEW_CONNECTION }

test('network settings of 3.6.0/3.6.1 (no bssid) load and pass the form check; unknown keys are kept', async () => {
  stub.answer = () => json({ ...NETWORK, future_key: 7 })
  const d = await networkSettings.load()
  assert.is(d.bssid, undefined)
  assert.is(d.future_key, 7)
  assert.equal(validate(networkSettings.schema, d), {})
})

// 3.6.5 sends these; another release or implementation may not, or with other types.
const APP = appSettingsAnswer()

test('application settings: keys the form never shows are neither required nor type-checked, and pass through as received', async () => {
  stub.answer = () => json(APP)
  assert.equal(validate(appSettings.schema, await appSettings.load()), {})
  stub.answer = () => json({ ...APP, version: 365, platform: null, solar_maxflow: '30', weblog_level: 'x' })
  const d = await appSettings.load()
  assert.equal(validate(appSettings.schema, d), {})
  assert.equal([d.version, d.platform, d.solar_maxflow, d.weblog_level], [365, null, '30', 'x'])
})

test("a value our rules refuse is still the device's: it loads (the form then shows the message)", async () => {
  stub.answer = () => json({ ...APP, syslog_enabled: true, syslog_port: 99999 })
  const d = await appSettings.load()
  assert.is(d.syslog_port, 99999)
  assert.equal(validate(appSettings.schema, d), { syslog_host: 'c.v.required', syslog_port: 'c.v.port' })
})

test('a new custom entity is sent with value "" (without it the firmware stores the text "null")', async () => {
  stub.answer = () => json({ emsesp_version: '3.6.5' }) // system status (the release decides the path); the save's answer is not read
  const row = { id: 0, ram: 1, name: 'counter', device_id: 0, type_id: 0, offset: 0, factor: 1, uom: 0, value_type: 8, writeable: true }
  await saveList('entities', [row, { ...row, name: 'kept', value: '12' }])
  assert.equal(
    (sent.find((s) => s.body)!.body as any).entities.map((e: any) => e.value),
    ['', '12'],
  )
})

test('security users: a save answered with an empty or text body keeps what was saved', async () => {
  const data = { jwt_secret: 's', users: [{ username: 'admin', password: 'admin', admin: true }] }
  for (const body of ['', 'OK']) {
    stub.answer = () => new Response(body)
    assert.is(await securitySettings.save(data), undefined) // Users then keeps its own list
  }
  stub.answer = () => json(data)
  assert.equal(await securitySettings.save(data), data)
})

test('log stream frames are checked too: a frame of another shape is skipped, not shown as undefined', () => {
  const ok = { t: '000+00:00:01.000', l: 6, i: 1, n: 'system', m: 'started' }
  assert.equal(parseLogEntry(JSON.stringify(ok)), ok)
  for (const frame of ['{"t":"x"}', '{"t":1,"l":6,"i":1,"n":"a","m":"b"}', 'not json', '']) assert.is(parseLogEntry(frame), null, frame)
})

test.run()
