// The EMS-ESP releases the console runs on and every fact of device-api §10 in which their web answers differ
// and that the console and the emulator both need: which release a version string names, and for each release
// its paths, body shapes, action names and what exists. Pure facts, no state, read under these names: by the
// console only through api/release.ts (which asks the gateway), by the emulator in emulator/firmware.ts.

/** The releases, oldest first; there is no 3.6.3, and 3.8.0 stands for every 3.8.x. */
export const RELEASES = ['3.6.0', '3.6.1', '3.6.2', '3.6.4', '3.6.5', '3.7.0', '3.7.1', '3.7.2', '3.8.0'] as const
export type Release = (typeof RELEASES)[number]

/** Exactly a release's name (the emulator's --firmware); releaseOf reads what a gateway reports. */
export const isRelease = (v: string): v is Release => (RELEASES as readonly string[]).includes(v)

/** Release `r` is `first` or newer. */
export const since = (r: Release, first: Release) => RELEASES.indexOf(r) >= RELEASES.indexOf(first)

/** A version's number ("v3.6.4-dev.3" -> "3.6.4"); '' when it has none. */
const numberOf = (version: string) => /^v?(\d+\.\d+\.\d+)/.exec(version.trim())?.[1] ?? ''

/**
 * The release an unknown version is read like: the newest we know that is not newer than it ("3.7.3-dev.2" ->
 * 3.7.2, "3.9.0" or "4.0.0" -> 3.8.0, "3.6.3" -> 3.6.2); null below 3.6.0 or for no version at all.
 */
export function readAs(version: string): Release | null {
  const n = (v: string) => v.split('.').reduce((a, x) => a * 100 + +x, 0)
  const at = n(numberOf(version))
  return RELEASES.filter((r) => n(r) <= at).pop() ?? null
}

/**
 * "3.6.5", "3.6.5 (DEBUG)", "v3.6.4-dev.3", "3.8.1-dev.2" -> the release (any 3.8.x is 3.8.0); null for a
 * version we do not know (§10a; there is no 3.6.3).
 */
export function releaseOf(version: string): Release | null {
  const v = numberOf(version)
  const r = readAs(v)
  return r === v || (r === '3.8.0' && v.startsWith('3.8.')) ? r : null
}

/** The facts to read and show a gateway's answers by, from the version it reported (see readAs; unreadable or
 *  older than 3.6.0: like 3.6.5, whose paths most share). */
export const readFactsOf = (version = '') => factsOf(readAs(version) ?? '3.6.5')

/** How restart and factory reset are asked for: their own POST (3.6.x), or the system command of /api (3.7.0 on). */
export type SystemCall = 'rest' | 'api'

/**
 * What release `r` has and where (§10; paths without the leading slash, as the console's client takes them).
 */
export const factsOf = (r: Release) => {
  // v362: r is 3.6.2 or newer, and so on
  const [v362, v364, v365, v370, v371, v372, v380] = (['3.6.2', '3.6.4', '3.6.5', '3.7.0', '3.7.1', '3.7.2', '3.8.0'] as const).map((f) => since(r, f))
  return {
    /** GET/POST of the custom entities list. */
    entities: v365 ? 'rest/customEntities' : v362 ? 'rest/customentities' : 'rest/entities',
    /** POST of a device's entity masks. Before 3.6.2, rest/customEntities is this handler. */
    masks: v362 ? 'rest/customizationEntities' : 'rest/customEntities',
    /** RAM custom entities (`ram`, with text values) exist from 3.6.5 on (§7b, §10c). */
    ram: v365,
    /** A custom entity can be kept out of API/MQTT, Home Assistant, the dashboard and device data (`hide`): 3.8.0. */
    hide: v380,
    /** Schedule items and custom entities: names of 0-19 [A-Za-z0-9_] and commands of 300 characters from 3.7.0 (3.6.x:
     *  15 with '.', 64). */
    long: v370,
    /** Schedule kinds beside weekdays (flags 1-127): timer (128); from 3.7.0 also on change (129), condition (130), immediate (132). */
    kinds: v370 ? [128, 129, 130, 132] : [128],
    /** The scheduler's own page re-reads its list while open: 3.8.0. */
    schedulePoll: v380,
    /** Custom entities: Duplicate, a BOOL's bit mask (hex, in `factor`), a unit for RAM variables, RAW of 255 bytes: 3.7.2. */
    entities372: v372,
    /** All values: /api's system command allvalues from 3.6.4 (before, 400), an export of /rest/action from 3.7.0 (§2d). */
    allValues: v364,
    /** POST /rest/writeDeviceValue reads {id, devicevalue: {c, v}} until 3.6.2 and {id, c, v} from 3.6.4. */
    nestedWrite: !v364,
    /** deviceData's list of values is `data` until 3.6.5 and `nodes` from 3.7.0. */
    valuesKey: v370 ? ('nodes' as const) : ('data' as const),
    /** Custom entities' value_type of text (RAW, RAM variables): 8 until 3.6.5, 9 from 3.7.0 (INT8..UINT32 renumbered). */
    rawType: v370 ? 9 : 8,
    /** How many units (Uom numbers) the release names: up to K; V 3.6.4, mbar 3.6.5, l/h 3.7.0, ct/kWh 3.7.1, Hz 3.8.0,
     *  which also calls unit 2 "°C Rel" (device-api §10). */
    units: [23, 23, 23, 24, 25, 26, 27, 27, 28][RELEASES.indexOf(r)],
    /** Customization: read-only cannot be set on a favourite or an entity hidden from the web (3.8.0); before, not
     *  on one excluded from both API/MQTT and the web, or removed. */
    roShown: v380,
    /** Device type numbers: the 3.6 numbering, or 3.7.0's (schemas/dashboard.ts: DeviceType holds 3.6's, typeOf36 converts). */
    types: v370 ? ('3.7' as const) : ('3.6' as const),
    /** GET /rest/dashboardData, the overview in one answer: 3.7.0 and 3.7.1 an array of devices, 3.7.2 on {connected, nodes}. */
    dashboard: !v370 ? null : v372 ? ('object' as const) : ('array' as const),
    /** Bus status: GET /rest/status until 3.6.5; from 3.7.0 GET /rest/activity plus the bus keys of system status. */
    activity: v370,
    /** The customization's device list: GET /rest/devices until 3.6.5; from 3.7.0 the devices of coreData. */
    devicesFromCore: v370,
    /** OTA settings (GET/POST /rest/otaSettings): until 3.6.5. */
    ota: !v370,
    /** Restart and factory reset: POST /rest/restart and /rest/factoryReset, or /api's system commands (queued until
     *  system status is next read). */
    systemCall: (v370 ? 'api' : 'rest') as SystemCall,
    /** Boot the other partition: POST /rest/partition until 3.6.5; /rest/action setPartition in 3.8.0; none in 3.7.x. */
    partition: !v370 ? ('rest' as const) : v380 ? ('action' as const) : null,
    /** Rescan the bus (POST /rest/scanDevices): until 3.6.5. */
    scan: !v370,
    /** The four backups: GET /rest/getSettings ... until 3.6.5; /rest/action export from 3.7.0. */
    exports: v370,
    /** The log's backlog: POST /rest/fetchLog until 3.6.5; from 3.7.0 a GET of the log settings replays it. */
    fetchLog: !v370,
    /**
     * The version check by the device itself (/rest/action checkUpgrade): null before 3.7.0 (the browser asks
     * GitHub); 'latest' (3.7.0: param the newest version), 'branch' (3.7.1-3.7.2: param "dev,stable", answers for
     * the device's own branch), 'both' (3.8.0: dev_upgradeable and stable_upgradeable).
     */
    checkUpgrade: !v370 ? null : v380 ? ('both' as const) : v371 ? ('branch' as const) : ('latest' as const),
    /** Firmware images are named EMS-ESP-<version>-<mcu>-<flash>.bin from 3.7.0 (3.6.x: -<platform>.bin). */
    imageByBoard: v370,
    /** The device installs an image from a URL itself (/rest/action uploadURL), renames a device (writeDeviceName): 3.7.0 on. */
    uploadURL: v370,
    deviceName: v370,
    /** The action that answers the installer's uploaded customSupport.json (Help): renamed in 3.7.1. */
    customSupport: !v370 ? null : v371 ? ('getCustomSupport' as const) : ('customSupport' as const),
    /** The newest analog sensor type: 9 (PWM 2); 3.8.0 adds NTC, RGB LED, pulse, frequency and fast counters (10-18). */
    analogMax: v380 ? 18 : 9,
    /** System sensors (`s` in sensorData, `is_system` on writes; missing on a write means false), with sensorData's
     *  available_gpios and exclude_types: 3.8.0. */
    systemSensors: v380,
    /** Resetting every customization keeps the sensors' settings (3.8.0); before, they are removed with it. */
    resetKeepsSensors: v380,
    /** Sensor names of at most 19 letters, digits or '_', unique; a temperature sensor's may be empty: 3.7.0 on. */
    sensorNames: v370,
    /** MQTT reconnect with a fresh session (/rest/action resetMQTT): 3.8.0. */
    resetMQTT: v380,
    /** Every JSON endpoint that takes a POST (settings, schedule, custom entities, log settings, actions...) refuses
     *  guests, GET too (401): 3.7.2 on. */
    guestsReadOnly: v372,
    /** 3.7.0: MQTT entity id formats 3 and 4 (1 and 2 as 3.6 named them; an upgrade turns 1, 2 into 3, 4) and entity names in Czech ("cz"). */
    formats34: v370,
    /** 3.7.2: the device reinstalls the image of the release it runs (uploadURL). */
    reinstall: v372,
    /** 3.8.0 application settings: syslog level WARN (4) instead of DEBUG (7), mark interval up to 3600 s (10 before),
     *  PHY RTL8201 (3), board E32V2_2, and the board profile locked on a board that carries its BBQKees model. */
    app38: v380,
  }
}
export type Facts = ReturnType<typeof factsOf>
