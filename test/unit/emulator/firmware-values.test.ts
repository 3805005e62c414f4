// --firmware and the device values (device-api §10 Releases): the value write's shape, coreData and
// sensorData keys, the allvalues command, and the MessagePack types of deviceData's step per release.

import { unpack } from 'msgpackr'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { decodeTyped, F32 } from './_msgpack-typed.ts'
import { ALL, eachRelease, isAtLeast, json, type T } from './_releases.ts'

type Row = { c?: string; s?: unknown }
/** deviceData's rows of device `id`, read with their MessagePack types. */
const deviceRows = async (t: T, token: string, id: number) => {
  const res = await t.req('GET', `/rest/deviceData?id=${id}`, { token })
  assert.is(res.status, 200)
  return (decodeTyped(new Uint8Array(await res.arrayBuffer())) as { data: Row[] }).data
}

test('a value write is read as {id, devicevalue: {c, v}} until 3.6.2 and as {id, c, v} from 3.6.4; the other shape is 400', async () => {
  await eachRelease(ALL, async (t, r) => {
    const token = await t.signIn('admin')
    const flat = { id: 1, c: 'wwseltemp', v: 55 }
    const nested = { id: 1, devicevalue: { c: 'wwseltemp', v: 54 } }
    const [ok, refused] = isAtLeast(r, '3.6.4') ? [flat, nested] : [nested, flat]
    assert.is((await t.req('POST', '/rest/writeDeviceValue', { token, json: refused })).status, 400, r)
    assert.is((await t.req('POST', '/rest/writeDeviceValue', { token, json: ok })).status, 200, r)
    const rows = unpack(new Uint8Array(await (await t.req('GET', '/rest/deviceData?id=1', { token })).arrayBuffer())) as { data: { c?: string; v: unknown }[] }
    assert.is(rows.data.find((x) => x.c === 'wwseltemp')?.v, isAtLeast(r, '3.6.4') ? 55 : 54, r)
  })
})

test('coreData devices[].e and sensorData platform are there from 3.6.4 on', async () => {
  await eachRelease(ALL, async (t, r) => {
    const token = await t.signIn('admin')
    const core = await json(t, '/rest/coreData', token)
    assert.ok(core.devices.length > 1, r)
    for (const d of core.devices) assert.is('e' in d, isAtLeast(r, '3.6.4'), `${r} device ${d.id}`)
    const sensors = await json(t, '/rest/sensorData', token)
    assert.is(sensors.platform, isAtLeast(r, '3.6.4') ? 'ESP32' : undefined, r)
    assert.ok(Array.isArray(sensors.ts) && Array.isArray(sensors.as), r)
  })
})

test('the system command allvalues answers from 3.6.4 on; before, 400 (info in every release)', async () => {
  await eachRelease(ALL, async (t, r) => {
    const api = (entity: string) => t.req('POST', '/api', { json: { device: 'system', entity, id: 0 } })
    assert.is((await api('info')).status, 200, r)
    const all = await api('allvalues')
    assert.is(all.status, isAtLeast(r, '3.6.4') ? 200 : 400, r)
  })
})

test('deviceData step: float32 and only when not 1 before 3.6.5, a string on every writable number in 3.6.5; device 99 a string in every release', async () => {
  await eachRelease(ALL, async (t, r) => {
    const token = await t.signIn('admin')
    const boiler = await deviceRows(t, token, 1)
    const thermostat = await deviceRows(t, token, 2)
    const mixer = await deviceRows(t, token, 3)
    const step = (rows: Row[], c: string) => rows.find((x) => x.c === c)!.s
    if (r === '3.6.5') {
      assert.is(step(boiler, 'selflowtemp'), '1')
      assert.is(step(thermostat, 'hc1/seltemp'), '0.5')
      assert.is(step(mixer, 'hc2/valveruntime'), '10')
    } else {
      assert.is(step(boiler, 'selflowtemp'), undefined, `${r}: step 1 is left out`)
      assert.equal(step(thermostat, 'hc1/seltemp'), new F32(0.5), r)
      assert.equal(step(mixer, 'hc2/valveruntime'), new F32(10), `${r}: a whole step is a float32 too`)
      for (const row of [...boiler, ...thermostat, ...mixer]) if (row.s !== undefined) assert.instance(row.s, F32, `${r} ${row.c}`)
    }
    const custom = (await deviceRows(t, token, 99)).filter((x) => x.s !== undefined)
    assert.ok(custom.length > 0, r)
    for (const row of custom) assert.type(row.s, 'string', `${r} custom ${row.c}`)
  })
})

test.run()
