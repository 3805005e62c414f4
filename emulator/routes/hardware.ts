// The emulated board as 3.6.x describes it in system status (from 3.7.0 system-status.ts builds on it), and the
// uptime text of that answer and of the log: a file of its own, so the status, log and /api routes share it without importing one another.
import type { SystemStatus } from '../../src/schemas/system.ts'

/** "DDD+HH:MM:SS.mmm", as the firmware's log timestamps. */
export function formatUptime(ms: number): string {
  const pad = (n: number, w = 2) => String(Math.floor(n)).padStart(w, '0')
  const s = ms / 1000
  return `${pad(s / 86400, 3)}+${pad((s / 3600) % 24)}:${pad((s / 60) % 60)}:${pad(s % 60)}.${pad(ms % 1000, 3)}`
}

const around = (base: number, spread: number) => base + Math.round((Math.random() - 0.5) * 2 * spread)

/** An ESP32 (D0WD-V3) 16 MB board with PSRAM and no loader partition, running `version`; `platform`: the
 *  chip as the release spells it (--chip). */
export function systemStatus(uptimeMs: number, version = '3.6.5', platform = 'ESP32'): SystemStatus {
  return {
    emsesp_version: version,
    esp_platform: platform,
    cpu_type: 'ESP32-D0WD-V3',
    cpu_rev: 3,
    cpu_cores: 2,
    cpu_freq_mhz: 240,
    max_alloc_heap: around(107, 4),
    free_heap: around(182, 6),
    arduino_version: 'ESP32 Arduino v2.0.17',
    sdk_version: 'v4.4.7',
    partition: 'app0',
    flash_chip_size: 16384,
    flash_chip_speed: 80000000,
    app_used: 2001,
    app_free: 4143,
    fs_used: 44,
    fs_free: 1876,
    uptime: formatUptime(uptimeMs),
    psram_size: 4093,
    free_psram: around(3990, 20),
    has_loader: false,
  }
}
