// System status (device-api §3f), the version check's answer, OTA and log settings, the log's entries. Messages are i18n keys under `c.v.`.
import * as z from 'zod/mini'
import { bool, intRange, list, num, obj, opt, required, str } from './common'

/** GET /rest/systemStatus (device-api §3f; 3.7.0 on moved it and changed keys, see the release notes in §10).
 *  Every key but the version, the chip and the uptime is optional: releases and builds differ in what they send
 *  (the PC builds of 3.7 and 3.8 leave out everything about the chip). */
export const SystemStatus = obj({
  /** EMS-ESP version, "3.6.5", "3.6.5 (DEBUG)", "3.7.2-dev.1": tells the release (releases.ts releaseOf, §10a). */
  emsesp_version: str,
  /** The chip: "ESP32", "ESP32-S3" (3.6.x); "ESP32", "ESP32S3" (3.7.0 on: as in the image names). */
  esp_platform: str,
  /** CPU model text; 3.6.5 on. */
  cpu_type: opt(str),
  /** Chip revision: a number (text in EMS-ESP's own mock API, §9). */
  cpu_rev: opt(z.union([num, str])),
  /** Number of CPU cores. */
  cpu_cores: opt(num),
  /** CPU clock in MHz. */
  cpu_freq_mhz: opt(num),
  /** Largest free heap block, KB. */
  max_alloc_heap: opt(num),
  /** Free heap, KB. */
  free_heap: num,
  /** Arduino core version text ("Tasmota ..." on builds that can only be updated by hand). */
  arduino_version: opt(str),
  /** ESP-IDF SDK version text. */
  sdk_version: opt(str),
  /** Label of the running partition ("app0"). */
  partition: opt(str),
  /** Flash size, KB. */
  flash_chip_size: opt(num),
  /** Flash clock, Hz. */
  flash_chip_speed: opt(num),
  /** Firmware size, KB. */
  app_used: opt(num),
  /** Room left in the firmware partition, KB. */
  app_free: opt(num),
  /** File system used, KB. */
  fs_used: opt(num),
  /** File system free, KB. */
  fs_free: opt(num),
  /** Time since boot: "DDD+HH:MM:SS.mmm" until 3.6.5, whole seconds from 3.7.0. */
  uptime: z.union([str, num]),
  /** PSRAM size, KB; only on boards with PSRAM. */
  psram_size: opt(num),
  /** Free PSRAM, KB; only on boards with PSRAM. */
  free_psram: opt(num),
  /** The board has PSRAM: 3.7.0 on (a "+" in the image name). */
  psram: opt(bool),
  /** There is a factory ("loader") partition to boot (POST /rest/partition); may be missing. */
  has_loader: opt(bool),
  /** 3.7.0 on: the gateway board's name, and the chip's temperature (S2, S3, C3 only; °C or °F as set). */
  model: opt(str),
  temperature: opt(num),
  /** 3.8.0: the firmware images in the app partitions, to boot another with /rest/action setPartition; their
   *  size (KB) and install date (local "YYYY-MM-DDTHH:MM:SS", '' before NTP set the time). */
  partitions: opt(list(obj({ partition: str, version: str, size: opt(num), install_date: opt(str) }))),
  /** 3.8.0: free memory of every kind (heap and PSRAM), KB. */
  free_caps: opt(num),
  /** Builds other than releases: "DEBUG", "TEST". */
  build_flags: opt(str),
  /** The gateway's state: 3.7.0-3.7.1 text ("ready", "uploading", "restarting"); from 3.7.2 a code (STATUS). */
  status: opt(z.union([num, str])),
})
export type SystemStatus = z.infer<typeof SystemStatus>

/** System status codes (3.7.2 on): 1 an upload pending, 100-200 uploading (the percent above 100), 3 the upload
 *  failed, 4 a restart queued, 5 restarting, 6 (3.8.0) settings refused for an invalid GPIO. */
export const STATUS = { failed: 3, uploading: 100 } as const

/** /rest/action checkUpgrade (3.7.0 on): whether the versions sent are newer than the running one; 3.7.0-3.7.2
 *  answer `upgradeable` for the one version they compare (see api/system.ts), 3.8.0 one flag per branch. */
export const Upgrade = obj({ upgradeable: opt(bool), dev_upgradeable: opt(bool), stable_upgradeable: opt(bool) })
export type Upgrade = z.infer<typeof Upgrade>

/** GET/POST /rest/otaSettings (§1a): updates over the network with the Arduino OTA protocol. */
export const OtaSettings = obj({
  /** OTA updates are accepted. */
  enabled: z.boolean(),
  /** TCP port OTA listens on. */
  port: intRange(1025, 65535, 'c.v.otaPort'),
  /** Password an OTA upload must give. */
  password: required('c.v.password64').check(z.maxLength(64, 'c.v.password64')),
})
export type OtaSettings = z.infer<typeof OtaSettings>

/** Levels the log page offers (device-api §2b numbering; 8 TRACE is not offered, as in the 3.6.5 UI). */
export const LOG_LEVELS = [-1, 3, 4, 5, 6, 7, 9] as const
export const LOG_BUFFERS = [25, 50, 75, 100] as const

/** GET/POST /rest/logSettings. The device stores any u8 buffer size; the page offers LOG_BUFFERS. */
export const LogSettings = obj({
  /** Lowest level kept: -1 OFF ... 9 ALL (§2b numbering). */
  level: z.number().check(z.int(), z.gte(-1), z.lte(9)),
  /** Entries the device buffers (u8). */
  max_messages: z.number().check(z.int(), z.gte(1), z.lte(255)),
  /** Compact view of the log page (stored by the device for the UI). */
  compact: z.boolean(),
})
export type LogSettings = z.infer<typeof LogSettings>

/** The data of one frame of /es/log (device-api §2b). */
export const LogEntry = obj({
  /** Time: uptime "DDD+HH:MM:SS.mmm", or local "YYYY-MM-DD HH:MM:SS.mmm" (3.8.0: "YYYY-MM-DDTHH:MM:SS.mmm") once NTP is synchronised. */
  t: str,
  /** Level: 0 EMERG ... 9 ALL (§2b). */
  l: num,
  /** Id, growing within one boot: entries not above the last one shown are repeats. */
  i: num,
  /** Logger name ("emsesp", "mqtt"...). */
  n: str,
  /** Message text. */
  m: str,
})
export type LogEntry = z.infer<typeof LogEntry>
