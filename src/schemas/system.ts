// System status (device-api §3f) and OTA settings. Messages are i18n keys under `v.`.
import * as z from 'zod/mini'
import { bool, intRange, num, obj, opt, required, str } from './common'

/** Sizes are in KB, flash_chip_speed in Hz, uptime is "DDD+HH:MM:SS.mmm". */
export const SystemStatus = obj({
  emsesp_version: str,
  esp_platform: str,
  // cpu_type, cpu_rev, cpu_cores, arduino_version and partition: 3.6.5 on (device-api §10); cpu_rev is
  // text in EMS-ESP's own mock API.
  cpu_type: opt(str),
  cpu_rev: opt(z.union([num, str])),
  cpu_cores: opt(num),
  cpu_freq_mhz: num,
  max_alloc_heap: num,
  free_heap: num,
  arduino_version: opt(str),
  sdk_version: str,
  partition: opt(str),
  flash_chip_size: num,
  flash_chip_speed: num,
  app_used: num,
  app_free: num,
  fs_used: num,
  fs_free: num,
  uptime: str,
  // Present only on boards with PSRAM / a factory ("loader") partition.
  psram_size: opt(num),
  free_psram: opt(num),
  has_loader: opt(bool),
})
export type SystemStatus = z.infer<typeof SystemStatus>

export const OtaSettings = obj({
  enabled: z.boolean(),
  port: intRange(1025, 65535, 'v.otaPort'),
  password: required('v.password64').check(z.maxLength(64, 'v.password64')),
})
export type OtaSettings = z.infer<typeof OtaSettings>

/** Levels the log page offers (device-api §2b numbering; 8 TRACE is not offered, as in the 3.6.5 UI). */
export const LOG_LEVELS = [-1, 3, 4, 5, 6, 7, 9] as const
export const LOG_BUFFERS = [25, 50, 75, 100] as const

/** GET/POST /rest/logSettings. The device stores any u8 buffer size; the page offers LOG_BUFFERS. */
export const LogSettings = obj({
  level: z.number().check(z.int(), z.gte(-1), z.lte(9)),
  max_messages: z.number().check(z.int(), z.gte(1), z.lte(255)),
  compact: z.boolean(),
})
export type LogSettings = z.infer<typeof LogSettings>

/** One frame of /es/log: time, level, id (grows within one boot), logger name, message. */
export const LogEntry = obj({ t: str, l: num, i: num, n: str, m: str })
export type LogEntry = z.infer<typeof LogEntry>
