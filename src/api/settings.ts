// Calls of the Settings area (device-api §1b, §1c, §6, §7).
import type * as z from 'zod/mini'
import { CustomEntities } from '../schemas/custom-entities'
import { DeviceEntities, Devices } from '../schemas/customization'
import { CUSTOM_ID } from '../schemas/dashboard'
import { Schedule } from '../schemas/schedule'
import { BoardProfile, Settings } from '../schemas/settings'
import { readCoreData } from './dashboard'
import { ApiError } from './errors'
import { reads, readsAgain, writes } from './release'
import { settingsEndpoint } from './settings-endpoint'
import { get, post, readLenient, save } from './transport'

const app = settingsEndpoint('rest/settings', Settings)
/** 3.8.0 checks the board's GPIOs itself and answers a refused one with 400 (the settings roll back); no
 *  release answers the console's well-formed settings 400 for anything else. */
export const appSettings = {
  ...app,
  save: (d: unknown) =>
    app.save(d).catch((e) => {
      throw e.status === 400 ? new ApiError('Invalid GPIO', 400, 'c.v.gpio') : e
    }),
}
export const readBoardProfile = (name: string) => get('rest/boardProfile', BoardProfile, { searchParams: { boardProfile: name } })

/** The devices that have entities: GET /rest/devices until 3.6.5; from 3.7.0 the devices of coreData (without
 *  the custom device), labelled as 3.6.x labels them. */
export async function readDevices(): Promise<z.infer<typeof Devices>> {
  if (!(await reads()).devicesFromCore) return readLenient('rest/devices', Devices)
  const { devices } = await readCoreData()
  return { devices: devices.filter((d) => d.id !== CUSTOM_ID).map((d) => ({ i: d.id, s: `${d.tn} (${d.n})`, tn: d.url ?? '', t: d.t })) }
}
/** MessagePack; an unknown id answers an empty body (undefined). From 3.7.0 a tagged entity's name comes
 *  without its tag (`t`): it is put in front again, as 3.6.x sends it, so names read and are found alike. */
export async function readDeviceEntities(id: number) {
  const rows = await get('rest/deviceEntities', DeviceEntities, { binary: true, searchParams: { id } })
  for (const e of rows ?? []) if (e.t && e.n) e.n = e.n.replace(/^!?/, '$&' + e.t + ' ')
  return rows
}
/** At the release's path (device-api §10); throws RebootRequired (205) when an entity was removed or brought back. */
export const saveCustomizations = async (id: number, entity_ids: string[]) => post((await writes()).masks, { id, entity_ids })
/** Answers 205: the device deletes the file and restarts by itself. */
export const resetCustomizations = () => post('rest/resetCustomizations')

// Custom entities live at another path in each of three releases (device-api §10).
const readEntities = () => readsAgain((f) => get(f.entities, CustomEntities))

/** The lists edited locally until Apply: GET answers {<field>: rows}; POST sends the whole list the same way,
 *  beside the answer's other keys as read. */
export type ListField = 'schedule' | 'entities'
const around: Record<string, object> = {}
export const readList = <T>(field: ListField) =>
  (field === 'entities' ? readEntities() : get('rest/schedule', Schedule)).then((d) => ((around[field] = d), (d as Record<string, unknown>)[field] as T[]))

export async function saveList<T extends object>(field: ListField, rows: T[]) {
  if (field === 'schedule') return save('rest/schedule', Schedule, { ...around[field], schedule: rows })
  const paths = await writes()
  // An entity without a value is sent with '' as the firmware's own UI does: without one the device
  // stores the text "null" and shows it everywhere. `ram` and `hide` (3.8.0) only go to a release that reads them.
  const entities = rows.map(({ ram, hide, ...e }: { ram?: unknown; hide?: unknown; value?: unknown }) => ({
    ...(paths.ram ? { ram: ram ?? 0 } : {}),
    ...(paths.hide ? { hide: !!hide } : {}),
    ...e,
    value: e.value ?? '',
  }))
  return save(paths.entities, CustomEntities, { ...around[field], entities })
}
