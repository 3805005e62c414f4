// The emulated EMS bus: five devices whose measured values drift and counters rise, the user's
// customizations of their entities (store area 'customizations'), device 99, the sensors, the bus
// statistics, and a switch to take the bus offline.

import { onStep } from '../../src/schemas/common.ts'
import { type BusStatus, type CoreData, CUSTOM_ID, type DeviceData } from '../../src/schemas/dashboard.ts'
import { type DeviceValue, stepOf, valueSchema } from '../../src/schemas/device-value.ts'
import { DEL } from '../../src/schemas/flags.ts'
import { type Chip, platformOf } from '../chip.ts'
import { type Clock, createClock, localTime } from '../clock.ts'
import { DEFAULT_RELEASE, FIRMWARE, type Firmware } from '../firmware.ts'
import type { Store } from '../store.ts'
import { createCustom } from './custom.ts'
import { createCustomizations } from './customization.ts'
import { dashboardData } from './dashboard.ts'
import { createDay } from './day.ts'
import { boiler } from './devices/boiler.ts'
import { heatpump, mixer, solar } from './devices/modules.ts'
import { thermostat } from './devices/thermostat.ts'
import { type DeviceDef, type Entity, TYPE_NAMES } from './entity.ts'
import { translate } from './locale.ts'
import { createSensors } from './sensors.ts'
import { busSettings, readArea } from './settings.ts'
import { statsOf } from './stats.ts'
import { retagDevice } from './tags.ts'
import { TYPE_KEYS, typeOf } from './types.ts'
import { fromShown, type View, webRow } from './web.ts'

const hash = (s: string) => [...s].reduce((h, c) => (h * 31 + c.charCodeAt(0)) | 0, 7)
const decimals = (...xs: number[]) => Math.max(...xs.map((x) => (String(x).split('.')[1] ?? '').length))

/** `fw`: the release whose names and numbers the bus answers with (default 3.6.5); `clock`: the emulated time;
 *  `day`: values follow the emulated day (day.ts) instead of drifting around their table values. */
export function createBus(
  store: Store,
  uptimeMs: () => number,
  fw: Firmware = FIRMWARE[DEFAULT_RELEASE],
  chip: Chip = 'ESP32',
  clock: Clock = createClock(),
  day = false,
) {
  const sensors = createSensors(store, fw, chip)
  const custom = createCustom(store, fw)
  const renamed = new Map<number, Map<string, string>>() // old short -> this release's, per device (3.7.0 on)
  const defs: DeviceDef[] = [boiler, thermostat, mixer, solar, heatpump].map((d) => {
    if (!fw.tagKey) return d
    const r = retagDevice(d)
    renamed.set(d.id, r.renamed)
    return r.device
  })
  const custs = createCustomizations(store, defs, renamed)
  const written = new Map<string, Entity['value']>() // `${device id}/${short}` -> value a user wrote
  // The day's model reads what the owner set when: each write from its instant on, by 3.6's short name.
  const original = new Map([...renamed].map(([id, m]) => [id, new Map([...m].map(([old, now]) => [now, old]))]))
  const key36 = (id: number, short: string) => `${id}/${original.get(id)?.get(short) ?? short}`
  const tables = new Map([boiler, thermostat, mixer, solar, heatpump].flatMap((d) => d.entities.map((e) => [`${d.id}/${e.short}`, e.value])))
  const writes36 = new Map<string, { at: number; v: Entity['value'] }[]>()
  const owner = (key: string, at: number) => {
    let v = tables.get(key) ?? 0
    for (const w of writes36.get(key) ?? []) if (w.at <= at) v = w.v
    return v
  }
  const house = createDay(
    owner,
    () => String(readArea(store, 'ntp', { tz_label: 'Europe/Amsterdam' }).tz_label),
    (ms, zone) => Date.parse(`${localTime(ms, zone)}Z`) - ms,
  )
  const born = clock.now()
  let frozen: number | null = null // emulated time when the bus went offline: values stand still
  let connectedAt = 0 // uptime (ms) when the bus (re)connected
  let writes = 0
  let reads = 0
  let api = 0
  /** The last accepted write, for tests and the emulator's log. */
  let lastWrite: { id: number; c: string; v: unknown } | null = null

  const area = <T>(name: string, fallback: T): T => readArea(store, name, fallback)
  const settings = () => ({ ...busSettings(store), platform: platformOf(chip, fw.chipDash) })
  /** Seconds of bus time: stops while the bus is offline. */
  const seconds = () => ((frozen ?? clock.now()) - born) / 1000
  /** The house's values now (with `day`), else null. */
  const daily = () => (day ? house.at(frozen ?? clock.now()) : null)

  function valueAt(deviceId: number, e: Entity, t: number, live: Map<string, number | boolean> | null): Entity['value'] {
    const w = written.get(`${deviceId}/${e.short}`)
    if (w !== undefined) return w
    const d = typeof e.value === 'number' ? decimals(e.value, e.drift ?? 0, e.rate ?? 0) : 0
    const h = live?.get(key36(deviceId, e.short))
    if (typeof h === 'boolean') return h
    // written as the table writes the entity's value, and within its range
    if (h !== undefined) return Number(Math.min(e.max ?? h, Math.max(e.min ?? h, h)).toFixed(d))
    if (typeof e.value !== 'number') return e.value
    let v = e.value
    if (e.drift) v += e.drift * Math.sin((2 * Math.PI * t) / ((e.period ?? 30) * 60) + (hash(e.short) % 628) / 100)
    if (e.rate) v += (e.rate * t) / 3600
    return Number(v.toFixed(d))
  }

  /** Like deleting the firmware's customization file, which also holds the sensor names and analog sensors
   *  (3.8.0 empties the entity masks only: `sensors` false). */
  function resetCustomizations({ sensors = true } = {}) {
    custs.reset()
    if (sensors) store.set('sensors', { ts: [], as: [] })
  }

  // ---------------------------------------------------------------------------------------- devices
  /** The devices with their current values; entities marked deleted are not registered (as after a reboot). */
  function devices(): DeviceDef[] {
    const t = seconds()
    const h = daily()
    return defs.map((d) => {
      const cs = custs.parsed(d.id)
      const entities = d.entities.filter((e) => !((cs.get(e.short)?.m ?? 0) & DEL)).map((e) => ({ ...e, value: valueAt(d.id, e, t, h) }))
      return { ...d, entities }
    })
  }

  function rows(d: DeviceDef, view: View): DeviceValue[] {
    const cs = custs.parsed(d.id)
    return d.entities.map((e) => webRow(e, cs.get(e.short), view)).filter((r): r is DeviceValue => r !== null)
  }

  function coreData(): CoreData {
    const view = settings()
    const list: CoreData['devices'] = devices().map((d) => ({
      id: d.id,
      t: typeOf(fw, d.type),
      tn: translate(TYPE_NAMES[d.type] ?? 'Unknown', view.locale),
      b: d.brand,
      n: custs.name(d.id) ?? d.name,
      d: d.deviceId,
      p: d.productId,
      v: d.version,
      e: rows(d, view).length,
      url: TYPE_KEYS[d.type] ?? 'unknown', // the release's answer leaves it out before 3.7.0
    }))
    const c = custom.device(view.locale)
    if (c) list.push(c)
    return { connected: frozen === null, devices: list }
  }

  /** deviceData of unique id `id`; null for an unknown id. */
  function deviceData(id: number): DeviceData | null {
    const view = settings()
    if (id === CUSTOM_ID) return custom.data(view)
    const d = devices().find((x) => x.id === id)
    return d ? { data: rows(d, view) } : null
  }

  /** dashboardData's devices (bus/dashboard.ts), whichever shape the release wraps them in. */
  function dashboard() {
    const view = settings()
    const data = sensorData()
    const schedule = area<{ schedule?: { name: string; active: boolean }[] }>('schedule', {}).schedule ?? []
    return dashboardData(fw, {
      devices: devices().map((d) => ({ id: d.id, n: custs.name(d.id) ?? d.name, type: d.type, rows: rows(d, view) })),
      custom: custom.visible() ? custom.data(view).data : [],
      temperatures: data.ts,
      analog: data.as,
      schedule,
      view,
    })
  }

  function sensorData() {
    const s = settings()
    const h = daily()
    // the probes of the demo's sensors sit in the living room, on the north wall and on the flow pipe
    const live =
      h &&
      new Map([
        ['28-233D-9497-0C03', (h.get('2/hc1/currtemp') as number) + 0.3],
        ['28-243D-7437-1E3A', (h.get('1/outdoortemp') as number) - 0.4],
        ['28-0621-4B4E-9C71', (h.get('1/curflowtemp') as number) - 1.5],
      ])
    return {
      ts: s.dallas ? sensors.temperatures(seconds(), s.fahrenheit, live ?? undefined) : [],
      as: s.analogEnabled ? sensors.analog(seconds()) : [],
      analog_enabled: s.analogEnabled,
      platform: s.platform,
      ...sensors.extras(), // 3.8.0's; the release's answer leaves them out before
    }
  }

  /**
   * writeDeviceValue: the command must be a writable, not read-only entity of the device, and the value
   * must pass the same check as the console's edit dialog (range, option list). Returns ok.
   */
  function write(id: number, c: string, v: unknown): boolean {
    const view = settings()
    const ok = id === CUSTOM_ID ? custom.write(c, v, view) : fw.dashboard && id >= 96 ? writePseudo(id, c, v) : writeEntity(id, c, v, view)
    if (ok) {
      writes++
      lastWrite = { id, c, v }
    }
    return ok
  }
  /** 3.7.0 on, from the overview: a named schedule item on or off (96), an analog sensor's value (97), by name. */
  function writePseudo(id: number, c: string, v: unknown): boolean {
    const on = v === true || v === 1 || v === 'on' || v === 'true' || v === '1'
    if (id === 96) {
      const list = area<{ schedule?: { name: string; active: boolean }[] }>('schedule', {}).schedule ?? []
      if (!list.some((s) => s.name === c)) return false
      store.set('schedule', { schedule: list.map((s) => (s.name === c ? { ...s, active: on } : s)) })
      return true
    }
    return id === 97 && sensors.setAnalogValue(c, typeof v === 'number' ? v : on ? 1 : 0)
  }
  function writeEntity(id: number, c: string, v: unknown, view: View): boolean {
    const d = devices().find((x) => x.id === id)
    const e = d?.entities.find((x) => x.short === c)
    const row = e && webRow(e, custs.parsed(id).get(c), view)
    if (!e || !row?.c) return false
    // The device also takes a bool as true/false or 1/0, an option by its index, a number as text.
    if (row.l && (typeof v === 'boolean' || typeof v === 'number')) v = row.l[Number(v)]
    else if (!row.l && typeof v === 'string' && e.kind === 'number' && v.trim() !== '') v = Number(v)
    // The telegram holds the value in its step: the device keeps the nearest one it can send.
    const step = stepOf(row)
    if (typeof v === 'number' && step) v = onStep(v, row.m ?? 0, step).reduce((a, b) => (Math.abs(b - (v as number)) < Math.abs(a - (v as number)) ? b : a))
    if (!valueSchema(row).safeParse({ v }).success) return false
    if (e.kind === 'cmd') return true // a command runs; it has no value to keep
    const value = e.kind === 'bool' ? row.l!.indexOf(v as string) === 1 : e.kind === 'number' ? fromShown(v as number, e.uom, view.fahrenheit) : (v as string)
    written.set(`${id}/${c}`, value)
    const k = key36(id, c)
    writes36.set(k, [...(writes36.get(k) ?? []), { at: frozen ?? clock.now(), v: value }])
    house.changed()
    return true
  }

  // ------------------------------------------------------------------------------------ bus status
  function status(): BusStatus {
    const s = settings()
    const t = Math.floor(seconds())
    const up = uptimeMs()
    if (up < connectedAt) connectedAt = 0 // the emulator restarted since
    const count = sensors.count()
    const stats = statsOf({
      t,
      reads,
      writes,
      api,
      temperature: s.dallas ? count.temperature : null,
      analog: s.analogEnabled ? count.analog : null,
      mqtt: area<{ enabled?: boolean }>('mqtt', {}).enabled === true,
      syslog: area<{ syslog_enabled?: boolean }>('settings', {}).syslog_enabled === true,
    })
    return {
      status: frozen === null ? 0 : 2,
      tx_mode: s.txMode,
      uptime: frozen === null ? Math.max(0, Math.floor((up - connectedAt) / 1000) - 2) : 0,
      num_devices: defs.length,
      num_sensors: s.dallas ? count.temperature : 0,
      num_analogs: s.analogEnabled ? count.analog : 0,
      stats,
    }
  }

  return {
    devices,
    getCustomizations: custs.get,
    applyCustomizations: custs.apply,
    resetCustomizations,
    customizations: custs.parsed,
    /** writeDeviceName (3.7.0 on): false for an unknown device. */
    renameDevice: custs.rename,
    settings,
    coreData,
    deviceData,
    dashboard,
    write,
    status,
    /** A full device scan: the devices answer again (nothing new is on this bus). */
    scan: () => void (reads += defs.length * 4),
    /** Counts a call of /api (the emulator's api route) for the statistics. */
    apiCall: () => void api++,
    sensors: {
      data: sensorData,
      writeTemperature: (w: unknown) => {
        const s = settings()
        return s.dallas && sensors.writeTemperature(w, s.fahrenheit)
      },
      writeAnalog: sensors.writeAnalog,
      removeAnalog: sensors.removeAnalog,
    },
    get offline() {
      return frozen !== null
    },
    setOffline(off: boolean) {
      if (off && frozen === null) frozen = clock.now()
      if (!off && frozen !== null) {
        frozen = null
        connectedAt = uptimeMs()
      }
    },
    get lastWrite() {
      return lastWrite
    },
  }
}

export type Bus = ReturnType<typeof createBus>
