// The gateway release the emulator speaks (`--firmware`, 3.6.0 to 3.8.0, default 3.6.5) and every fact in which the releases'
// web answers differ (device-api §10 Releases). The releases themselves and the facts the console needs too
// (paths, RAM entities, the value-write body...) are src/schemas/releases.ts's, under its names; the rest are
// the emulator's alone. The routes read ctx.firmware; anything not named here is the same in every release.
import { type Facts, factsOf, RELEASES, type Release, since } from '../src/schemas/releases.ts'

export const DEFAULT_RELEASE: Release = '3.6.5'

export interface Firmware extends Facts {
  /** What systemStatus, settings and the backups call the version. */
  version: Release
  /** GET (and POST) /rest/customization, the whole customization file {ts, as, masked_entities}: until 3.6.4. */
  customizationFile: boolean
  /** GET /rest/features {version, platform}, no sign-in needed: until 3.6.4. */
  features: boolean
  /**
   * deviceData `s` of a device's writable number: until 3.6.4 a MessagePack float32 (1/divider or the
   * multiplier), sent only when the step is not 1; from 3.6.5 a string on every entry with a min/max.
   * Device 99 (custom entities) sends its step as a string (e.g. "1.0") in every release.
   */
  step: 'float32' | 'string'
  /**
   * How the page is cached (device-api §10e): 'none' (3.6.0-3.6.4, the gzipped page every time); from 3.6.5
   * an ETag and 304 to a matching If-None-Match, with Last-Modified until 3.7.2 ('last-modified', and 3.7.0-3.7.2
   * add Cache-Control must-revalidate: 'must-revalidate'); 3.8.0 drops Last-Modified ('etag').
   */
  pageCache: PageCache
  /** Content-Type of the MessagePack answers (deviceData, deviceEntities, dashboardData): application/json up to
   *  3.7.0, application/msgpack from 3.7.1 (its copy of the web server library labels them properly). */
  msgpackType: string
  /** Device 99 of deviceData has a `label`: until 3.6.5. */
  customLabel: boolean
  /** Schedule items are numbered from 1 (0 is the dashboard's) from 3.7.0, from 0 before. */
  scheduleFrom: number
  /**
   * From 3.7.0 an entity's tag is a key of its own in deviceEntities (`t`, with `n` the plain name), and the
   * hot-water entities are tagged `dhw` (the boiler's `wwseltemp` is `dhw/seltemp`, a thermostat's
   * `wwc1/wwmode` is `dhw/mode`): bus/tags.ts.
   */
  tagKey: boolean
  /** Name of the custom-entities device in coreData: "User defined entities" until 3.6.5, "Custom Entities" after. */
  customDeviceName: string
  /** Device 99 sends `u` for boolean entities too: until 3.7.1. */
  customBoolUnit: boolean
  /** Temperature sensor ids: 28-233D-9497-0C03 until 3.6.5, 28_233D_9497_0C03 from 3.7.0. */
  sensorIdSeparator: '-' | '_'
  /** `platform` spells the chip "ESP32-S3" (until 3.6.5) rather than "ESP32S3". */
  chipDash: boolean
  /** The application settings' board pins are checked by the device: a bad one answers 400, keeps the old
   *  settings and sets system status 6 (3.8.0). */
  gpioCheck: boolean
  /** resetCustomizations answers 205 (restart) until 3.7.2, 200 in 3.8.0 (the restart is queued). */
  resetStatus: 200 | 205
  /** Log times once NTP runs: "YYYY-MM-DD HH:MM:SS.mmm", from 3.8.0 with a T for the space. */
  logTimeT: boolean
  /** Every answer has a Server header (the hostname): from 3.6.5. */
  serverHeader: boolean
  /**
   * The methods a settings-style endpoint (HttpEndpoint: settings, network, AP, NTP, MQTT, OTA, security,
   * schedule, custom entities) answers. Until 3.6.4 it is a GET handler plus a POST-only JSON handler, so
   * PUT and PATCH are not found (404); 3.6.5 has one handler for GET, POST, PUT and PATCH.
   */
  httpEndpointMethods: string[]
  /**
   * Network settings changes that answer 205 (restart needed). Every release: the CORS switch or origin.
   * From 3.6.4 also clearing the SSID, from 3.6.5 also the transmit power.
   */
  networkRestart: { ssidCleared: boolean; txPower: boolean }
  /**
   * Keys a release does not have, per answer. For the settings areas (settings, network, mqtt) a POSTed
   * value of such a key is ignored too: not stored, not answered.
   */
  absent: {
    settings: string[]
    network: string[]
    mqtt: string[]
    systemStatus: string[]
    networkStatus: string[]
    sensorData: string[]
    /** Of each coreData.devices[] entry. */
    coreDevice: string[]
    boardProfile: string[]
  }
}

export type PageCache = 'none' | 'last-modified' | 'must-revalidate' | 'etag'

/** The application settings 3.7.0 added: remote thermostat timeout, shower minimum, Modbus, developer mode. */
const SETTINGS_37 = [
  'remote_timeout',
  'remote_timeout_en',
  'shower_min_duration',
  'modbus_enabled',
  'modbus_port',
  'modbus_max_clients',
  'modbus_timeout',
  'developer_mode',
]

/** `keys` when release `v` is older than `first`, which brought them. */
const before = (v: Release, first: Release, keys: string[]) => (since(v, first) ? [] : keys)

function profile(v: Release): Firmware {
  return {
    ...factsOf(v),
    version: v,
    customizationFile: !since(v, '3.6.5'),
    features: !since(v, '3.6.5'),
    step: since(v, '3.6.5') ? 'string' : 'float32',
    pageCache: !since(v, '3.6.5') ? 'none' : v === '3.6.5' ? 'last-modified' : since(v, '3.8.0') ? 'etag' : 'must-revalidate',
    msgpackType: since(v, '3.7.1') ? 'application/msgpack' : 'application/json',
    customLabel: !since(v, '3.7.0'),
    scheduleFrom: since(v, '3.7.0') ? 1 : 0,
    tagKey: since(v, '3.7.0'),
    customDeviceName: since(v, '3.7.0') ? 'Custom Entities' : 'User defined entities',
    customBoolUnit: !since(v, '3.7.2'),
    sensorIdSeparator: since(v, '3.7.0') ? '_' : '-',
    chipDash: !since(v, '3.7.0'),
    gpioCheck: since(v, '3.8.0'),
    resetStatus: since(v, '3.8.0') ? 200 : 205,
    logTimeT: since(v, '3.8.0'),
    serverHeader: since(v, '3.6.5'),
    httpEndpointMethods: since(v, '3.6.5') ? ['GET', 'POST', 'PUT', 'PATCH'] : ['GET', 'POST'],
    networkRestart: { ssidCleared: since(v, '3.6.4'), txPower: since(v, '3.6.5') },
    absent: {
      settings: [...before(v, '3.6.4', ['boiler_heatingoff']), ...before(v, '3.7.0', SETTINGS_37), ...before(v, '3.7.2', ['led_type'])],
      // IPv6 is always on from 3.7.0, so the switch is gone
      network: [...before(v, '3.6.2', ['bssid']), ...(since(v, '3.7.0') ? ['enableIPv6'] : [])],
      mqtt: [...before(v, '3.6.5', ['enableTLS', 'rootCA']), ...before(v, '3.7.0', ['publish_time_water'])],
      systemStatus: before(v, '3.6.5', ['cpu_type', 'cpu_rev', 'cpu_cores', 'arduino_version', 'partition']),
      networkStatus: [...before(v, '3.6.5', ['hostname']), ...before(v, '3.7.1', ['reconnect_count'])],
      sensorData: [...before(v, '3.6.4', ['platform']), ...before(v, '3.8.0', ['available_gpios', 'exclude_types'])],
      coreDevice: [...before(v, '3.6.4', ['e']), ...before(v, '3.7.0', ['url'])],
      boardProfile: before(v, '3.7.2', ['led_type']),
    },
  }
}

export const FIRMWARE = Object.fromEntries(RELEASES.map((v) => [v, profile(v)])) as Record<Release, Firmware>

/** `obj` without `keys` (a shallow copy; `obj` itself is left alone). */
export function without<T extends object>(obj: T, keys: readonly string[]): T {
  if (!keys.length) return obj
  const out = { ...obj } as Record<string, unknown>
  for (const k of keys) delete out[k]
  return out as T
}
