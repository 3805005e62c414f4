// How the firmware shows an entity to the web UI (device-api §3b deviceData, §6b deviceEntities): flag
// mask and custom name in the id, values per the bool_dashboard and fahrenheit settings, command, options,
// help, min/max/step only for entities the user may write.
import type { DeviceValue } from '../../src/schemas/device-value.ts'
import { DEL, RO, STATE, WEB } from '../../src/schemas/flags.ts'
import type { Custom } from './customization.ts'
import { type Entity, tagOf, U } from './entity.ts'
import { fullName, shownName } from './locale.ts'

/** The application settings that change how values look. */
export interface View {
  /** bool_dashboard: 1 on/off, 2 ON/OFF, 3 true/false, 5 1/0. */
  boolFormat: number
  fahrenheit: boolean
  /** The application setting `locale`: the language of entity names and device types. */
  locale?: string
}

export function boolStrings(format: number): [string, string] {
  if (format === 2) return ['OFF', 'ON']
  if (format === 3) return ['false', 'true']
  if (format === 5) return ['0', '1']
  return ['off', 'on']
}

const round1 = (v: number) => Math.round(v * 10) / 10
/** °C (absolute, uom 1) or a temperature difference (uom 2) in the unit the user chose. */
export const toShown = (v: number, uom: number, f: boolean) => (!f ? v : uom === U.C ? round1(v * 1.8 + 32) : uom === U.CR ? round1(v * 1.8) : v)
export const fromShown = (v: number, uom: number, f: boolean) => (!f ? v : uom === U.C ? round1((v - 32) / 1.8) : uom === U.CR ? round1(v / 1.8) : v)
const shownUom = (uom: number, f: boolean) => (f && (uom === U.C || uom === U.CR) ? U.F : uom)

/** The value as deviceData and deviceEntities carry it: a number, an option text, a bool string, text. */
export function webValue(e: Entity, view: View): number | string {
  if (e.kind === 'bool') return boolStrings(view.boolFormat)[e.value ? 1 : 0]
  if (typeof e.value === 'number') return toShown(e.value, e.uom, view.fahrenheit)
  return String(e.value)
}

const hex2 = (n: number) => n.toString(16).toUpperCase().padStart(2, '0')

/** The deviceData row of an entity, or null when it is hidden from the web or deleted. */
export function webRow(e: Entity, c: Custom | undefined, view: View): DeviceValue | null {
  const mask = c?.m ?? 0
  // An entity the device has no value for yet is left out, as the firmware leaves it out.
  if (mask & (WEB | DEL) || Number.isNaN(e.value)) return null
  const tag = shownName(e, view.locale).tag
  const name = c?.cn ? (tag ? `${tag} ${c.cn}` : c.cn) : fullName(e, view.locale)
  const row: DeviceValue = { id: hex2(mask & STATE) + name, v: webValue(e, view), u: shownUom(e.uom, view.fahrenheit) }
  if (!e.writable || mask & RO) return row
  row.c = e.short
  if (e.kind === 'bool') row.l = boolStrings(view.boolFormat)
  else if (e.options && e.options.length > 1) row.l = e.options
  else if (e.kind === 'cmd' || e.kind === 'text') {
    const help = e.help ?? e.options?.[0]
    if (help) row.h = help
  } else if (e.kind === 'number') {
    const { min, max } = range(e, c)
    if (min !== undefined) row.m = toShown(min, e.uom, view.fahrenheit)
    if (max !== undefined) row.x = toShown(max, e.uom, view.fahrenheit)
    row.s = String(e.step ?? 1)
  }
  return row
}

/** The effective range: the custom bounds where set (device-api §6a), as whole numbers (the firmware reads up to a
 *  '.'); a custom min above the device's max, or a custom max below zero or below the min, is ignored as the
 *  firmware ignores it (DeviceValue::get_custom_min/get_custom_max, src/core/emsdevicevalue.cpp@v3.8.0). */
export function range(e: Entity, c: Custom | undefined) {
  let { min, max } = e
  if (c?.mi !== undefined && !(max! > 0 && c.mi > 0 && c.mi > max!)) min = c.mi
  if (c?.ma !== undefined && !(c.ma < 0 || c.ma < (min ?? 0))) max = c.ma
  return { min, max }
}

/**
 * The deviceEntities row (§6b) of an entity, for the customization page. With `tagKey` (3.7.0 on) `n` is
 * the name without its tag, which goes in `t`.
 */
export function customizationRow(e: Entity, c: Custom | undefined, view: View, tagKey = false) {
  const mask = c?.m ?? 0
  const shown = shownName(e, view.locale)
  const tag = tagKey && tagOf(e.short) ? shown.tag : ''
  const name = tag ? shown.name : fullName(e, view.locale)
  const row: Record<string, unknown> = { id: e.short, v: webValue(e, view), n: e.kind === 'cmd' ? '!' + name : name, m: mask & STATE, w: e.writable }
  if (tag) row.t = tag
  if (c?.cn) row.cn = c.cn
  if (e.writable && e.kind === 'number') {
    const { min, max } = range(e, c)
    if (min !== undefined) row.mi = min
    if (max !== undefined) row.ma = max
  }
  if (e.kind === 'cmd' || Number.isNaN(e.value)) delete row.v
  return row
}
