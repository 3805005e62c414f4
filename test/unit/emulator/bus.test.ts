// The emulated bus: its devices, the customization strings (device-api §6a) and how entities show in
// deviceData (§3b).
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import type { Entity } from '../../../emulator/bus/entity.ts'
import { busOf, customizationRow, mergeCustom, webRow } from '../../../emulator/bus/index.ts'
import { createStore } from '../../../emulator/store.ts'

function freshBus() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ems-bus-'))
  const store = createStore(dir, { info() {}, warn() {} })
  return { bus: busOf({ store, uptimeMs: () => 60_000 }), store, done: () => fs.rmSync(dir, { recursive: true, force: true }) }
}

test('the bus: five devices with unique ids, about 250 entities, the largest over 150', () => {
  const { bus, done } = freshBus()
  const devices = bus.devices()
  assert.equal(
    devices.map((d) => d.type),
    [4, 5, 6, 7, 8],
  )
  assert.is(new Set(devices.map((d) => d.id)).size, 5)
  const counts = devices.map((d) => d.entities.length)
  const total = counts.reduce((a, b) => a + b)
  assert.ok(total >= 240 && total <= 330, `${total} entities`)
  assert.ok(Math.max(...counts) >= 150, counts.join())
  for (const d of devices) assert.is(new Set(d.entities.map((e) => e.short)).size, d.entities.length, `${d.name}: short names are unique`)
  done()
})

test('every unit except °F (which replaces °C on request) and every kind of value occurs', () => {
  const { bus, done } = freshBus()
  const all = bus.devices().flatMap((d) => d.entities)
  const units = new Set(all.map((e) => e.uom))
  for (let u = 0; u <= 24; u++) if (u !== 16) assert.ok(units.has(u), `unit ${u}`)
  for (const k of ['number', 'enum', 'bool', 'text', 'cmd'])
    assert.ok(
      all.some((e) => e.kind === k),
      k,
    )
  assert.ok(
    all.some((e) => e.kind === 'cmd' && e.help),
    'a command with help text',
  )
  assert.ok(
    all.some((e) => e.kind === 'cmd' && e.options),
    'a command with options',
  )
  assert.ok(
    all.some((e) => !e.writable),
    'read-only values',
  )
  for (const e of all.filter((x) => x.kind === 'number' && x.writable)) assert.ok(e.min! <= (e.value as number) && (e.value as number) <= e.max!, e.short)
  for (const e of all.filter((x) => x.kind === 'enum')) assert.ok(e.options!.includes(e.value as string), e.short)
  done()
})

test('measured values drift and counters rise over time', () => {
  const realNow = Date.now
  let now = realNow()
  Date.now = () => now
  try {
    const { bus, done } = freshBus()
    const value = (short: string) => bus.devices()[0].entities.find((e) => e.short === short)!.value as number
    const before = [value('curflowtemp'), value('burnstarts'), value('nrgtotal')]
    now += 10 * 60_000
    const after = [value('curflowtemp'), value('burnstarts'), value('nrgtotal')]
    assert.is.not(after[0], before[0], 'flow temperature drifts')
    assert.ok(after[1] >= before[1] && after[2] > before[2], 'counters rise')
    assert.is(value('selflowtemp'), 52, 'set points stay')
    done()
  } finally {
    Date.now = realNow
  }
})

/** How the console shows values (°C, booleans as the firmware's default), and a writable number in that view. */
const VIEW = { boolFormat: 1, fahrenheit: false }
const SELTEMP: Entity = {
  short: 'hc1/seltemp',
  name: 'hc1 selected room temperature',
  value: 21,
  uom: 1,
  kind: 'number',
  writable: true,
  min: 5,
  max: 30,
  step: 0.5,
}

test('customization strings: saved as the firmware saves them, the mask in uppercase hex', () => {
  assert.equal(mergeCustom([], ['0chc1/seltemp|Living>16', '08x']).saved, ['0Chc1/seltemp|Living>16', '08x'])
})

test('customization merge: sent entries replace theirs, the rest stays, 00 clears; deletions ask for a restart', () => {
  const saved = ['08curflowtemp', '80nrgww', '04heatingtemp']
  let r = mergeCustom(saved, ['00curflowtemp', '08selflowtemp|Flow>20<70'])
  assert.equal(r.saved.sort(), ['04heatingtemp', '08selflowtemp|Flow>20<70', '80nrgww'])
  assert.is(r.restart, false)
  assert.is(mergeCustom(saved, ['80rettemp']).restart, true, 'a new deletion')
  r = mergeCustom(saved, ['00nrgww'])
  assert.is(r.restart, true, 'a deleted entity listed again')
  assert.not.ok(r.saved.some((s) => s.includes('nrgww')))
})

test('deviceData rows: mask, tag and custom name, read-only drops the command, hidden ones vanish', () => {
  assert.equal(webRow(SELTEMP, undefined, VIEW), { id: '00hc1 selected room temperature', v: 21, u: 1, c: 'hc1/seltemp', m: 5, x: 30, s: '0.5' })
  assert.equal(webRow(SELTEMP, { id: 'hc1/seltemp', m: 8, cn: 'living room', mi: 16, ma: 25 }, VIEW), {
    id: '08hc1 living room',
    v: 21,
    u: 1,
    c: 'hc1/seltemp',
    m: 16,
    x: 25,
    s: '0.5',
  })
  assert.equal(webRow(SELTEMP, { id: 'hc1/seltemp', m: 4 }, VIEW), { id: '04hc1 selected room temperature', v: 21, u: 1 })
  assert.is(webRow(SELTEMP, { id: 'hc1/seltemp', m: 1 }, VIEW), null)
  assert.is(webRow(SELTEMP, { id: 'hc1/seltemp', m: 0x80 }, VIEW), null)
  assert.equal(webRow(SELTEMP, undefined, { boolFormat: 1, fahrenheit: true }), {
    id: '00hc1 selected room temperature',
    v: 69.8,
    u: 16,
    c: 'hc1/seltemp',
    m: 41,
    x: 86,
    s: '0.5',
  })
  const pump: Entity = { short: 'heatingpump', name: 'heating pump', value: true, uom: 0, kind: 'bool', writable: true }
  assert.equal(webRow(pump, undefined, { boolFormat: 2, fahrenheit: false }), { id: '00heating pump', v: 'ON', u: 0, c: 'heatingpump', l: ['OFF', 'ON'] })
  const reset: Entity = { short: 'reset', name: 'reset', value: '', uom: 0, kind: 'cmd', writable: true, help: 'error' }
  assert.equal(webRow(reset, undefined, VIEW), { id: '00reset', v: '', u: 0, c: 'reset', h: 'error' })
})

test('deviceEntities rows (§6b): short name, full name, mask without the delete bit, custom name and range', () => {
  assert.equal(customizationRow(SELTEMP, { id: 'hc1/seltemp', m: 8, cn: 'living', ma: 25 }, VIEW), {
    id: 'hc1/seltemp',
    v: 21,
    n: 'hc1 selected room temperature',
    m: 8,
    w: true,
    cn: 'living',
    mi: 5,
    ma: 25,
  })
  const reset: Entity = { short: 'reset', name: 'reset', value: '', uom: 0, kind: 'cmd', writable: true, options: ['-', 'error'] }
  assert.equal(customizationRow(reset, undefined, VIEW), { id: 'reset', n: '!reset', m: 0, w: true })
})

test('applyCustomizations is saved in the store per device and shows in deviceData', () => {
  const { bus, store, done } = freshBus()
  const before = bus.deviceData(1)!.data
  assert.ok(
    before.some((r) => r.id === '08current flow temperature'),
    'a default favourite',
  )
  assert.not.ok(
    before.some((r) => r.id.endsWith('gas stage 2')),
    'a default web-excluded entity',
  )
  assert.equal(bus.applyCustomizations(1, ['00curflowtemp', '0Crettemp|return']), { restart: false })
  assert.ok(bus.getCustomizations(1).includes('0Crettemp|return'))
  assert.not.ok(bus.getCustomizations(1).some((s) => s.includes('curflowtemp')))
  const after = bus.deviceData(1)!.data
  assert.ok(after.some((r) => r.id === '00current flow temperature'))
  assert.ok(after.some((r) => r.id === '0Creturn'))
  const saved = store.get<{ masked_entities: { product_id: number; device_id: number; entity_ids: string[] }[] }>('customizations').masked_entities
  assert.ok(saved.some((m) => m.product_id === 123 && m.device_id === 8 && m.entity_ids.includes('0Crettemp|return')))
  assert.equal(bus.applyCustomizations(1, ['80rettemp']), { restart: true })
  assert.not.ok(
    bus.devices()[0].entities.some((e) => e.short === 'rettemp'),
    'a deleted entity is not registered',
  )
  bus.resetCustomizations()
  assert.equal(bus.getCustomizations(1), [])
  assert.equal(bus.getCustomizations(2), [])
  done()
})

test('API calls count in the statistics (id 6), with a quality once there were any', () => {
  const { bus, done } = freshBus()
  assert.equal(
    bus.status().stats.find((x) => x.id === 6),
    { id: 6, s: 0, f: 0, q: 0 },
  )
  bus.apiCall()
  assert.equal(
    bus.status().stats.find((x) => x.id === 6),
    { id: 6, s: 1, f: 0, q: 100 },
  )
  done()
})

test('temperature sensors only with a sensor bus: dallas_gpio 0 gives no sensors, no count, no statistic 3', () => {
  const { bus, store, done } = freshBus()
  const probe = bus.sensors.data().ts[0]
  assert.ok(probe, 'sensors while no settings are saved (a board with a sensor GPIO)')
  assert.ok(bus.status().num_sensors > 0)
  assert.ok(bus.status().stats.some((x) => x.id === 3))
  store.define('settings', { dallas_gpio: 18 })
  store.set('settings', { dallas_gpio: 0 })
  assert.equal(bus.sensors.data().ts, [])
  assert.is(bus.status().num_sensors, 0)
  assert.not.ok(
    bus.status().stats.some((x) => x.id === 3),
    'stat 3 appears only when the feature is enabled (device-api §3d)',
  )
  assert.not.ok(bus.sensors.writeTemperature({ id: probe.id, name: 'x', offset: 0 }), 'no sensor to write to')
  store.set('settings', { dallas_gpio: 4 })
  assert.is(bus.sensors.data().ts.length, bus.status().num_sensors)
  assert.ok(bus.status().stats.some((x) => x.id === 3))
  done()
})

test('offline: not connected, status 2, values stand still', () => {
  const { bus, done } = freshBus()
  bus.setOffline(true)
  assert.is(bus.coreData().connected, false)
  assert.is(bus.status().status, 2)
  bus.setOffline(false)
  assert.is(bus.coreData().connected, true)
  assert.is(bus.status().status, 0)
  done()
})

test.run()
