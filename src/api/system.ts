// Calls of the System page (device-api §1a, §1b, §2, §4, §5): status, restarts, log, OTA, upload and
// downloads; the version check against the public releases API (§2c; the browser asks GitHub, the device
// never calls out) and the log's event stream.
import * as z from 'zod/mini'
import { obj, str } from '../schemas/common'
import { LogEntry, LogSettings, OtaSettings, SystemStatus } from '../schemas/system'
import { session } from '../state/session'
import { call, call401, get, parse, post, settings, show, upload } from './client'

export const systemStatus = () => show('rest/systemStatus', SystemStatus)
/** Any answer, even a 401 (back with another secret or user list after a reset or restore), means the device is up. */
export const isUp = () => call401('rest/systemStatus')
export const restart = () => post('rest/restart')
/** Into the factory ("loader") partition or the other OTA slot. */
export const partition = () => post('rest/partition')
export const factoryReset = () => post('rest/factoryReset')

export const otaSettings = settings('rest/otaSettings', OtaSettings)
export const logSettings = settings('rest/logSettings', LogSettings)
/** The device replays its buffered log over the event stream (it does not answer it). */
export const fetchLog = () => post('rest/fetchLog')

/** A firmware image, its .md5 (answered {md5}), or a backup (.json). */
export const uploadFile = (file: File, o?: Parameters<typeof upload>[3]) => upload('rest/uploadFile', file, obj({ md5: z.optional(str) }), o)
/** A backup as the device writes it ({type, ...}), for the file of that name. */
export const backup = (name: 'getSettings' | 'getCustomizations' | 'getEntities' | 'getSchedule') => get('rest/' + name, obj({ type: str }))
/** POST /api {device: 'system', entity, id: 0} (device-api §2d): support info or all values. */
export const systemInfo = (entity: 'info' | 'allvalues') => call('api', { json: { device: 'system', entity, id: 0 }, schema: obj({}) })

const REPO = 'https://github.com/emsesp/EMS-ESP32'
const RELEASES = 'https://api.github.com/repos/emsesp/EMS-ESP32/releases/'

export interface Release {
  version: string
  /** The firmware image for this board. */
  url: string
  notes: string
}

/** Firmware file naming (spec section 9): version and platform with dots and dashes as underscores. */
export const firmwareFile = (version: string, platform: string) => `EMS-ESP-${version.replace(/\./g, '_')}-${platform.replace(/-/g, '_')}.bin`

/**
 * The latest official release and development build from the names GitHub gives them: the release is
 * named "v3.6.5"; the development pre-release (tag "latest") ends with its version, e.g. "... v3.7.0-dev.12".
 */
export function releases(stableName: string, devName: string, platform: string): { stable: Release; dev: Release } {
  const stable = stableName.trim().slice(1)
  const dev = devName.trim().split(/\s+/).pop()!.slice(1)
  return {
    stable: { version: stable, url: `${REPO}/releases/download/v${stable}/${firmwareFile(stable, platform)}`, notes: `${REPO}/blob/main/CHANGELOG.md` },
    dev: { version: dev, url: `${REPO}/releases/download/latest/${firmwareFile(dev, platform)}`, notes: `${REPO}/blob/dev/CHANGELOG_LATEST.md` },
  }
}

/** Asks GitHub for both; rejects when it cannot be reached (no internet on the device's network). */
export async function checkReleases(platform: string) {
  // Plain fetch: the device's token must not travel to a third party.
  const name = async (path: string) => {
    const r = await fetch(RELEASES + path, { signal: AbortSignal.timeout(8000) })
    const n = r.ok && (await r.json()).name
    if (typeof n !== 'string') throw new Error(r.statusText)
    return n
  }
  const [stable, dev] = await Promise.all([name('latest'), name('tags/latest')])
  return releases(stable, dev, platform)
}

/** One frame of the log's event stream, checked like every answer; null for anything that is not an entry. */
export function logEntry(frame: string): LogEntry | null {
  try {
    return parse(LogEntry, JSON.parse(frame), 'es/log')
  } catch {
    return null
  }
}

/** The log's event stream: EventSource cannot send headers, so the token goes in the query (device-api §2a). */
export const logStreamUrl = () => '/es/log?access_token=' + encodeURIComponent(session.value.token ?? '')
