// GET /rest/dashboardData (3.7.0 on): the overview in one answer. Each part is a device with its id, type
// and rows, a row wrapped as {id, dv} with ids unique over the answer (the device's id x 100 + its index):
// the EMS devices that have favourites (only those rows), the custom entities (99), the temperature (98)
// and analog (97) sensors and the named schedule items (96), each of these only when there is one.
import { type AnalogSensor, AnalogType, type TemperatureSensor } from '../../src/schemas/dashboard.ts'
import type { DeviceValue } from '../../src/schemas/device-value.ts'
import { FAV } from '../../src/schemas/flags.ts'
import type { Firmware } from '../firmware.ts'
import { PSEUDO, typeOf } from './types.ts'
import { boolStrings, type View } from './web.ts'

export interface DashboardDevice {
  id: number
  /** The device's name (a custom one when set); the pseudo-devices have none. */
  n?: string
  t: number
  nodes: { id: number; dv: object }[]
}

/** What the answer is made of; `devices` with all their visible deviceData rows. */
export interface DashboardParts {
  devices: { id: number; n: string; type: number; rows: DeviceValue[] }[]
  custom: DeviceValue[]
  temperatures: TemperatureSensor[]
  analog: AnalogSensor[]
  schedule: { name: string; active: boolean }[]
  view: View
}

const UID = { CUSTOM: 99, TEMPERATURE: 98, ANALOG: 97, SCHEDULER: 96 }
const CUSTOM_36 = 17

const wrap = (uid: number, rows: object[]) => rows.map((dv, i) => ({ id: uid * 100 + i, dv }))
const isFavourite = (row: DeviceValue) => (Number.parseInt(row.id.slice(0, 2), 16) & FAV) !== 0

/** An analog sensor as a dashboard row: digital ones as on/off text with their two options, the rest with a unit. */
function analogRow(a: AnalogSensor, view: View): object {
  const digital = a.t === AnalogType.DIGITAL_IN || a.t === AnalogType.DIGITAL_OUT || a.t === AnalogType.PULSE
  const l = boolStrings(view.boolFormat)
  const row: Record<string, unknown> = digital ? { id: `00${a.n}`, v: l[a.v ? 1 : 0], l } : { id: `00${a.n}`, v: a.v, u: a.u }
  // counters and outputs can be set from the dashboard (3.8.0: RGB, pulse and the fast counters too)
  if (
    a.t === AnalogType.COUNTER ||
    (a.t >= AnalogType.DIGITAL_OUT && a.t <= AnalogType.PWM_2) ||
    a.t === AnalogType.RGB ||
    a.t === AnalogType.PULSE ||
    a.t >= AnalogType.CNT_0
  )
    row.c = a.n
  return row
}

export function dashboardData(fw: Firmware, p: DashboardParts): DashboardDevice[] {
  const out: DashboardDevice[] = []
  for (const d of p.devices) {
    const favourites = d.rows.filter(isFavourite)
    if (favourites.length) out.push({ id: d.id, n: d.n, t: typeOf(fw, d.type), nodes: wrap(d.id, favourites) })
  }
  if (p.custom.length) out.push({ id: UID.CUSTOM, t: typeOf(fw, CUSTOM_36), nodes: wrap(UID.CUSTOM, p.custom) })
  // 3.8.0 leaves the system sensors out
  const temperatures = p.temperatures.filter((s) => !s.s)
  if (temperatures.length) {
    const rows = temperatures.map((s) => (s.t === undefined ? { id: `00${s.n}`, u: s.u } : { id: `00${s.n}`, v: s.t, u: s.u }))
    out.push({ id: UID.TEMPERATURE, t: PSEUDO.TEMPERATURE, nodes: wrap(UID.TEMPERATURE, rows) })
  }
  const analog = p.analog.filter((a) => a.t !== AnalogType.DISABLED && !a.s)
  if (analog.length)
    out.push({
      id: UID.ANALOG,
      t: PSEUDO.ANALOG,
      nodes: wrap(
        UID.ANALOG,
        analog.map((a) => analogRow(a, p.view)),
      ),
    })
  const named = p.schedule.filter((s) => s.name)
  if (named.length) {
    const l = boolStrings(p.view.boolFormat)
    const rows = named.map((s) => ({ id: `00${s.name}`, c: s.name, v: l[s.active ? 1 : 0], l }))
    out.push({ id: UID.SCHEDULER, t: PSEUDO.SCHEDULER, nodes: wrap(UID.SCHEDULER, rows) })
  }
  return out
}
