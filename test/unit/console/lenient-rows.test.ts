// Answers only shown on screen read down to the record: one record of a list without a right id (missing,
// or text where a number belongs) is dropped and the others read; the answer's own id is still its whole.
import './_dom'
import '../../../src/i18n'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { parse } from '../../../src/api/parse'
import { list, num, obj } from '../../../src/schemas/common'
import { BusStatus, CoreData, Dashboard, DeviceData, SensorData } from '../../../src/schemas/dashboard'

const boiler = { id: 1, t: 4, tn: 'Boiler', b: '', n: 'GB125', d: 8, p: 123, v: '06.01' }
const thermostat = { ...boiler, id: 2, tn: 'Thermostat', n: 'RC310', d: 0x10 }

test('coreData: a device without an id, or with a text id, is dropped; the others show', () => {
  for (const bad of [
    { ...boiler, id: undefined },
    { ...boiler, id: 'one' },
    { ...boiler, id: null },
  ]) {
    const d = parse(CoreData, { connected: true, devices: [bad, thermostat] }, 'rest/coreData', true)
    assert.equal(
      d.devices.map((x) => x.n),
      ['RC310'],
      JSON.stringify(bad.id),
    )
  }
  // Together with a wrong field of another record, which still shows as its text.
  const d = parse(
    CoreData,
    {
      connected: true,
      devices: [
        { ...boiler, id: 'x' },
        { ...thermostat, n: 310 },
      ],
    },
    'rest/coreData',
    true,
  )
  assert.equal(d.devices, [{ ...thermostat, n: '310' }])
})

test('sensorData, bus statistics, dashboardData: only the record with the wrong id goes', () => {
  const s = parse(
    SensorData,
    {
      ts: [
        { n: 'gone', o: 0, u: 1 },
        { id: '28-1', n: 'flow', t: 40, o: 0, u: 1 },
      ],
      as: [
        { id: 'a', g: 36, n: 'gone', u: 0, o: 0, f: 1, t: 3, v: 1 },
        { id: 2, g: 37, n: 'pressure', u: 10, o: 0, f: 1, t: 3, v: 1.5 },
      ],
      analog_enabled: true,
    },
    'rest/sensorData',
    true,
  )
  assert.equal([s.ts.map((x) => x.n), s.as.map((x) => x.n)], [['flow'], ['pressure']])
  const b = parse(
    BusStatus,
    {
      status: 0,
      uptime: 5,
      num_devices: 2,
      num_sensors: 1,
      num_analogs: 0,
      stats: [
        { s: 1, f: 0, q: 100 },
        { id: '1', s: 2, f: 0, q: 100 },
        { id: 2, s: 3, f: 0, q: 100 },
      ],
    },
    'rest/status',
    true,
  )
  assert.equal(
    b.stats.map((x) => x.id),
    [2],
  )
  const dv = (id?: unknown) => ({ dv: { id, v: 1, u: 0 } })
  const dash = parse(
    Dashboard,
    {
      nodes: [
        { id: 'boiler', t: 5, nodes: [dv('00a')] },
        { id: 99, t: 17, nodes: [dv(), dv('00kept')] },
      ],
    },
    'rest/dashboardData',
    true,
  )
  assert.equal(dash.nodes.length, 1)
  assert.equal(
    dash.nodes[0].nodes.map((x) => x.dv.id),
    ['00kept'],
    'a value without an id goes, the device stays',
  )
  const data = parse(DeviceData, { data: [dv().dv, dv('00b').dv] }, 'rest/deviceData', true)
  assert.equal(data.data!.length, 1)
})

test('an answer that is no display answer, or whose own id is wrong, stays unreadable', () => {
  assert.throws(() => parse(CoreData, { connected: true, devices: [{ ...boiler, id: 'x' }] }, 'rest/coreData'))
  const Own = obj({ id: num, rows: list(obj({ id: num })) })
  assert.throws(() => parse(Own, { id: 'x', rows: [{ id: 1 }] }, 'x', true), 'its own id')
  assert.equal(parse(Own, { id: 1, rows: [{ id: 1 }, { id: 'x' }] }, 'x', true), { id: 1, rows: [{ id: 1 }] })
})

test('the answer as read is left as it is: what shows is a copy', () => {
  // Frozen all the way down: a change to it throws.
  const freeze = (v: unknown): unknown => {
    if (v && typeof v === 'object') for (const x of Object.values(Object.freeze(v))) freeze(x)
    return v
  }
  const answer = {
    connected: 'yes',
    devices: [
      { ...boiler, id: 'x' },
      { ...thermostat, n: 310 },
      { ...boiler, b: null },
    ],
  }
  const before = JSON.stringify(answer)
  const d = parse(CoreData, freeze(answer), 'rest/coreData', true)
  assert.equal(d, {
    connected: undefined,
    devices: [
      { ...thermostat, n: '310' },
      { ...boiler, b: undefined },
    ],
  })
  assert.is(JSON.stringify(answer), before)
})

test.run()
