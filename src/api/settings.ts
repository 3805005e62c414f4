// Calls of the Settings area (device-api §1b, §6, §7). The application settings themselves go through
// <SettingsForm path="rest/settings">.
import type { DeviceEntity, DeviceShort } from '../schemas/customization'
import type { BoardProfile } from '../schemas/settings'
import { call, get, post } from './client'

export const boardProfile = (name: string) => get<BoardProfile>('rest/boardProfile', { searchParams: { boardProfile: name } })

export const devices = () => get<{ devices: DeviceShort[] }>('rest/devices')
/** MessagePack; an unknown id answers an empty body. */
export const deviceEntities = (id: number) => call<DeviceEntity[] | undefined>('rest/deviceEntities', { binary: true, searchParams: { id } })
/** Throws RebootRequired (205) when an entity was removed or brought back. */
export const saveCustomizations = (id: number, entity_ids: string[]) => post('rest/customizationEntities', { id, entity_ids })
/** Answers 205: the device deletes the file and restarts by itself. */
export const resetCustomizations = () => post('rest/resetCustomizations')

/** The lists edited locally until Apply: GET answers {<field>: rows}; POST sends the whole list the same way. */
const LISTS = { schedule: 'rest/schedule', entities: 'rest/customEntities' }
export type ListField = keyof typeof LISTS
export const getList = <T>(field: ListField) => get<Record<string, T[]>>(LISTS[field]).then((d) => d[field])
export const saveList = <T>(field: ListField, rows: T[]) => post(LISTS[field], { [field]: rows })
