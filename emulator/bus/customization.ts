// The firmware's merge of a customizationEntities POST into what is saved (device-api §6a). The strings
// themselves are read and written by src/schemas/customization.ts, as the UI sends them.
import { type Customization, decodeEntity, encodeEntity } from '../../src/schemas/customization.ts'
import { DEL } from '../../src/schemas/flags.ts'

/** The saved customizations, in the shape of the firmware's file (matched by product and EMS device id). */
export interface CustomizationSettings {
  masked_entities: { product_id: number; device_id: number; entity_ids: string[] }[]
}

/** Out of the box: a few favourites, one read-only setting, one hidden and one api-excluded value, a custom name and range. */
export const CUSTOMIZATION_DEFAULTS: CustomizationSettings = {
  masked_entities: [
    {
      product_id: 123,
      device_id: 0x08,
      entity_ids: ['08curflowtemp', '08selflowtemp', '08syspress', '08wwcurtemp', '04heatingtemp', '02oilpreheat', '01burngas2'],
    },
    { product_id: 158, device_id: 0x10, entity_ids: ['08hc1/seltemp', '08hc1/currtemp|living room temperature', '08hc2/seltemp|>17<24', '08wwc1/wwmode'] },
  ],
}

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
