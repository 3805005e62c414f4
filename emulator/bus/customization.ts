// The customization strings of device-api §6a: `<MM><shortname>[|<custom name>][>min][<max]`, and the
// firmware's merge of a POST into what is saved.

export interface Custom {
  /** Flag bits (web-exclude 1, api-exclude 2, read-only 4, favourite 8, deleted 0x80). */
  mask: number
  short: string
  name?: string
  min?: number
  max?: number
}

/** Parses one entity id string; null when it is not one (no two hex characters or no short name). */
export function parseCustom(s: string): Custom | null {
  const m = /^([0-9a-fA-F]{2})([^|]+)(?:\|(.*))?$/.exec(s)
  if (!m) return null
  const c: Custom = { mask: parseInt(m[1], 16), short: m[2] }
  const rest = m[3]
  if (rest !== undefined) {
    // The name ends at the first '>' or '<'; then '>min' and '<max', integers.
    const cut = rest.search(/[<>]/)
    const name = cut < 0 ? rest : rest.slice(0, cut)
    if (name) c.name = name
    const tail = cut < 0 ? '' : rest.slice(cut)
    const min = />(-?\d+)/.exec(tail)
    const max = /<(-?\d+)/.exec(tail)
    if (min) c.min = Number(min[1])
    if (max) c.max = Number(max[1])
  }
  return c
}

/** The string the firmware saves (mask in uppercase hex). */
export function formatCustom(c: Custom): string {
  const hex = c.mask.toString(16).toUpperCase().padStart(2, '0')
  const range = (c.min !== undefined ? `>${c.min}` : '') + (c.max !== undefined ? `<${c.max}` : '')
  return hex + c.short + (c.name !== undefined || range ? `|${c.name ?? ''}${range}` : '')
}

/** Worth saving: some flag, a custom name or a custom range. */
const kept = (c: Custom) => c.mask !== 0 || c.name !== undefined || c.min !== undefined || c.max !== undefined

/**
 * Applies the entries sent to what was saved: each sent entry replaces the saved one of its short name,
 * entries not sent stay (so do earlier deletions). A restart is needed when an entry marks a deletion or
 * names an entity that was deleted before. Unparsable entries are ignored, as on the device.
 */
export function mergeCustom(saved: string[], sent: string[]): { saved: string[]; restart: boolean } {
  const map = new Map<string, Custom>()
  for (const s of saved) {
    const c = parseCustom(s)
    if (c) map.set(c.short, c)
  }
  let restart = false
  for (const s of sent) {
    const c = parseCustom(s)
    if (!c) continue
    if (c.mask & 0x80 || (map.get(c.short)?.mask ?? 0) & 0x80) restart = true
    map.set(c.short, c)
  }
  return { saved: [...map.values()].filter(kept).map(formatCustom), restart }
}
