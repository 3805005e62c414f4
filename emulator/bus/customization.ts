// The firmware's merge of a customizationEntities POST into what is saved (device-api §6a). The strings
// themselves are read and written by src/schemas/customization.ts, as the UI sends them.
import { type Customization, decodeEntity, encodeEntity } from '../../src/schemas/customization.ts'
import { DEL } from '../../src/schemas/flags.ts'

/** A saved entry, parsed: mask (src/schemas/flags.ts), short name, custom name and range. */
export type Custom = Customization

/** The string the firmware saves: the UI's, with the mask in uppercase hex. */
const asSaved = (c: Custom) => encodeEntity(c).replace(/^../, (hex) => hex.toUpperCase())

/** Worth saving: some flag, a custom name or a custom range. */
const kept = (c: Custom) => c.m !== 0 || c.cn !== undefined || c.mi !== undefined || c.ma !== undefined

/**
 * Applies the entries sent to what was saved: each sent entry replaces the saved one of its short name,
 * entries not sent stay (so do earlier deletions). A restart is needed when an entry marks a deletion or
 * names an entity that was deleted before. Unparsable entries are ignored, as on the device.
 */
export function mergeCustom(saved: string[], sent: string[]): { saved: string[]; restart: boolean } {
  const map = new Map<string, Custom>()
  for (const s of saved) {
    const c = decodeEntity(s)
    if (c) map.set(c.id, c)
  }
  let restart = false
  for (const s of sent) {
    const c = decodeEntity(s)
    if (!c) continue
    if (c.m & DEL || (map.get(c.id)?.m ?? 0) & DEL) restart = true
    map.set(c.id, c)
  }
  return { saved: [...map.values()].filter(kept).map(asSaved), restart }
}
