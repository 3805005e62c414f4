// Entity customization (device-api §6, docs/console.md §3-§5): the entity list of GET /rest/deviceEntities,
// the flag rules of the option toggles, and the compact strings POST /rest/customizationEntities takes:
//   <MM><shortname>[|<custom name>][>min][<max]     MM = the mask as two hex digits
import * as z from 'zod/mini'
import { bool, issue, list, num, obj, opt, str } from './common'
import { API, DEL, FAV, RO, WEB } from './flags'

/** One row of GET /rest/deviceEntities (MessagePack). Rows of removed entities have only id, m and w. */
const DeviceEntity = obj({
  /** Short name, tagged entities prefixed 'hc1/' etc.: the name in the customization strings (§6b). */
  id: str,
  /** Value, only when the entity has one: a number, or text for bools, enums and text. */
  v: opt(z.unknown()),
  /** Full name, translated, with the tag in front; commands: '!' + name; absent when it has none. */
  n: opt(str),
  /** Custom name, without the limits. */
  cn: opt(str),
  /** The tag ("hc1", "dhw"), 3.7.0 on: `n` is then the plain name (the API puts the tag in front again). */
  t: opt(str),
  /** Flag mask (flags.ts): the state's bits 0-15, plus DEL on rows of removed entities. */
  m: num,
  /** Writable: the entity has a command. */
  w: bool,
  /** Smallest value, the custom one where set; writable entities with a numeric value only. */
  mi: opt(num),
  /** Largest value, likewise. */
  ma: opt(num),
})
export type DeviceEntity = z.infer<typeof DeviceEntity>
/** The whole answer: an unknown id answers an empty body. */
export const DeviceEntities = opt(list(DeviceEntity))

/** A deviceEntities row of a command: its name starts with '!' (§6b; deviceData rows have no such name:
 *  dashboard.ts isCommandValue). */
export const isCommandEntity = (de: DeviceEntity) => !!de.n?.startsWith('!')
/** Commands and rows without a name (removed entities) have no name or range to edit. */
export const isEditable = (de: DeviceEntity) => !!de.n && !isCommandEntity(de)

/** Whether the toggle of `bit` is unavailable (docs/console.md §4), as the firmware's own page has it; `roShown`:
 *  the release's read-only rule (releases.ts). */
export function flagDisabled({ m, n, w }: DeviceEntity, bit: number, roShown?: boolean): boolean {
  if (bit === FAV) return n === undefined || (m & (DEL | WEB)) > 0
  if (bit === RO) return !w || (roShown ? (m & (WEB | FAV)) > 0 : (m & (DEL | API | WEB)) > 2)
  return m & DEL ? bit === API || bit === WEB : bit === API ? n === '' : bit === WEB && n === undefined
}

/** The mask after flipping `bit`: read-only on an entity without a default name also hides it from the web,
 *  and hiding from the web drops the favourite. */
export function toggleFlag(de: DeviceEntity, bit: number): number {
  let m = de.m ^ bit
  if (!de.n && m & RO) m |= WEB
  if (m & WEB) m &= ~FAV
  return m
}

/** One entry of §6a as the device keeps it: the fields of a deviceEntities row it stores. */
export type Customization = Pick<DeviceEntity, 'id' | 'm' | 'cn' | 'mi' | 'ma'>

/** The string the device stores for an entity. The range is sent whenever the row has one, as the device
 *  replaces the whole entry: leaving it out would drop a custom range set earlier. */
export function encodeEntity(de: Customization): string {
  const extra = (de.cn ?? '') + (de.mi !== undefined ? '>' + de.mi : '') + (de.ma !== undefined ? '<' + de.ma : '')
  return de.m.toString(16).padStart(2, '0') + de.id + (extra ? '|' + extra : '')
}

/** Parses a stored string back as the device reads it (the inverse of encodeEntity): either hex case, the
 *  name up to the first '>' or '<', then '>min' and '<max' as integers. null when it is not an entry (no
 *  two hex digits or no short name). */
export function decodeEntity(s: string): Customization | null {
  const x = /^([0-9a-fA-F]{2})([^|]+)(?:\|(.*))?$/.exec(s)
  if (!x) return null
  const out: Customization = { id: x[2], m: parseInt(x[1], 16) }
  const rest = x[3] ?? ''
  const name = /^[^<>]*/.exec(rest)![0]
  if (name) out.cn = name
  const mi = />(-?\d+)/.exec(rest)
  const ma = /<(-?\d+)/.exec(rest)
  if (mi) out.mi = Number(mi[1])
  if (ma) out.ma = Number(ma[1])
  return out
}

/** The device's buffer for one POST; the UI refuses larger lists (docs/console.md §5). */
const MAX_BYTES = 2000
export const tooLarge = (entityIds: string[]) => new TextEncoder().encode(JSON.stringify(entityIds)).length > MAX_BYTES

// An empty bound (NaN) is the device's own; fractions are rounded to the whole numbers the device keeps (device-api §6a).
const bound = z.optional(z.union([z.number(), z.nan()]))

type Range = { mi?: number; ma?: number }
/** The edit dialog: custom name and, for writable numbers, min and max. `was` is the range it opened with:
 *  min above max is the fault of the bound that moved past the other (the max when both moved). */
export const entityEdit = (was: Range) =>
  z.object({ cn: z.string().check(z.regex(/^[^|<>]*$/, 'c.v.invalid')), mi: bound, ma: bound }).check((ctx) => {
    const { mi, ma } = ctx.value
    const low = mi !== was.mi && ma === was.ma
    if (mi! > ma!) issue(ctx, low ? 'mi' : 'ma', low ? 'settings.v.lo' : 'settings.v.hi', low ? mi : ma)
  })
/** A range reaching beyond `own` (the device's): values the device may not take, so the user is asked first. */
export const widens = (r: Range, own: Range) => r.mi! < own.mi! || r.ma! > own.ma!

/** POST /rest/customizationEntities (the path per release: releases.ts `masks`). */
export const CustomizationPost = z.object({
  /** Unique device id (`i` of /rest/devices), not the EMS device id (§8.8). */
  id: z.number(),
  /** The changed rows as encodeEntity strings (§6a). */
  entity_ids: z.array(z.string().check(z.regex(/^[0-9a-fA-F]{2}[^|]+/))),
})
export type CustomizationPost = z.infer<typeof CustomizationPost>

/** GET /rest/devices: devices that have entities, for the picker (§1b; never the custom device). */
const DeviceShort = obj({
  /** Unique device id (coreData `id`). */
  i: num,
  /** Label: "<translated type> (<product name>)". */
  s: str,
  /** Type name, lowercase and untranslated ("boiler"). */
  tn: str,
  /** Device type (3.6.x numbering; unused). */
  t: num,
})
export type DeviceShort = z.infer<typeof DeviceShort>
/** devices: the devices that have entities. */
export const Devices = obj({ devices: list(DeviceShort) })
