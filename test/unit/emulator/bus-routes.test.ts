// The dashboard's endpoints of the emulator (device-api §1b, §3a-§3d) as a client sees them.
import { unpack } from 'msgpackr'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import type { BusStatus, CoreData, DeviceData, SensorData } from '../../../src/schemas/dashboard.ts'
import { testEmulator } from '../../e2e/emulator.ts'

type T = ReturnType<typeof testEmulator>
async function setup() {
  const t = testEmulator()
  return { t, admin: await t.signIn('admin'), guest: await t.signIn('guest') }
}
const json = async <X>(t: T, url: string, token: string) => (await (await t.req('GET', url, { token })).json()) as X
async function deviceData(t: T, id: number, token: string) {
  const res = await t.req('GET', `/rest/deviceData?id=${id}`, { token })
  return { res, bytes: new Uint8Array(await res.arrayBuffer()) }
}
const rows = async (t: T, id: number, token: string) => (unpack((await deviceData(t, id, token)).bytes) as DeviceData).data
const row = async (t: T, id: number, token: string, name: string) => (await rows(t, id, token)).find((r) => r.id.slice(2) === name)!

test('coreData: the devices and the custom device 99, for any signed-in user', async () => {
  const { t, guest } = await setup()
  assert.is((await t.req('GET', '/rest/coreData')).status, 401)
  const core = await json<CoreData>(t, '/rest/coreData', guest)
  assert.is(core.connected, true)
  assert.equal(
    core.devices.map((d) => d.id),
    [1, 2, 3, 4, 5, 99],
  )
  const boiler = core.devices[0]
  assert.equal({ ...boiler, e: 0 }, { id: 1, t: 4, tn: 'Boiler', b: 'Buderus', n: 'GBx72/Trendline/Cerapur/Greenstar Si/27i', d: 8, p: 123, v: '06.01', e: 0 })
  const custom = core.devices[5]
  assert.equal({ ...custom, e: 0 }, { id: 99, t: 17, tn: 'Custom', b: 'n/a', n: 'User defined entities', d: 0, p: 0, v: 0, e: 0 })
  assert.is(boiler.e, (await rows(t, 1, guest)).length, 'the entity count is what the panel shows')
  await t.cleanup()
})

test('deviceData: MessagePack labelled JSON, float32 decimals, step as a string; 400 for unknown ids', async () => {
  const { t, guest } = await setup()
  const { res, bytes } = await deviceData(t, 2, guest)
  assert.is(res.status, 200)
  assert.is(res.headers.get('content-type'), 'application/json')
  assert.ok(bytes.includes(0xca), 'float32 marker')
  assert.not.ok(bytes.includes(0xcb), 'no float64')
  const data = unpack(bytes) as DeviceData
  assert.ok(data.data.length >= 150)
  const seltemp = data.data.find((r) => r.c === 'hc1/seltemp')!
  assert.equal(seltemp, { id: '08hc1 selected room temperature', v: 21, u: 1, c: 'hc1/seltemp', m: 5, x: 30, s: '0.5' })
  assert.ok(
    data.data.some((r) => typeof r.v === 'number' && !Number.isInteger(r.v) && String(r.v).length > 8),
    'float noise as on the device',
  )
  const custom = unpack((await deviceData(t, 99, guest)).bytes) as DeviceData
  assert.is(custom.label, 'Custom Entities')
  assert.ok(custom.data.every((r) => r.id.startsWith('00')))
  for (const q of ['?id=7', '?id=x', '']) assert.is((await t.req('GET', '/rest/deviceData' + q, { token: guest })).status, 400, q)
  await t.cleanup()
})

test('writeDeviceValue: admins only; the new value shows on the next read', async () => {
  const { t, admin, guest } = await setup()
  const write = (token: string, body: unknown) => t.req('POST', '/rest/writeDeviceValue', { token, json: body })
  assert.is((await write(guest, { id: 2, c: 'hc1/mode', v: 'manual' })).status, 401)
  const ok = await write(admin, { id: 2, c: 'hc1/mode', v: 'manual' })
  assert.is(ok.status, 200)
  assert.equal(await ok.json(), {})
  assert.is((await row(t, 2, admin, 'hc1 mode')).v, 'manual')
  assert.is((await write(admin, { id: 2, c: 'hc1/seltemp', v: 22.5 })).status, 200)
  assert.is((await row(t, 2, admin, 'hc1 selected room temperature')).v, 22.5)
  assert.is((await write(admin, { id: 1, c: 'heatingoff', v: 'on' })).status, 200)
  assert.is((await row(t, 1, admin, 'force heating off')).v, 'on')
  await t.cleanup()
})

test('writeDeviceValue refuses unknown devices and commands, values out of range or not in the list, read-only entities', async () => {
  const { t, admin } = await setup()
  const status = async (body: unknown) => (await t.req('POST', '/rest/writeDeviceValue', { token: admin, json: body })).status
  assert.is(await status({ id: 7, c: 'hc1/mode', v: 'auto' }), 400)
  assert.is(await status({ id: '2', c: 'hc1/mode', v: 'auto' }), 400, 'id must be a number')
  assert.is(await status({ id: 2, v: 'auto' }), 400, 'c is mandatory')
  assert.is(await status({ id: 2, c: 'hc1/nosuch', v: 'auto' }), 400)
  assert.is(await status({ id: 2, c: 'hc1/seltemp', v: 31 }), 400)
  assert.is(await status({ id: 2, c: 'hc2/seltemp', v: 25 }), 400, 'the custom range 17..24 applies')
  assert.is(await status({ id: 2, c: 'hc2/seltemp', v: 24 }), 200)
  assert.is(await status({ id: 2, c: 'hc1/mode', v: 'night' }), 400)
  assert.is(await status({ id: 1, c: 'heatingtemp', v: 70 }), 400, 'read-only by customization')
  assert.is(await status({ id: 1, c: 'curflowtemp', v: 40 }), 400, 'a measured value')
  assert.is((await row(t, 2, admin, 'hc1 selected room temperature')).v, 21, 'nothing was changed')
  await t.cleanup()
})

test('commands run without keeping a value; custom entities (id 99) take values but no bools', async () => {
  const { t, admin } = await setup()
  const status = async (body: unknown) => (await t.req('POST', '/rest/writeDeviceValue', { token: admin, json: body })).status
  assert.is(await status({ id: 1, c: 'reset', v: 'error' }), 200)
  assert.is(await status({ id: 1, c: 'reset', v: 'everything' }), 400)
  assert.is((await row(t, 1, admin, 'reset')).v, '')
  const custom = (await rows(t, 99, admin)).find((r) => r.c && r.s)!
  assert.ok(custom, 'a writable numeric custom entity')
  assert.is(await status({ id: 99, c: custom.c, v: 12 }), 200)
  assert.is((await rows(t, 99, admin)).find((r) => r.c === custom.c)!.v, 12)
  assert.is(await status({ id: 99, c: custom.c, v: true }), 400)
  assert.is(await status({ id: 99, c: 'nosuch', v: 1 }), 400)
  await t.cleanup()
})

test('sensorData: temperature and analog sensors, platform', async () => {
  const { t, guest } = await setup()
  const s = await json<SensorData>(t, '/rest/sensorData', guest)
  assert.is(s.platform, 'ESP32')
  assert.is(s.analog_enabled, true)
  assert.ok(s.ts.length >= 2 && s.ts.length <= 4)
  assert.ok(
    s.ts.some((x) => x.t === undefined),
    'one sensor without a reading',
  )
  assert.ok(s.ts.every((x) => /^28-[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{4}$/.test(x.id) && x.u === 1))
  assert.ok(new Set(s.as.map((a) => a.t)).size >= 4, 'analog sensors of several types')
  assert.equal(
    s.as.map((a) => a.id),
    s.as.map((_, i) => i + 1),
  )
  await t.cleanup()
})

test('writeTemperatureSensor: admins only, checked, persisted', async () => {
  const { t, admin, guest } = await setup()
  const write = (token: string, body: unknown) => t.req('POST', '/rest/writeTemperatureSensor', { token, json: body })
  const id = '28-233D-9497-0C03'
  assert.is((await write(guest, { id, name: 'x', offset: 0 })).status, 401)
  assert.is((await write(admin, { id, name: '', offset: 0 })).status, 400)
  assert.is((await write(admin, { id, name: 'x', offset: 6 })).status, 400)
  assert.is((await write(admin, { id: '28-0000-0000-0000', name: 'x', offset: 0 })).status, 400)
  assert.is((await write(admin, { id, name: 'lounge', offset: 1.5 })).status, 200)
  const s = (await json<SensorData>(t, '/rest/sensorData', guest)).ts.find((x) => x.id === id)!
  assert.is(s.n, 'lounge')
  assert.is(s.o, 1.5)
  assert.ok(t.emulator.store.get<{ ts: { id: string; name: string }[] }>('sensors').ts.some((x) => x.id === id && x.name === 'lounge'))
  await t.cleanup()
})

test('writeAnalogSensor: matched by gpio, created, updated, removed; invalid GPIO and values refused', async () => {
  const { t, admin } = await setup()
  const write = (body: object) =>
    t.req('POST', '/rest/writeAnalogSensor', { token: admin, json: { id: 0, name: 'tank', offset: 0, factor: 1, uom: 0, type: 3, deleted: false, ...body } })
  const analog = async () => (await json<SensorData>(t, '/rest/sensorData', admin)).as
  const before = (await analog()).length
  assert.is((await write({ gpio: 6 })).status, 400, 'flash pin')
  assert.is((await write({ gpio: 21, name: '' })).status, 400)
  assert.is((await write({ gpio: 21, offset: 4000 })).status, 400)
  assert.is((await analog()).length, before, 'nothing saved')
  assert.is((await write({ gpio: 21 })).status, 200)
  assert.is((await analog()).length, before + 1)
  assert.is((await write({ gpio: 21, name: 'oil tank' })).status, 200)
  assert.is((await analog()).find((a) => a.g === 21)!.n, 'oil tank')
  assert.is((await write({ gpio: 21, deleted: true })).status, 200)
  assert.not.ok((await analog()).some((a) => a.g === 21))
  await t.cleanup()
})

test('status: bus state, counts and statistics; scan for admins; the bus can be taken offline', async () => {
  const { t, admin, guest } = await setup()
  const s = await json<BusStatus>(t, '/rest/status', guest)
  assert.is(s.status, 0)
  assert.is(s.num_devices, 5)
  assert.ok(s.num_sensors >= 2 && s.num_analogs >= 2)
  assert.equal(
    s.stats.slice(0, 3).map((x) => x.id),
    [0, 1, 2],
  )
  for (const x of s.stats) assert.ok(x.q >= 0 && x.q <= 100 && (x.s + x.f === 0) === (x.q === 0), JSON.stringify(x))
  assert.is((await t.req('POST', '/rest/scanDevices', { token: guest })).status, 401)
  assert.is((await t.req('POST', '/rest/scanDevices', { token: admin })).status, 200)

  const bus = (token: string, offline: boolean) => t.req('POST', '/rest/emulator/bus', { token, json: { offline } })
  assert.is((await bus(guest, true)).status, 401)
  assert.equal(await (await bus(admin, true)).json(), { offline: true })
  assert.is((await json<CoreData>(t, '/rest/coreData', guest)).connected, false)
  assert.is((await json<BusStatus>(t, '/rest/status', guest)).status, 2)
  await bus(admin, false)
  assert.is((await json<CoreData>(t, '/rest/coreData', guest)).connected, true)
  await t.cleanup()
})

test.run()
