// How numbers read wherever the console shows them: float32 rounding, hex ids, unit labels (docs/console.md §3)
// and cached Intl number formatters. Shared by the dashboard and the settings pages.
import { readFacts } from '../api/release'
import { Uom } from '../schemas/device-value'

export { roundF32 } from '../schemas/device-value'

/** EMS device and telegram ids as the firmware's own pages show them: 0x08. */
export const hex = (n: number) => '0x' + n.toString(16).toUpperCase().padStart(2, '0')

// Intl formatters are costly to create and a panel formats hundreds of values: keep one per kind.
const formatters = new Map<string, Intl.NumberFormat>()
export function nf(lang: string, o: Intl.NumberFormatOptions = {}) {
  const key = lang + JSON.stringify(o)
  let f = formatters.get(key)
  if (!f) formatters.set(key, (f = new Intl.NumberFormat(lang, o)))
  return f
}
/** A percentage as the language writes it (50 %, 50%, %50). */
export const percent = (n: number, lang: string) => nf(lang, { style: 'percent', maximumFractionDigits: 7 }).format(n / 100)
/** A long unit name formatter ('2 hours'), for `unit` one of Intl's simple units. */
export const unitNf = (lang: string, unit: string) => nf(lang, { style: 'unit', unit, unitDisplay: 'long' })

// Units by index (docs/console.md §3): symbols, and words for hours, minutes and seconds (from Intl).
const SYMBOLS = [
  '',
  '°C',
  '°C',
  '%',
  'l/min',
  'kWh',
  'Wh',
  '',
  '',
  'µA',
  'bar',
  'kW',
  'W',
  'KB',
  '',
  'dBm',
  '°F',
  'mV',
  'm²',
  'm³',
  'l',
  'K*min',
  'K',
  'V',
  'mbar',
  'l/h',
  'ct/kWh',
  'Hz',
]
const WORDS: Record<number, string> = { [Uom.HOURS]: 'hour', [Uom.MINUTES]: 'minute', [Uom.SECONDS]: 'second' }

/** The label of unit `u` in `lang`: a symbol, or the word for hours, minutes and seconds as it goes with `count`. */
export function uomLabel(unit: number | undefined, lang: string, count = 2): string {
  const u = +(unit ?? 0) // a unit such as 'constructor' must not find Object's own properties here
  const word = WORDS[u]
  return word
    ? (unitNf(lang, word)
        .formatToParts(count)
        .find((p) => p.type === 'unit')?.value ?? word)
    : u === Uom.DEGREES_R && units() > 27
      ? '°C Rel'
      : (SYMBOLS[u] ?? '')
}
/** The units the gateway's release names (all we know while it is not known). */
const units = () => readFacts()?.units ?? SYMBOLS.length

/** Every unit the release names as a select option ('–' for none). */
export const uomOptions = (lang: string) => SYMBOLS.slice(0, units()).map((_, i) => [i, uomLabel(i, lang) || '–'] as const)

/** Seconds as days, hours, minutes and seconds ("2 days 3 hours 5 minutes"), zero parts left out: every
 *  duration and uptime the console shows reads this way. */
export function duration(seconds: number, lang: string, zero = 'second'): string {
  const s = Math.round(seconds)
  const parts: [number, string][] = [
    [Math.floor(s / 86400), 'day'],
    [Math.floor((s % 86400) / 3600), 'hour'],
    [Math.floor((s % 3600) / 60), 'minute'],
    [s % 60, 'second'],
  ]
  const shown = parts.filter(([n]) => n > 0)
  return (shown.length ? shown : [[0, zero] as [number, string]]).map(([n, unit]) => unitNf(lang, unit).format(n)).join(' ')
}
