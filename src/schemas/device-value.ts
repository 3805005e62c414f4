// One entity's value as deviceData and dashboardData show it (device-api §3b), what it says about how it is
// edited, and its write with the check of a new value, shared by the entity dialog and the emulator. Messages
// are i18n keys (`c.v.` shared, `dashboard.v.` ours).
import * as z from 'zod/mini'
import { list, num, obj, onGrid, opt, required, str } from './common'

/** Units of measure (index = `u`). 7 hours and 8 minutes show as days/hours/minutes. */
export const Uom = { NONE: 0, DEGREES: 1, DEGREES_R: 2, PERCENT: 3, HOURS: 7, MINUTES: 8, SECONDS: 14, FAHRENHEIT: 16 } as const

/** One row of deviceData (MessagePack): id = two hex mask characters + full name. */
export const DeviceValue = obj({
  /** The flag mask as two uppercase hex digits (flags.ts), then the name shown: tag + full or custom name (§3b). */
  id: str,
  /** Value in the unit `u`: a number, an option or on/off text (per bool_dashboard), text; '' for a command. */
  v: opt(z.union([num, str])),
  /** Unit of measure: Uom numbering (§3b units; 16 °F replaces 1 and 2 when fahrenheit is on); from 3.7.2 a custom
   *  entity that is a switch has none. */
  u: opt(num),
  /** Command (short name, 'hc1/…' when tagged): present when writable and not read-only (§3b). */
  c: opt(str),
  /** Options: of an enum, of a command with more than one, or the off/on texts of a bool (§3b). */
  l: opt(list(str)),
  /** Help text: the expected format of a text entity or a single-option command. */
  h: opt(str),
  /** Smallest value of a writable number, in the unit `u`. */
  m: opt(num),
  /** Largest value of a writable number, in the unit `u`. */
  x: opt(num),
  /** Step: a float32 sent only when not 1 (3.6.0-3.6.4), a string ("0.5") on every entry with a range (3.6.5; device-api §10). */
  s: opt(z.union([num, str])),
})
export type DeviceValue = z.infer<typeof DeviceValue>
/** A deviceData row of a command to run rather than a value to change: it has a command and the empty value
 *  (§3b; the deviceEntities row of a command is told by its name instead: customization.ts isCommandEntity). */
export const isCommandValue = (dv: DeviceValue) => !!dv.c && dv.v === ''
// ------------------------------------------------------------------------------------------ the value write

/** POST /rest/writeDeviceValue, as 3.6.4 on read it (the body per release: api/dashboard.ts writeValue, §10b). */
export const ValueWrite = z.object({
  /** Unique device id (coreData `id`). */
  id: z.number(),
  /** The row's command (deviceData `c`). */
  c: z.string(),
  /** New value: the option text for lists and bools, a number in the row's unit, or text (§8.7). */
  v: z.union([z.string(), z.number(), z.boolean()]),
})
export type ValueWrite = z.infer<typeof ValueWrite>

/** The step as a number: "0.5" and float32 0.5 alike (0.1 arrives as 0.10000000149). */
export const stepOf = (dv: DeviceValue) => (dv.s === undefined ? undefined : parseFloat(Number(dv.s).toPrecision(7)))

/** A row is edited as a number when it has a step, a range or a numeric value (before 3.6.5 a step of 1 is not sent). */
export const isNumeric = (dv: DeviceValue) => dv.s !== undefined || dv.m !== undefined || typeof dv.v === 'number'

/** The check of a new value `{v}` for one entity: an option of `l`, a number within m..x on its step (counted
 *  from m, as a number input counts it), or some text. */
export function valueSchema(dv: DeviceValue) {
  const { l, m, x } = dv
  const step = stepOf(dv)
  let v: z.ZodMiniType
  if (l) v = z.string({ error: 'c.v.invalid' }).check(z.refine((s) => l.includes(s), 'c.v.invalid'))
  else if (isNumeric(dv)) {
    let n = z.number({ error: 'c.v.required' })
    if (step) n = n.check(z.refine((n) => onGrid(n, step, m), 'c.v.step'))
    v = m !== undefined && x !== undefined ? n.check(z.gte(m, 'c.v.range'), z.lte(x, 'c.v.range')) : n
  } else v = required()
  return z.object({ v })
}

/** float32 values carry noise (41.4 arrives as 41.400001525878906); 7 significant digits is all they hold. */
export const roundF32 = (v: number) => (Number.isInteger(v) ? v : parseFloat(v.toPrecision(7)))
