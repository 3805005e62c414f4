// All values (device-api §2d): every value of every device, then custom entities and sensors. Until 3.6.5 the
// /api system command allvalues, keyed by full names; from 3.7.0 the export of /rest/action, keyed by short
// names and with the scheduler's named items too. Tagged values (hc1, dhw...) are nested under their tag.

import { since } from '../../src/schemas/releases.ts'
import { busOf, TYPE_NAMES, webValue } from '../bus/index.ts'
import type { Ctx } from '../context.ts'

type Obj = Record<string, unknown>

// API boolean format (bool_format): 1 "on"/"off", 2 "ON"/"OFF", 3 "true"/"false", 4 true/false, 5 "1"/"0", 6 1/0.
export const BOOLS: [unknown, unknown][] = [
  ['off', 'on'],
  ['OFF', 'ON'],
  ['false', 'true'],
  [false, true],
  ['0', '1'],
  [0, 1],
]

const list = (v: unknown): Obj[] => (Array.isArray(v) ? v.filter((x): x is Obj => !!x && typeof x === 'object') : [])

export function allValues(ctx: Ctx): Obj {
  const bus = busOf(ctx)
  const area = (name: string): Obj => (ctx.store.has(name) ? ctx.store.get(name) : {})
  const s = area('settings')
  const view = bus.settings()
  const boolFmt = BOOLS[Number(s.bool_format ?? 1) - 1] ?? BOOLS[0]
  const short = since(ctx.firmware.version, '3.7.0')
  const out: Obj = {}
  for (const d of bus.devices()) {
    const values: Obj = {}
    for (const e of d.entities) {
      if (e.kind === 'cmd' || Number.isNaN(e.value)) continue
      const v =
        e.kind === 'bool' ? boolFmt[e.value ? 1 : 0] : e.kind === 'enum' && s.enum_format === 2 ? e.options?.indexOf(String(e.value)) : webValue(e, view)
      const slash = e.short.indexOf('/')
      if (slash < 0) values[short ? e.short : e.name] = v
      else {
        const tag = e.short.slice(0, slash)
        const group = (values[tag] ??= {}) as Obj
        group[short ? e.short.slice(slash + 1) : e.name.startsWith(tag + ' ') ? e.name.slice(tag.length + 1) : e.name] = v
      }
    }
    const hex = '0x' + d.deviceId.toString(16).toUpperCase().padStart(2, '0')
    out[`${TYPE_NAMES[d.type] ?? 'Unknown'} ${d.brand ? d.brand + ' ' : ''}${d.name} (DeviceID:${hex}, ProductID:${d.productId}, Version:${d.version})`] =
      values
  }
  out['Custom Entities'] = Object.fromEntries(
    list(area('customEntities').entities)
      .filter((e) => e.value !== undefined)
      .map((e) => [e.name, e.value]),
  )
  // A schedule item has a value only when it has a name: its command switches it on and off.
  if (short)
    out.Scheduler = Object.fromEntries(
      list(area('schedule').schedule)
        .filter((i) => i.name)
        .map((i) => [i.name, boolFmt[i.active ? 1 : 0]]),
    )
  const sensors = bus.sensors.data()
  out['Analog Sensors'] = Object.fromEntries(sensors.as.map((a) => [a.n, a.v]))
  out['Temperature Sensors'] = Object.fromEntries(sensors.ts.filter((t) => t.t !== undefined).map((t) => [t.n, t.t]))
  return out
}
