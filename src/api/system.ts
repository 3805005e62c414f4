// Calls of the System page (device-api §1a, §1b, §2, §4, §5): status, restarts, log, OTA, upload and
// downloads; the version check (§2c: the browser asks GitHub for the latest names, as the firmware's own pages
// do in every release; from 3.7.0 the device itself says whether they are newer) and the log's event stream.
// Where the releases differ (paths, /rest/action from 3.7.0) is asked of api/release.ts.
import * as z from 'zod/mini'
import { obj, str } from '../schemas/common'
import { LogEntry, LogSettings, OtaSettings, type SystemStatus as Status, Upgrade } from '../schemas/system'
import { isAdmin, session } from '../state/session'
import { parse } from './parse'
import { factsNow, forget, reads, writes } from './release'
import { settingsEndpoint } from './settings-endpoint'
import { call, call401, get, post } from './transport'
import { upload } from './upload'

/**
 * Whether the device is up and done: any answer, even a 401 (back with another secret or user list after a
 * reset or restore), but not one saying it is still busy. From 3.7.0 a restart is only queued and happens when
 * system status is read (this read does it); meanwhile it answers "restarting"/4/5, and while it downloads an
 * image "uploading"/1/100+.
 */
export const isUp = () => readStatusNow().then(done)
/** System status's `status` now (read as isUp reads it), and whether it says the device is up and done. */
export const readStatusNow = () => call401('rest/systemStatus', { schema: obj({}) }).then((s) => s.status)
export const done = (status: unknown) => !/^([145]|\d{3}|uploading|restarting)$/.test(String(status))

/** POST /rest/action {action, param} (3.7.0 on); `schema`: what its answer must be (else it is not read). */
const action = <T = void>(name: string, param?: string, schema?: z.ZodMiniType<T>) => call('rest/action', { json: { action: name, param }, schema })

const Support = obj({ Support: z.optional(obj({ html: z.optional(z.array(str)) })) })
/**
 * The lines of the support text an installer uploaded (customSupport.json, 3.7.0 on; none when there is no such
 * file). Guests are not asked on 3.7.2+, where /rest/action refuses them (device-api §10o).
 */
export async function readSupportLines(): Promise<string[]> {
  const f = await reads()
  if (!f.customSupport || (f.guestsReadOnly && !isAdmin.value)) return []
  return (await action(f.customSupport, undefined, Support)).Support?.html ?? []
}

/** Restart, factory reset: their own POST until 3.6.5, from 3.7.0 the system command of /api (queued). */
const systemCall = async (cmd: string, path: string) => ((await writes()).systemCall === 'api' ? post('api', { device: 'system', cmd, id: 0 }) : post(path))
export const restart = () => systemCall('restart', 'rest/restart')
export const factoryReset = () => systemCall('format', 'rest/factoryReset')
/** 3.6.x: into the factory ("loader") partition or the other OTA slot; 3.8.0: into partition `label`. */
export const setPartition = async (label?: string) => ((await writes()).partition === 'action' ? action('setPartition', label) : post('rest/partition'))
/** 3.7.0 on: the device downloads the image at `url` itself, installs it and queues a restart. */
export const uploadURL = async (url: string) => (await writes('uploadURL'), action('uploadURL', url).finally(forget))
/** 3.7.2 on: sets system status back to normal (after a failed install). */
export const resetStatus = () => action('systemStatus', '0')
/** 3.8.0: MQTT disconnects and connects again with a fresh session. */
export const resetMQTT = () => action('resetMQTT')

export const otaSettings = settingsEndpoint('rest/otaSettings', OtaSettings)
export const logSettings = settingsEndpoint('rest/logSettings', LogSettings)
/**
 * The device replays its buffered log over the event stream: POST /rest/fetchLog until 3.6.5; from 3.7.0 a GET
 * of the log settings does it, so the log screen's own read of them is enough when the stream opens, and only a
 * stream opened `again` asks.
 */
export const fetchLog = async (again?: boolean) => ((await reads()).fetchLog ? post('rest/fetchLog') : again && call('rest/logSettings'))

/** A firmware image, its .md5 (answered {md5}), or a backup (.json). */
/** Also a new firmware: the release is asked afresh after it (as after an install from a URL). */
export const uploadFile = (file: File, o?: Parameters<typeof upload>[3]) => upload('rest/uploadFile', file, obj({ md5: z.optional(str) }), o).finally(forget)
export type Backup = 'settings' | 'customizations' | 'entities' | 'schedule'
/** A backup as the device writes it ({type, ...}): GET /rest/getSettings ... until 3.6.5, an export from 3.7.0. */
export const readBackup = async (type: Backup) => {
  const schema = obj({ type: str })
  return (await reads()).exports ? action('export', type, schema) : get('rest/get' + type[0].toUpperCase() + type.slice(1), schema)
}
/** Support info: POST /api {device: 'system', entity: 'info', id: 0} (device-api §2d). All values: the same
 *  with entity 'allvalues' until 3.6.5, an export from 3.7.0. */
export const readSystemInfo = async (entity: 'info' | 'allvalues') =>
  entity !== 'info' && (await reads()).exports ? action('export', entity, obj({})) : call('api', { json: { device: 'system', entity, id: 0 }, schema: obj({}) })

const REPO = 'https://github.com/emsesp/EMS-ESP32'
const RELEASES = 'https://api.github.com/repos/emsesp/EMS-ESP32/releases/'

export interface Release {
  version: string
  /** The firmware image for this board. */
  url: string
  notes: string
  /** The device says it is newer than what it runs (3.7.0 on, asked for admins only). */
  newer?: boolean
}

/** Firmware file name: the version with dots as underscores, then the board (`board`). */
export const firmwareFile = (version: string, board: string) => `EMS-ESP-${version.replace(/\./g, '_')}-${board}.bin`

/**
 * The board part of image names: until 3.6.5 the platform, dashes as underscores ("ESP32_S3"); from 3.7.0 the
 * chip, the flash size and "+" with PSRAM ("ESP32S3-16MB+"), as scripts/rename_fw.py names them.
 */
export const boardOf = (s: Status) =>
  factsNow().imageByBoard ? `${s.esp_platform}-${(s.flash_chip_size ?? 0) < 16384 ? 4 : 16}MB${s.psram ? '+' : ''}` : s.esp_platform.replace(/-/g, '_')

/**
 * The latest official release and development build from the names GitHub gives them: the release is
 * named "v3.6.5"; the development pre-release (tag "latest") ends with its version, e.g. "... v3.7.0-dev.12".
 */
export function releases(stableName: string, devName: string, board: string): { stable: Release; dev: Release } {
  const stable = stableName.trim().slice(1)
  const dev = devName.trim().split(/\s+/).pop()!.slice(1)
  return {
    stable: { version: stable, url: `${REPO}/releases/download/v${stable}/${firmwareFile(stable, board)}`, notes: `${REPO}/blob/main/CHANGELOG.md` },
    dev: { version: dev, url: `${REPO}/releases/download/latest/${firmwareFile(dev, board)}`, notes: `${REPO}/blob/dev/CHANGELOG_LATEST.md` },
  }
}

/**
 * Asks GitHub for both; rejects when it cannot be reached (no internet on the device's network). From 3.7.0 an
 * admin's device is then asked which of them is newer than itself: 3.7.0 compares one version (we send the
 * latest of the branch it runs, development or official), 3.7.1-3.7.2 take "dev,stable" and compare the one of
 * their own branch, 3.8.0 takes the same and compares both. A device that cannot answer leaves them unmarked.
 */
export async function checkReleases(s: Status) {
  // Plain fetch: the device's token must not travel to a third party. A timer, not AbortSignal.timeout,
  // which browsers of 2021 lack.
  const name = async (path: string) => {
    const stop = new AbortController()
    setTimeout(() => stop.abort(), 8000)
    const r = await fetch(RELEASES + path, { signal: stop.signal })
    const n = r.ok && (await r.json()).name
    if (typeof n !== 'string') throw new Error(r.statusText)
    return n
  }
  const [stable, dev] = await Promise.all([name('latest'), name('tags/latest')])
  const r = releases(stable, dev, boardOf(s))
  const how = factsNow().checkUpgrade
  const mine = s.emsesp_version.includes('dev') ? r.dev : r.stable
  if (how && isAdmin.value) {
    const u: Upgrade = await action('checkUpgrade', how === 'latest' ? mine.version : r.dev.version + ',' + r.stable.version, Upgrade).catch(() => ({}))
    r.dev.newer = u.dev_upgradeable
    r.stable.newer = u.stable_upgradeable
    if (u.upgradeable !== undefined) mine.newer = u.upgradeable
  }
  return r
}

/** One frame of the log's event stream, checked like every answer; null for anything that is not an entry. */
export function parseLogEntry(frame: string): LogEntry | null {
  try {
    return parse(LogEntry, JSON.parse(frame), 'es/log')
  } catch {
    return null
  }
}

/** The log's event stream: EventSource cannot send headers, so the token goes in the query (device-api §2a). */
export const logStreamUrl = () => '/es/log?access_token=' + encodeURIComponent(session.value.token ?? '')
