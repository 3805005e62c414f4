// The user's customizations of the bus devices (store area 'customizations'), and the firmware's merge of a
// customizationEntities POST into what is saved (device-api §6a). The strings themselves are read and written
// by src/schemas/customization.ts, as the UI sends them.
import { type Customization, decodeEntity, encodeEntity } from '../../src/schemas/customization.ts'
import { DEL } from '../../src/schemas/flags.ts'
import type { Store } from '../store.ts'
import type { DeviceDef } from './entity.ts'

/**
 * The saved customizations, in the shape of the firmware's file (matched by product and EMS device id);
 * `custom_name` is a device's own name (writeDeviceName, 3.7.0 on).
 */
export interface CustomizationSettings {
  masked_entities: SavedDevice[]
}
interface SavedDevice {
  product_id: number
  device_id: number
  custom_name?: string
  entity_ids: string[]
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
export const asSaved = (c: Custom) => encodeEntity(c).replace(/^../, (hex) => hex.toUpperCase())

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

/**
 * The customizations of `defs` in the store. `renamed` maps a device's old short names to the release's
 * (bus/tags.ts): strings saved under the old names still apply, and are saved under the new ones on the next
 * change, as a firmware upgrade would read them.
 */
export function createCustomizations(store: Store, defs: DeviceDef[], renamed: Map<number, Map<string, string>>) {
  if (!store.has('customizations')) store.define('customizations', CUSTOMIZATION_DEFAULTS)
  const saved = (): SavedDevice[] => {
    const m = store.get<Partial<CustomizationSettings>>('customizations').masked_entities
    return Array.isArray(m) ? m : []
  }
  const defOf = (id: number) => defs.find((d) => d.id === id)
  const mine = (d: DeviceDef) => (m: SavedDevice) => m.product_id === d.productId && m.device_id === d.deviceId
  const entryOf = (id: number) => {
    const d = defOf(id)
    return d ? saved().find(mine(d)) : undefined
  }
  /** Replaces device `id`'s entry; an entry with neither strings nor a name is dropped. */
  function setEntry(d: DeviceDef, entry: Omit<SavedDevice, 'product_id' | 'device_id'>) {
    const keep = entry.entity_ids.length || entry.custom_name
    const others = saved().filter((m) => !mine(d)(m))
    const next = keep ? [...others, { product_id: d.productId, device_id: d.deviceId, ...entry }] : others
    store.set('customizations', { ...store.get('customizations'), masked_entities: next })
  }
  function get(id: number): string[] {
    const names = renamed.get(id)
    const strings = entryOf(id)?.entity_ids ?? []
    if (!names?.size) return strings
    return strings.map((s) => {
      const c = decodeEntity(s)
      const to = c && names.get(c.id)
      return to ? asSaved({ ...c, id: to }) : s
    })
  }
  return {
    get,
    /** Parsed customizations of a device by short name. */
    parsed(id: number): Map<string, Custom> {
      const map = new Map<string, Custom>()
      for (const s of get(id)) {
        const c = decodeEntity(s)
        if (c) map.set(c.id, c)
      }
      return map
    },
    apply(id: number, entityIds: string[]): { restart: boolean } {
      const d = defOf(id)
      if (!d) return { restart: false }
      const merged = mergeCustom(get(id), entityIds)
      setEntry(d, { ...entryOf(id), entity_ids: merged.saved })
      return { restart: merged.restart }
    },
    /** The device's own name, or undefined. */
    name: (id: number) => entryOf(id)?.custom_name || undefined,
    /** writeDeviceName: an empty name goes back to the product name. False for an unknown device. */
    rename(id: number, name: string): boolean {
      const d = defOf(id)
      if (!d) return false
      const { custom_name: _, ...rest } = entryOf(id) ?? { entity_ids: [] }
      setEntry(d, name ? { ...rest, custom_name: name } : rest)
      return true
    },
    reset: () => store.set('customizations', { ...store.get('customizations'), masked_entities: [] }),
  }
}
