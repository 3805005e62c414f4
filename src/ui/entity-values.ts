// Pure helpers of a device's entity values, for the dashboard and the settings that name entities (scheduler,
// custom entities): flags and names, values as a user reads them, the CSV export, and keeping rows identical
// across polls so that only changed rows re-render.
import { type DeviceValue, Uom } from '../schemas/device-value'
import { FAV, maskOf, RO } from '../schemas/flags'
import { duration, nf, percent, roundF32, unitNf, uomLabel } from './format'
import { same } from './same'

/** The name shown (id without the mask; the device already put the tag and custom name in). */
export const nameOf = (dv: DeviceValue) => dv.id.slice(2)
export const isFavourite = (dv: DeviceValue) => (maskOf(dv) & FAV) !== 0
/** A user may change it: it has a command and is not read-only. */
export const isWritable = (dv: DeviceValue) => !!dv.c && !(maskOf(dv) & RO)

// Two-option lists the firmware sends for booleans, per its bool_dashboard formats (the on/off of format 1
// is translated on the device; other languages' words show as a select, which works just as well).
const BOOLS = ['off|on', 'OFF|ON', 'false|true', '0|1']
/** A boolean: its option list is one of the off/on pairs. */
export const isBool = (dv: DeviceValue) => !!dv.l && dv.l.length === 2 && BOOLS.includes(dv.l.join('|'))

/** A value as the panel shows it: rounded, in the user's number format, with its unit; hours and minutes as a duration. */
export function formatValue(v: number | string | undefined, u: number | undefined, lang: string): string {
  if (v === undefined || v === '') return ''
  if (typeof v === 'string') return u ? `${v} ${uomLabel(u, lang)}` : v
  const n = roundF32(v)
  if (u === Uom.HOURS) return duration(n * 3600, lang, 'hour')
  if (u === Uom.MINUTES) return duration(n * 60, lang, 'minute')
  if (u === Uom.SECONDS) return unitNf(lang, 'second').format(n)
  if (u === Uom.PERCENT) return percent(n, lang)
  const degrees = u === Uom.DEGREES || u === Uom.DEGREES_R || u === Uom.FAHRENHEIT
  const text = nf(lang, degrees ? { minimumFractionDigits: 1 } : {}).format(n)
  return u ? `${text} ${uomLabel(u, lang)}` : text
}

const quote = (s: string) => (/[;"\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s)
// Text starting with = + - @ (or a tab or CR) would run as a formula in a spreadsheet: a leading ' keeps it
// text (a name a guest stored as =HYPERLINK(...)). A number (a negative value) is written as it is.
export const csvText = (s: string) => quote(s.replace(/^[=+\-@\t\r]/, "'$&"))

/** CSV as every export writes it: separator ';', CRLF, fixed English column names (a data file that scripts
 *  read the same whatever the UI language); cells already quoted (csvText, csvNum). */
export const csv = (head: string, rows: string[][]) => [head, ...rows.map((r) => r.join(';'))].join('\r\n') + '\r\n'
/** A number as a CSV cell: the user's decimal mark, no grouping. */
export const csvNum = (v: number, lang: string) => quote(nf(lang, { useGrouping: false, maximumFractionDigits: 7 }).format(roundF32(v)))

/** The entity list as CSV: name, value, unit, command (when writable), range (options, help or min..max). */
export const toCsv = (rows: DeviceValue[], lang: string) =>
  csv(
    'name;value;unit;command;range',
    rows.map((dv) => [
      csvText(nameOf(dv)),
      typeof dv.v === 'number' ? csvNum(dv.v, lang) : csvText(String(dv.v ?? '')),
      ...[
        uomLabel(dv.u, lang),
        isWritable(dv) ? dv.c! : '',
        dv.l ? dv.l.join(' | ') : (dv.h ?? (dv.m !== undefined && dv.x !== undefined ? `${dv.m}..${dv.x}` : '')),
      ].map(csvText),
    ]),
  )

/**
 * `next` with every row that equals its predecessor of the same key replaced by that predecessor: rows keep
 * their identity across polls, so the memoised table rows re-render only where a value changed.
 */
export function keepSame<T>(prev: T[], next: T[], key: (r: T) => string | number): T[] {
  const old = new Map(prev.map((r) => [key(r), r]))
  return next.map((r) => {
    const o = old.get(key(r))
    return o !== undefined && same(o, r) ? o : r
  })
}
