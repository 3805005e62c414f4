// --firmware 3.7.0-3.8.0 and the dashboard's data (device-api §10): deviceData's list key and Content-Type,
// device 99, coreData's type numbers and url, deviceEntities' tag key and the dhw tag, sensor ids and 3.8.0's
// sensor keys, and GET /rest/dashboardData. The expectations are written out per release; they were checked
// against each release's recorded answers (3.7.1, not recorded: 3.7.0's shapes).
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import type { Release } from '../../../src/schemas/releases.ts'
import { F32 } from './_msgpack-typed.ts'
import { ALL, ENTITIES_PATH, ENTITY, eachRelease, FROM_365, isAtLeast, isPage, json, LATER, MSGPACK_TYPE, typed } from './_releases.ts'

const key = (r: Release) => (isAtLeast(r, '3.7.0') ? 'nodes' : 'data')

test('deviceData: the list is `data` until 3.6.5 and `nodes` from 3.7.0; MessagePack labelled application/json up to 3.7.0, application/msgpack after', async () => {
  await eachRelease([...ALL, ...LATER], async (t, r) => {
    const token = await t.signIn('guest')
    const doc = await typed(t, '/rest/deviceData?id=1', token, MSGPACK_TYPE[r])
    assert.equal(Object.keys(doc), [key(r)], r)
    const sel = doc[key(r)].find((x: { c?: string }) => x.c === 'selflowtemp')
    assert.equal(Object.keys(sel).sort(), r === '3.6.5' || isAtLeast(r, '3.7.0') ? ['c', 'id', 'm', 's', 'u', 'v', 'x'] : ['c', 'id', 'm', 'u', 'v', 'x'], r)
    if (isAtLeast(r, '3.6.5')) assert.is(sel.s, '1', `${r}: the step is text`)
    assert.instance(doc[key(r)].find((x: { c?: string }) => x.c === 'hc2/seltemp')?.v ?? new F32(0), F32, r)
  })
})

test('deviceData id 99: `label` until 3.6.5; from 3.7.2 a boolean custom entity has no `u`', async () => {
  const flag = { ...ENTITY, name: 'summer_flag', value_type: 0, writeable: true, uom: 0 }
  await eachRelease(FROM_365, async (t, r) => {
    const token = await t.signIn('admin')
    const current = (await json(t, ENTITIES_PATH[r], token)).entities
    assert.is((await t.req('POST', ENTITIES_PATH[r], { token, json: { entities: [...current, flag] } })).status, 200, r)
    const doc = await typed(t, '/rest/deviceData?id=99', token, MSGPACK_TYPE[r])
    assert.equal(Object.keys(doc).sort(), r === '3.6.5' ? ['data', 'label'] : ['nodes'], r)
    if (r === '3.6.5') assert.is(doc.label, 'Custom Entities')
    const rows = doc[key(r)] as Record<string, unknown>[]
    const bool = rows.find((x) => x.id === '00summer_flag')!
    assert.equal(bool.l, ['off', 'on'], r)
    assert.is('u' in bool, !isAtLeast(r, '3.7.2'), `${r}: u of a boolean`)
    for (const x of rows.filter((x) => x.id !== '00summer_flag')) assert.type(x.u, 'number', `${r} ${x.id}`)
  })
})

/** Device type `t` per release of the boiler, thermostat, mixer, solar module, heat pump and custom entities. */
const TYPES: Record<'3.6' | '3.7', number[]> = { '3.6': [4, 5, 6, 7, 8, 17], '3.7': [5, 6, 7, 8, 9, 4] }

test('coreData: 3.7.0 renumbered the device types, added `url` and named the custom device "Custom Entities"', async () => {
  await eachRelease(FROM_365, async (t, r) => {
    const { devices } = await json(t, '/rest/coreData', await t.signIn('guest'))
    assert.equal(
      devices.map((d: { t: number }) => d.t),
      TYPES[isAtLeast(r, '3.7.0') ? '3.7' : '3.6'],
      r,
    )
    const urls = devices.map((d: { url?: string }) => d.url)
    assert.equal(urls, isAtLeast(r, '3.7.0') ? ['boiler', 'thermostat', 'mixer', 'solar', 'heatpump', undefined] : Array(6).fill(undefined), r)
    assert.is(devices.at(-1).n, isAtLeast(r, '3.7.0') ? 'Custom Entities' : 'User defined entities', r)
    assert.is(devices.at(-1).id, 99)
  })
})

test('deviceEntities: from 3.7.0 the tag is `t` and `n` the plain name; hot water moved under the tag dhw (also deviceData `c`)', async () => {
  await eachRelease(FROM_365, async (t, r) => {
    const token = await t.signIn('admin')
    const later = isAtLeast(r, '3.7.0')
    const thermostat = (await typed(t, '/rest/deviceEntities?id=2', token, MSGPACK_TYPE[r])) as Record<string, unknown>[]
    const hc1 = thermostat.find((x) => x.id === 'hc1/seltemp')!
    assert.equal([hc1.n, hc1.t], later ? ['selected room temperature', 'hc1'] : ['hc1 selected room temperature', undefined], r)
    const mode = thermostat.find((x) => x.id === (later ? 'dhw/mode' : 'wwc1/wwmode'))!
    assert.equal([mode.n, mode.t], later ? ['mode', 'dhw'] : ['wwc1 dhw mode', undefined], r)
    const boiler = (await typed(t, '/rest/deviceEntities?id=1', token, MSGPACK_TYPE[r])) as Record<string, unknown>[]
    const sel = boiler.find((x) => x.id === (later ? 'dhw/seltemp' : 'wwseltemp'))!
    assert.equal([sel.n, sel.t], later ? ['selected temperature', 'dhw'] : ['dhw selected temperature', undefined], r)
    assert.not.ok(
      boiler.some((x) => x.id === (later ? 'wwseltemp' : 'dhw/seltemp')),
      r,
    )
    for (const row of boiler.filter((x) => !String(x.id).includes('/'))) assert.not.ok('t' in row, `${r} ${row.id}`)
    // A custom name stays in `cn`, and the value is written under the release's command.
    const c = later ? 'dhw/seltemp' : 'wwseltemp'
    assert.is((await t.req('POST', '/rest/customizationEntities', { token, json: { id: 1, entity_ids: [`08${c}|hot water`] } })).status, 200, r)
    const named = ((await typed(t, '/rest/deviceEntities?id=1', token, MSGPACK_TYPE[r])) as Record<string, unknown>[]).find((x) => x.id === c)!
    assert.equal([named.cn, named.m], ['hot water', 8], r)
    assert.is((await t.req('POST', '/rest/writeDeviceValue', { token, json: { id: 1, c, v: 55 } })).status, 200, r)
    const row = (await typed(t, '/rest/deviceData?id=1', token, MSGPACK_TYPE[r]))[key(r)].find((x: { c?: string }) => x.c === c)
    assert.is(row.v, 55, r)
    // The tag goes in front of the custom name, as in front of the name.
    if (later) assert.is(row.id, '08dhw hot water', r)
  })
})

test('sensorData: temperature sensor ids with underscores from 3.7.0; 3.8.0 adds s (the system sensors true), available_gpios and exclude_types', async () => {
  await eachRelease(FROM_365, async (t, r) => {
    const token = await t.signIn('admin')
    const data = await json(t, '/rest/sensorData', token)
    const top = ['analog_enabled', 'as', 'platform', 'ts', ...(r === '3.8.0' ? ['available_gpios', 'exclude_types'] : [])].sort()
    assert.equal(Object.keys(data).sort(), top, r)
    const id = data.ts[0].id as string
    assert.match(id, isAtLeast(r, '3.7.0') ? /^28_[0-9A-F]{4}_[0-9A-F]{4}_[0-9A-F]{4}$/ : /^28-[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{4}$/, r)
    const system = ['gateway_temperature', 'core_voltage', 'supply_voltage']
    for (const s of [...data.ts, ...data.as]) assert.is(s.s, r === '3.8.0' ? system.includes(s.n) : undefined, `${r} ${s.n}`)
    if (r === '3.8.0') {
      // an ESP32's valid GPIOs (with PSRAM) but the S32 board's and the analog sensors'; PWM 0 and frequency 0 (with counter 0) taken
      assert.equal(data.available_gpios, [4, 12, 15, 19, 25, 26, 27, 38])
      assert.equal(data.exclude_types, [7, 13, 16])
    }
    // The id the release sends is the one its rename takes.
    assert.is((await t.req('POST', '/rest/writeTemperatureSensor', { token, json: { id, name: 'attic', offset: 0 } })).status, 200, r)
    assert.is((await json(t, '/rest/sensorData', token)).ts.find((s: { id: string }) => s.id === id).n, 'attic', r)
  })
})

test('dashboardData: the page before 3.7.0; an array in 3.7.0-3.7.1, {connected, nodes} from 3.7.2: favourites, custom entities, sensors, schedule', async () => {
  await eachRelease([...ALL, ...LATER], async (t, r) => {
    const token = await t.signIn('guest')
    if (!isAtLeast(r, '3.7.0')) return isPage(await t.req('GET', '/rest/dashboardData', { token }), r)
    const doc = await typed(t, '/rest/dashboardData', token, MSGPACK_TYPE[r])
    const array = r === '3.7.0' || r === '3.7.1'
    assert.is(Array.isArray(doc), array, r)
    if (!array) assert.equal([Object.keys(doc).sort(), doc.connected], [['connected', 'nodes'], true], r)
    const parts = (array ? doc : doc.nodes) as { id: number; n?: string; t: number; nodes: { id: number; dv: Record<string, unknown> }[] }[]
    // id, type: boiler 5 and thermostat 6 (their favourites), custom 4, temperature sensors 1, analog 2, schedule 3
    assert.equal(
      parts.map((p) => [p.id, p.t]),
      [
        [1, 5],
        [2, 6],
        [99, 4],
        [98, 1],
        [97, 2],
        [96, 3],
      ],
      r,
    )
    assert.equal(Object.keys(parts[0]).sort(), ['id', 'n', 'nodes', 't'], r)
    assert.equal(Object.keys(parts[2]).sort(), ['id', 'nodes', 't'], `${r}: the pseudo-devices have no name`)
    for (const p of parts) {
      assert.equal(
        p.nodes.map((node) => node.id),
        p.nodes.map((_, i) => p.id * 100 + i),
        `${r} ${p.id}`,
      )
      for (const { dv } of p.nodes) assert.type(dv.id, 'string')
    }
    for (const p of parts.slice(0, 2)) for (const { dv } of p.nodes) assert.is(Number.parseInt(String(dv.id).slice(0, 2), 16) & 8, 8, `${r}: only favourites`)
    const sel = parts[0].nodes.find((x) => x.dv.c === 'selflowtemp')!.dv
    assert.equal(Object.keys(sel).sort(), ['c', 'id', 'm', 's', 'u', 'v', 'x'], r)
    assert.type(sel.s, 'string')
    assert.ok(
      parts[5].nodes.every((x) => Array.isArray(x.dv.l) && typeof x.dv.c === 'string'),
      `${r}: schedule items switch on and off`,
    )
  })
})

test('writeDeviceValue to the overview pseudo devices (3.7.0 on): a schedule item by name (96), an analog output by name (97)', async () => {
  await eachRelease(['3.6.5', '3.8.0'], async (t, r) => {
    const token = await t.signIn('admin')
    const doc = (await typed(t, '/rest/dashboardData', token, MSGPACK_TYPE['3.8.0']).catch(() => null)) as {
      nodes: { id: number; nodes: { dv: { c?: string } }[] }[]
    } | null
    if (r === '3.6.5') {
      assert.is((await t.req('POST', '/rest/writeDeviceValue', { token, json: { id: 96, c: 'x', v: 'on' } })).status, 400, 'no such device before 3.7.0')
      return
    }
    const item = doc!.nodes.find((n) => n.id === 96)!.nodes[0].dv.c!
    const flip = async (v: string) => {
      assert.is((await t.req('POST', '/rest/writeDeviceValue', { token, json: { id: 96, c: item, v } })).status, 200, v)
      const after = (await typed(t, '/rest/dashboardData', token, MSGPACK_TYPE[r])) as typeof doc
      return after!.nodes.find((n) => n.id === 96)!.nodes.find((x) => x.dv.c === item)!.dv as { v?: string }
    }
    assert.is((await flip('off')).v, 'off')
    assert.is((await flip('on')).v, 'on')
    assert.is((await t.req('POST', '/rest/writeDeviceValue', { token, json: { id: 96, c: 'no such item', v: 'on' } })).status, 400)
  })
})

test.run()
