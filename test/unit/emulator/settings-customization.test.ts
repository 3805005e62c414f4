// Customization and the system API in the emulator (device-api §1b, §2d, §6): the device picker, the
// MessagePack entity list, the §6a merge and its effect on the dashboard, the reset, and POST /api.
import { unpack } from 'msgpackr'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import type { DeviceEntity, DeviceShort } from '../../../src/schemas/customization.ts'
import { testEmulator } from '../../e2e/emulator.ts'

type T = ReturnType<typeof testEmulator>
const entities = async (t: T, id: number, token: string) => {
  const res = await t.req('GET', `/rest/deviceEntities?id=${id}`, { token })
  const buf = new Uint8Array(await res.arrayBuffer())
  return { res, rows: buf.length ? (unpack(buf) as DeviceEntity[]) : undefined }
}
const deviceData = async (t: T, id: number, token: string) =>
  (
    unpack(new Uint8Array(await (await t.req('GET', `/rest/deviceData?id=${id}`, { token })).arrayBuffer())) as {
      data: { id: string; c?: string; m?: number; x?: number }[]
    }
  ).data
const boilerId = async (t: T, token: string) =>
  ((await (await t.req('GET', '/rest/devices', { token })).json()) as { devices: DeviceShort[] }).devices.find((d) => d.tn === 'boiler')!.i

test('devices: picker entries {i, s, tn, t} for any signed-in user, without device 99', async () => {
  const t = testEmulator()
  assert.is((await t.req('GET', '/rest/devices')).status, 401)
  const { devices } = (await (await t.req('GET', '/rest/devices', { token: await t.signIn('guest') })).json()) as { devices: DeviceShort[] }
  assert.ok(devices.length >= 2)
  for (const d of devices) {
    assert.equal(Object.keys(d).sort(), ['i', 's', 't', 'tn'])
    assert.match(d.s, /^[A-Z][\w ]+ \(.+\)$/)
    assert.match(d.tn, /^[a-z]+$/)
  }
  assert.not.ok(devices.some((d) => d.i === 99))
  await t.cleanup()
})

test('deviceEntities: MessagePack labelled application/json; an unknown id is an empty 200', async () => {
  const t = testEmulator()
  const token = await t.signIn('guest')
  const { res, rows } = await entities(t, await boilerId(t, token), token)
  assert.is(res.headers.get('content-type'), 'application/json')
  assert.ok(Array.isArray(rows) && rows.length > 10)
  const sel = rows!.find((r) => r.id === 'selflowtemp')!
  assert.is(sel.w, true)
  assert.type(sel.mi, 'number')
  assert.ok(
    rows!.some((r) => r.n?.startsWith('!')),
    'commands are named with a leading !',
  )
  const none = await entities(t, 12345, token)
  assert.is(none.res.status, 200)
  assert.is(none.rows, undefined)
  await t.cleanup()
})

test('the worked example of §6a: favourite, renamed, limited; deviceEntities and deviceData show it', async () => {
  const t = testEmulator()
  const token = await t.signIn('guest') // customizationEntities needs no admin
  const id = await boilerId(t, token)
  const res = await t.req('POST', '/rest/customizationEntities', { token, json: { id, entity_ids: ['08selflowtemp|Flow setpoint>20<70'] } })
  assert.is(res.status, 200)
  const row = (await entities(t, id, token)).rows!.find((r) => r.id === 'selflowtemp')!
  assert.equal(
    { n: row.n, cn: row.cn, m: row.m, w: row.w, mi: row.mi, ma: row.ma },
    { n: 'selected flow temperature', cn: 'Flow setpoint', m: 8, w: true, mi: 20, ma: 70 },
  )
  const dv = (await deviceData(t, id, await t.signIn('admin'))).find((r) => r.c === 'selflowtemp')!
  assert.equal({ id: dv.id, m: dv.m, x: dv.x }, { id: '08Flow setpoint', m: 20, x: 70 })
  await t.cleanup()
})

test('web-excluded entities vanish from the dashboard; read-only ones lose their command', async () => {
  const t = testEmulator()
  const token = await t.signIn('admin')
  const id = await boilerId(t, token)
  await t.req('POST', '/rest/customizationEntities', { token, json: { id, entity_ids: ['01selflowtemp', '04selburnpow'] } })
  const data = await deviceData(t, id, token)
  assert.not.ok(data.some((r) => r.c === 'selflowtemp' || r.id.endsWith('selected flow temperature')))
  const pow = data.find((r) => r.id.endsWith('burner selected max power'))!
  assert.is(pow.id.slice(0, 2), '04')
  assert.is(pow.c, undefined)
  await t.cleanup()
})

test('removing an entity answers 205; it comes back in the list as {id, m, w:false}; bringing it back is 205 too', async () => {
  const t = testEmulator()
  const token = await t.signIn('admin')
  const id = await boilerId(t, token)
  let res = await t.req('POST', '/rest/customizationEntities', { token, json: { id, entity_ids: ['80selburnpow'] } })
  assert.is(res.status, 205)
  assert.is(await res.text(), '')
  const gone = (await entities(t, id, token)).rows!.filter((r) => r.id === 'selburnpow')
  assert.equal(gone, [{ id: 'selburnpow', m: 0x80, w: false }])
  res = await t.req('POST', '/rest/customizationEntities', { token, json: { id, entity_ids: ['00selburnpow'] } })
  assert.is(res.status, 205)
  await t.cleanup()
})

test('customizationEntities: a bad body or an unknown device is 400', async () => {
  const t = testEmulator()
  const token = await t.signIn('admin')
  const id = await boilerId(t, token)
  for (const json of [{ id: 9999, entity_ids: [] }, { id: String(id), entity_ids: [] }, { id, entity_ids: 'x' }, { id }]) {
    assert.is((await t.req('POST', '/rest/customizationEntities', { token, json })).status, 400, JSON.stringify(json))
  }
  assert.is((await t.req('POST', '/rest/customizationEntities', { json: { id, entity_ids: [] } })).status, 401)
  await t.cleanup()
})

test('resetCustomizations: admin; 205 and a restart; everything back to no customization; again is 400', async () => {
  const t = testEmulator()
  assert.is((await t.req('POST', '/rest/resetCustomizations', { token: await t.signIn('guest') })).status, 401)
  const token = await t.signIn('admin')
  const id = await boilerId(t, token)
  const res = await t.req('POST', '/rest/resetCustomizations', { token })
  assert.is(res.status, 205)
  assert.ok((await entities(t, id, token)).rows!.every((r) => r.m === 0 && r.cn === undefined))
  assert.equal(t.emulator.store.get('sensors'), { ts: [], as: [] }, 'the sensor settings go too')
  assert.is((await t.req('POST', '/rest/resetCustomizations', { token })).status, 400, 'no file any more')
  await t.cleanup()
})

test('POST /api system info: the firmware sections, no token needed, UTF-8 JSON', async () => {
  const t = testEmulator()
  const res = await t.req('POST', '/api', { json: { device: 'system', entity: 'info', id: 0 } })
  assert.is(res.status, 200)
  assert.is(res.headers.get('content-type'), 'application/json; charset=utf-8')
  const info = (await res.json()) as Record<string, Record<string, unknown>>
  assert.equal(Object.keys(info), [
    'System Info',
    'Network Info',
    'NTP Info',
    'OTA Info',
    'MQTT Info',
    'Syslog Info',
    'Sensor Info',
    'API Info',
    'Bus Info',
    'Settings',
    'Devices',
  ])
  assert.is(info['System Info'].version, '3.6.5')
  assert.is(info.Settings['board profile'], 'S32')
  assert.ok(Array.isArray(info.Devices) && info.Devices.length >= 2)
  await t.cleanup()
})

test('POST /api all values: one object per device keyed as the firmware does, plus custom entities and sensors', async () => {
  const t = testEmulator()
  const res = await t.req('POST', '/api', { json: { device: 'system', entity: 'allvalues', id: 0 } })
  const all = (await res.json()) as Record<string, Record<string, unknown>>
  const keys = Object.keys(all)
  const boiler = keys.find((k) => k.startsWith('Boiler '))!
  assert.match(boiler, /^Boiler .+ \(DeviceID:0x08, ProductID:\d+, Version:\d\d\.\d\d\)$/)
  assert.type(all[boiler]['selected flow temperature'], 'number')
  const thermostat = keys.find((k) => k.startsWith('Thermostat '))!
  assert.type(all[thermostat].hc1, 'object', 'circuit values nested under their tag')
  assert.equal(keys.slice(-3), ['Custom Entities', 'Analog Sensors', 'Temperature Sensors'])
  assert.is(all['Custom Entities'].flowtemp, 41.4)
  assert.is((await t.req('POST', '/api', { json: { device: 'system', entity: 'nonsense' } })).status, 400)
  await t.cleanup()
})

test.run()
