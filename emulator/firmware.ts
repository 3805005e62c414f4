// The gateway release the emulator speaks (`--firmware`, default 3.6.5) and every fact in which the releases'
// web answers differ (device-api §10 Releases). The releases themselves and the facts the console needs too
// (paths, RAM entities, the value-write body) come from src/schemas/releases.ts; the rest are the emulator's
// alone. The routes read ctx.firmware; anything not named here is the same in every release.
import { factsOf, type Release, RELEASES } from '../src/schemas/releases.ts'

export const DEFAULT_RELEASE: Release = '3.6.5'

export interface Firmware {
  /** What systemStatus, settings and the backups call the version. */
  version: Release
  /** GET/POST of the custom entities list: /rest/entities, then /rest/customentities, then /rest/customEntities. */
  customEntitiesPath: string
  /**
   * POST of a device's entity masks. Until 3.6.1 this handler sat at /rest/customEntities (the path the
   * custom entities took later), from 3.6.2 at /rest/customizationEntities.
   */
  customizationEntitiesPath: string
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
   * POST /rest/writeDeviceValue reads {id, devicevalue: {c, v}} until 3.6.2 ('nested') and {id, c, v} from
   * 3.6.4 ('flat'); the other shape is refused (400; the firmware itself may crash on it).
   */
  valueWrite: 'nested' | 'flat'
  /** Custom entities have `ram` (RAM variables, whose `value` is text): from 3.6.5. */
  ram: boolean
  /** POST /api {device: 'system', entity: 'allvalues'} answers: from 3.6.4 (before, 400). */
  allValues: boolean
  /** The page carries ETag and Last-Modified and answers 304 to a matching If-None-Match: from 3.6.5. */
  pageValidators: boolean
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
  }
}

const from = (v: Release, first: Release) => RELEASES.indexOf(v) >= RELEASES.indexOf(first)
/** `keys` when release `v` is older than `first`, which brought them. */
const before = (v: Release, first: Release, keys: string[]) => (from(v, first) ? [] : keys)

function profile(v: Release): Firmware {
  const paths = factsOf(v)
  return {
    version: v,
    customEntitiesPath: '/' + paths.entities,
    customizationEntitiesPath: '/' + paths.masks,
    customizationFile: !from(v, '3.6.5'),
    features: !from(v, '3.6.5'),
    step: from(v, '3.6.5') ? 'string' : 'float32',
    valueWrite: paths.nestedWrite ? 'nested' : 'flat',
    ram: paths.ram,
    allValues: paths.allValues,
    pageValidators: from(v, '3.6.5'),
    serverHeader: from(v, '3.6.5'),
    httpEndpointMethods: from(v, '3.6.5') ? ['GET', 'POST', 'PUT', 'PATCH'] : ['GET', 'POST'],
    networkRestart: { ssidCleared: from(v, '3.6.4'), txPower: from(v, '3.6.5') },
    absent: {
      settings: before(v, '3.6.4', ['boiler_heatingoff']),
      network: before(v, '3.6.2', ['bssid']),
      mqtt: before(v, '3.6.5', ['enableTLS', 'rootCA']),
      systemStatus: before(v, '3.6.5', ['cpu_type', 'cpu_rev', 'cpu_cores', 'arduino_version', 'partition']),
      networkStatus: before(v, '3.6.5', ['hostname']),
      sensorData: before(v, '3.6.4', ['platform']),
      coreDevice: before(v, '3.6.4', ['e']),
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
