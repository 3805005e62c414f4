// The emulated EMS bus: five devices whose measured values drift and counters rise, the user's
// customizations of their entities (store area 'customizations'), device 99, the sensors, the bus
// statistics, and a switch to take the bus offline.
import { decodeEntity } from '../../src/schemas/customization.ts'
import { type BusStatus, type CoreData, CUSTOM_ID, type DeviceData, type DeviceValue, valueSchema } from '../../src/schemas/dashboard.ts'
import { DEL } from '../../src/schemas/flags.ts'
import type { Store } from '../store.ts'
import { createCustom } from './custom.ts'
import { type Custom, CUSTOMIZATION_DEFAULTS, type CustomizationSettings, mergeCustom } from './customization.ts'
import { boiler } from './devices/boiler.ts'
import { heatpump, mixer, solar } from './devices/modules.ts'
import { thermostat } from './devices/thermostat.ts'
import { type DeviceDef, type Entity, TYPE_NAMES } from './entity.ts'
import { createSensors } from './sensors.ts'
import { fromShown, type View, webRow } from './web.ts'

/** The application settings the bus depends on, with the firmware's defaults while no settings module is there. */
export interface BusSettings extends View {
  analogEnabled: boolean
  /** A temperature sensor bus is wired up (dallas_gpio not 0): without it there are no temperature sensors. */
  dallas: boolean
  platform: string
  txMode: number
}

const hash = (s: string) => [...s].reduce((h, c) => (h * 31 + c.charCodeAt(0)) | 0, 7)
const decimals = (...xs: number[]) => Math.max(...xs.map((x) => (String(x).split('.')[1] ?? '').length))

export function createBus(store: Store, uptimeMs: () => number) {
  if (!store.has('customizations')) store.define('customizations', CUSTOMIZATION_DEFAULTS)
  const sensors = createSensors(store)
  const custom = createCustom(store)
  const defs: DeviceDef[] = [boiler, thermostat, mixer, solar, heatpump]
  const written = new Map<string, Entity['value']>() // `${device id}/${short}` -> value a user wrote
  const born = Date.now()
  let frozen: number | null = null // wall clock when the bus went offline: values stand still
  let connectedAt = 0 // uptime (ms) when the bus (re)connected
  let writes = 0
  let reads = 0
  let api = 0
  /** The last accepted write, for tests and the emulator's log. */
  let lastWrite: { id: number; c: string; v: unknown } | null = null

  const area = <T>(name: string, fallback: T): T => (store.has(name) ? { ...fallback, ...store.get<object>(name) } : fallback)
  function settings(): BusSettings {
    const s = area<Record<string, unknown>>('settings', {})
    return {
      boolFormat: typeof s.bool_dashboard === 'number' ? s.bool_dashboard : 1,
      fahrenheit: s.fahrenheit === true,
      analogEnabled: s.analog_enabled !== false,
      dallas: s.dallas_gpio !== 0,
      platform: typeof s.platform === 'string' ? s.platform : 'ESP32',
      txMode: typeof s.tx_mode === 'number' ? s.tx_mode : 1,
    }
  }
  /** Seconds of bus time: stops while the bus is offline. */
  const seconds = () => ((frozen ?? Date.now()) - born) / 1000

  function valueAt(deviceId: number, e: Entity, t: number): Entity['value'] {
    const w = written.get(`${deviceId}/${e.short}`)
    if (w !== undefined) return w
    if (typeof e.value !== 'number') return e.value
    const d = decimals(e.value, e.drift ?? 0, e.rate ?? 0)
    let v = e.value
    if (e.drift) v += e.drift * Math.sin((2 * Math.PI * t) / ((e.period ?? 30) * 60) + (hash(e.short) % 628) / 100)
    if (e.rate) v += (e.rate * t) / 3600
    return Number(v.toFixed(d))
  }

  // ----------------------------------------------------------------------------- customizations (§6a)
  const saved = () => {
    const m = store.get<Partial<CustomizationSettings>>('customizations').masked_entities
    return Array.isArray(m) ? m : []
  }
  const defOf = (id: number) => defs.find((d) => d.id === id)
  function getCustomizations(id: number): string[] {
    const d = defOf(id)
    return saved().find((m) => d && m.product_id === d.productId && m.device_id === d.deviceId)?.entity_ids ?? []
  }
  /** Parsed customizations of a device by short name. */
  function customs(id: number): Map<string, Custom> {
    const map = new Map<string, Custom>()
    for (const s of getCustomizations(id)) {
      const c = decodeEntity(s)
      if (c) map.set(c.id, c)
    }
    return map
  }
  function applyCustomizations(id: number, entityIds: string[]): { restart: boolean } {
    const d = defOf(id)
    if (!d) return { restart: false }
    const merged = mergeCustom(getCustomizations(id), entityIds)
    const others = saved().filter((m) => !(m.product_id === d.productId && m.device_id === d.deviceId))
    const mine = merged.saved.length ? [{ product_id: d.productId, device_id: d.deviceId, entity_ids: merged.saved }] : []
    store.set('customizations', { ...store.get('customizations'), masked_entities: [...others, ...mine] })
    return { restart: merged.restart }
  }
  /** Like deleting the firmware's customization file, which also holds the sensor names and analog sensors. */
  function resetCustomizations() {
    store.set('customizations', { ...store.get('customizations'), masked_entities: [] })
    store.set('sensors', { ts: [], as: [] })
  }

  // ---------------------------------------------------------------------------------------- devices
  /** The devices with their current values; entities marked deleted are not registered (as after a reboot). */
  function devices(): DeviceDef[] {
    const t = seconds()
    return defs.map((d) => {
      const cs = customs(d.id)
      const entities = d.entities.filter((e) => !((cs.get(e.short)?.m ?? 0) & DEL)).map((e) => ({ ...e, value: valueAt(d.id, e, t) }))
      return { ...d, entities }
    })
  }

  function rows(d: DeviceDef, view: View): DeviceValue[] {
    const cs = customs(d.id)
    return d.entities.map((e) => webRow(e, cs.get(e.short), view)).filter((r): r is DeviceValue => r !== null)
  }

  function coreData(): CoreData {
    const view = settings()
    const list: CoreData['devices'] = devices().map((d) => ({
      id: d.id,
      t: d.type,
      tn: TYPE_NAMES[d.type] ?? 'Unknown',
      b: d.brand,
      n: d.name,
      d: d.deviceId,
      p: d.productId,
      v: d.version,
      e: rows(d, view).length,
    }))
    const c = custom.device()
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

  /**
   * writeDeviceValue: the command must be a writable, not read-only entity of the device, and the value
   * must pass the same check as the console's edit dialog (range, option list). Returns ok.
   */
  function write(id: number, c: string, v: unknown): boolean {
    const view = settings()
    const ok = id === CUSTOM_ID ? custom.write(c, v, view) : writeEntity(id, c, v, view)
    if (ok) {
      writes++
      lastWrite = { id, c, v }
    }
    return ok
  }
  function writeEntity(id: number, c: string, v: unknown, view: View): boolean {
    const d = devices().find((x) => x.id === id)
    const e = d?.entities.find((x) => x.short === c)
    const row = e && webRow(e, customs(id).get(c), view)
    if (!e || !row?.c) return false
    // The device also takes a bool as true/false or 1/0, an option by its index, a number as text.
    if (row.l && (typeof v === 'boolean' || typeof v === 'number')) v = row.l[Number(v)]
    else if (!row.l && typeof v === 'string' && e.kind === 'number' && v.trim() !== '') v = Number(v)
    if (!valueSchema(row).safeParse({ v }).success) return false
    if (e.kind === 'cmd') return true // a command runs; it has no value to keep
    const value = e.kind === 'bool' ? row.l!.indexOf(v as string) === 1 : e.kind === 'number' ? fromShown(v as number, e.uom, view.fahrenheit) : (v as string)
    written.set(`${id}/${c}`, value)
    return true
  }

  // ------------------------------------------------------------------------------------ bus status
  function status(): BusStatus {
    const s = settings()
    const t = Math.floor(seconds())
    const up = uptimeMs()
    if (up < connectedAt) connectedAt = 0 // the emulator restarted since
    const stat = (id: number, ok: number, fail: number) => ({ id, s: ok, f: fail, q: ok + fail ? 100 - Math.floor((100 * fail) / (ok + fail)) : 0 })
    const mqtt = area<{ enabled?: boolean }>('mqtt', {}).enabled === true
    const syslog = area<{ syslog_enabled?: boolean }>('settings', {}).syslog_enabled === true
    const count = sensors.count()
    const stats = [stat(0, 1200 + Math.floor(t * 1.7), 3 + Math.floor(t / 900)), stat(1, 400 + Math.floor(t / 5) + reads, 0), stat(2, 38 + writes, 1)]
    if (s.dallas) stats.push(stat(3, Math.floor(t / 10) * count.temperature, 0))
    if (s.analogEnabled) stats.push(stat(4, Math.floor(t / 10) * count.analog, 0))
    if (mqtt) stats.push(stat(5, 500 + Math.floor(t / 2), 40))
    stats.push(stat(6, api, 0))
    if (syslog) stats.push(stat(7, 80 + Math.floor(t / 20), 0))
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
    getCustomizations,
    applyCustomizations,
    resetCustomizations,
    customizations: customs,
    settings,
    coreData,
    deviceData,
    write,
    status,
    /** A full device scan: the devices answer again (nothing new is on this bus). */
    scan: () => void (reads += defs.length * 4),
    /** Counts a call of /api (the emulator's api route) for the statistics. */
    apiCall: () => void api++,
    sensors: {
      data: () => {
        const s = settings()
        return {
          ts: s.dallas ? sensors.temperatures(seconds(), s.fahrenheit) : [],
          as: s.analogEnabled ? sensors.analog(seconds()) : [],
          analog_enabled: s.analogEnabled,
          platform: s.platform,
        }
      },
      writeTemperature: (w: Parameters<typeof sensors.writeTemperature>[0]) => {
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
      if (off && frozen === null) frozen = Date.now()
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
