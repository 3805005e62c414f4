// System status (device-api §3f) and OTA settings. Messages are i18n keys under `v.`.
import * as z from 'zod/mini'
import { intRange, required } from './common'

/**
 * Sizes are in KB, flash_chip_speed in Hz, uptime is "DDD+HH:MM:SS.mmm". An answer only (never validated
 * or sent back), so a plain type: an unused zod object would still ship in the page.
 */
export interface SystemStatus {
  emsesp_version: string
  esp_platform: string
  cpu_type: string
  cpu_rev: number
  cpu_cores: number
  cpu_freq_mhz: number
  max_alloc_heap: number
  free_heap: number
  arduino_version: string
  sdk_version: string
  partition: string
  flash_chip_size: number
  flash_chip_speed: number
  app_used: number
  app_free: number
  fs_used: number
  fs_free: number
  uptime: string
  // Present only on boards with PSRAM / a factory ("loader") partition.
  psram_size?: number
  free_psram?: number
  has_loader?: boolean
}

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
