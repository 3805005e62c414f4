// System status (device-api §3f) and OTA settings. Messages are i18n keys under `v.`.
import * as z from 'zod/mini'
import { intRange, required } from './common'

/** Sizes are in KB, flash_chip_speed in Hz, uptime is "DDD+HH:MM:SS.mmm". */
export const SystemStatus = z.object({
  emsesp_version: z.string(),
  esp_platform: z.string(),
  cpu_type: z.string(),
  cpu_rev: z.number(),
  cpu_cores: z.number(),
  cpu_freq_mhz: z.number(),
  max_alloc_heap: z.number(),
  free_heap: z.number(),
  arduino_version: z.string(),
  sdk_version: z.string(),
  partition: z.string(),
  flash_chip_size: z.number(),
  flash_chip_speed: z.number(),
  app_used: z.number(),
  app_free: z.number(),
  fs_used: z.number(),
  fs_free: z.number(),
  uptime: z.string(),
  // Present only on boards with PSRAM / a factory ("loader") partition.
  psram_size: z.optional(z.number()),
  free_psram: z.optional(z.number()),
  has_loader: z.optional(z.boolean()),
})
export type SystemStatus = z.infer<typeof SystemStatus>

export const OtaSettings = z.object({
  enabled: z.boolean(),
  port: intRange(1025, 65535, 'v.otaPort'),
  password: required('v.password64').check(z.maxLength(64, 'v.password64')),
})
export type OtaSettings = z.infer<typeof OtaSettings>

/** Levels the log page offers (device-api §2b numbering; 8 TRACE is not offered, as in the 3.6.5 UI). */
export const LOG_LEVELS = [-1, 3, 4, 5, 6, 7, 9] as const
export const LOG_BUFFERS = [25, 50, 75, 100] as const

/** GET/POST /rest/logSettings. The device stores any u8 buffer size; the page offers LOG_BUFFERS. */
export const LogSettings = z.object({
  level: z.number().check(z.int(), z.gte(-1), z.lte(9)),
  max_messages: z.number().check(z.int(), z.gte(1), z.lte(255)),
  compact: z.boolean(),
})
export type LogSettings = z.infer<typeof LogSettings>

/** One frame of /es/log: time, level, id (grows within one boot), logger name, message. */
export interface LogEntry {
  t: string
  l: number
  i: number
  n: string
  m: string
}
