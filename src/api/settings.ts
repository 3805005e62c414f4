// Calls of the Settings area (device-api §1b, §1c, §6, §7).
import { CustomEntities } from '../schemas/custom-entities'
import { DeviceEntities, Devices } from '../schemas/customization'
import { factsOf } from '../schemas/releases'
import { Schedule } from '../schemas/schedule'
import { BoardProfile, Settings } from '../schemas/settings'
import { get, isUnreadable, post, save, settings, show } from './client'
import { gateway, writes } from './release'

export const appSettings = settings('rest/settings', Settings)
export const boardProfile = (name: string) => get('rest/boardProfile', BoardProfile, { searchParams: { boardProfile: name } })

export const devices = () => show('rest/devices', Devices)
/** MessagePack; an unknown id answers an empty body (undefined). */
export const deviceEntities = (id: number) => get('rest/deviceEntities', DeviceEntities, { binary: true, searchParams: { id } })
/** At the release's path (device-api §10); throws RebootRequired (205) when an entity was removed or brought back. */
export const saveCustomizations = async (id: number, entity_ids: string[]) => post((await writes()).masks, { id, entity_ids })
/** Answers 205: the device deletes the file and restarts by itself. */
export const resetCustomizations = () => post('rest/resetCustomizations')

// Custom entities live at another path in each of three releases (device-api §10). While the release is
// unknown they are read from the first path that answers data (a path a release lacks answers the page).
const ENTITY_PATHS = ['rest/customEntities', 'rest/customentities', 'rest/entities']
async function readEntities() {
  const g = await gateway().catch(() => null)
  let last: unknown
  for (const path of g?.release ? [factsOf(g.release).entities] : ENTITY_PATHS) {
    try {
      return await get(path, CustomEntities)
    } catch (e) {
      if (!isUnreadable(e)) throw e
      last = e
    }
  }
  throw last
}

/** The lists edited locally until Apply: GET answers {<field>: rows}; POST sends the whole list the same way. */
export type ListField = 'schedule' | 'entities'
export const getList = <T>(field: ListField) =>
  (field === 'entities' ? readEntities() : get('rest/schedule', Schedule)).then((d) => (d as Record<string, unknown>)[field] as T[])

export async function saveList<T extends object>(field: ListField, rows: T[]) {
  if (field === 'schedule') return save('rest/schedule', Schedule, { schedule: rows })
  const paths = await writes()
  // An entity without a value is sent with '' as the firmware's own UI does: without one the device
  // stores the text "null" and shows it everywhere. `ram` only goes to a release that reads it.
  const entities = rows.map(({ ram, ...e }: { ram?: unknown; value?: unknown }) => ({ ...(paths.ram ? { ram: ram ?? 0 } : {}), ...e, value: e.value ?? '' }))
  return save(paths.entities, CustomEntities, { entities })
}
