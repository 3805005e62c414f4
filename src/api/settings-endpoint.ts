import type { ZodMiniType } from 'zod/mini'
import { get, save } from './transport'

/** A settings-style endpoint (device-api §0): GET the object, POST it back whole. `schema` checks both ways. */
export interface SettingsEndpoint<T> {
  schema: ZodMiniType<T>
  load: () => Promise<T>
  save: (data: unknown) => Promise<T | undefined>
}
export const settingsEndpoint = <T>(path: string, schema: ZodMiniType<T>): SettingsEndpoint<T> => ({
  schema,
  load: () => get(path, schema),
  save: (data) => save(path, schema, data),
})
