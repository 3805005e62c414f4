// Calls of the Settings area (device-api §1b, §1c, §6, §7).
import type { ZodMiniType } from 'zod/mini'
import { CustomEntities } from '../schemas/custom-entities'
import { DeviceEntities, Devices } from '../schemas/customization'
import { Schedule } from '../schemas/schedule'
import { BoardProfile, Settings } from '../schemas/settings'
import { get, post, save, settings } from './client'

export const appSettings = settings('rest/settings', Settings)
export const boardProfile = (name: string) => get('rest/boardProfile', BoardProfile, { searchParams: { boardProfile: name } })

export const devices = () => get('rest/devices', Devices)
/** MessagePack; an unknown id answers an empty body (undefined). */
export const deviceEntities = (id: number) => get('rest/deviceEntities', DeviceEntities, { binary: true, searchParams: { id } })
/** Throws RebootRequired (205) when an entity was removed or brought back. */
export const saveCustomizations = (id: number, entity_ids: string[]) => post('rest/customizationEntities', { id, entity_ids })
/** Answers 205: the device deletes the file and restarts by itself. */
export const resetCustomizations = () => post('rest/resetCustomizations')

/** The lists edited locally until Apply: GET answers {<field>: rows}; POST sends the whole list the same way. */
type List = [string, ZodMiniType<Record<string, unknown>>]
const LISTS = { schedule: ['rest/schedule', Schedule] as List, entities: ['rest/customEntities', CustomEntities] as List }
export type ListField = keyof typeof LISTS
export const getList = <T>(field: ListField) => {
  const [path, schema] = LISTS[field]
  return get(path, schema).then((d) => d[field] as T[])
}
export const saveList = <T extends object>(field: ListField, rows: T[]) => {
  const [path, schema] = LISTS[field]
  // An entity without a value is sent with '' as the firmware's own UI does: without one the device
  // stores the text "null" and shows it everywhere.
  const out = field === 'entities' ? rows.map((e) => ({ ...e, value: (e as { value?: unknown }).value ?? '' })) : rows
  return save(path, schema, { [field]: out })
}
