// The dashboard's calls (docs/console.md §7; device-api §3a-§3d, §10 for what moved in 3.7.0).
import * as z from 'zod/mini'
import { obj } from '../schemas/common'
import { type AnalogWrite, BusStatus, CoreData, Dashboard, DeviceData, SensorData, type TemperatureWrite, typeOf36 } from '../schemas/dashboard'
import type { ValueWrite } from '../schemas/device-value'
import { factsOf } from '../schemas/releases'
import { unreadable } from './errors'
import { parse } from './parse'
import { gateway, known, reads, readsAgain, releaseError, systemStatus, writes } from './release'
import { post, show } from './transport'

/** The devices, their types in 3.7.0's numbering whatever the release. */
export async function coreData() {
  const [core, facts] = await Promise.all([show('rest/coreData', CoreData), reads()])
  if (facts.types === '3.6') for (const d of core.devices) d.t = typeOf36(d.t)
  return core
}

/** A device's values; MessagePack whatever its Content-Type says (device-api §0). The list is `data` until
 *  3.6.5 and `nodes` from 3.7.0; an answer with neither is unreadable. */
export async function deviceData(id: number): Promise<DeviceData | undefined> {
  const d = await show('rest/deviceData', DeviceData, { binary: true, searchParams: { id } })
  if (d === undefined) return d
  const data = d.nodes ?? d.data
  if (!data) throw unreadable('rest/deviceData')
  return { data }
}

/** The overview in one answer (3.7.0 on): favourites, custom entities, sensors and scheduler items. 3.7.0 and
 *  3.7.1 send the list of devices itself, 3.7.2 on {connected, nodes}. */
export async function dashboardData(): Promise<Dashboard> {
  const raw = await show('rest/dashboardData', z.unknown(), { binary: true })
  return parse(Dashboard, Array.isArray(raw) ? { nodes: raw } : raw, 'rest/dashboardData', true)
}

/**
 * 3.6.0-3.6.2 read {id, devicevalue: {c, v}}, 3.6.4 on {id, c, v} (device-api §10); each release ignores the
 * other's keys, so a gateway whose release is unknown gets both.
 */
export async function writeValue(w: ValueWrite) {
  const r = (await gateway().catch(() => null))?.release
  const nested = { id: w.id, devicevalue: { c: w.c, v: w.v } }
  return post('rest/writeDeviceValue', !r ? { ...w, ...nested } : factsOf(r).nestedWrite ? nested : w)
}
/** A device's own name (3.7.0 on, admins); '' gives it its product name again. Refused, not skipped, where the
 *  release has none: a rename that sent nothing must not be reported as saved. */
export async function writeDeviceName(id: number, name: string) {
  if (!(await writes()).deviceName) throw releaseError(known.value?.version)
  return post('rest/writeDeviceName', { id, name })
}
/** The sensors, with the facts of the release their rules depend on. */
export async function sensorData() {
  const [d, facts] = await Promise.all([show('rest/sensorData', SensorData), reads()])
  return d && { ...d, facts }
}
export type Sensors = NonNullable<Awaited<ReturnType<typeof sensorData>>>
export const writeTemperature = (w: TemperatureWrite) => post('rest/writeTemperatureSensor', w)
export const writeAnalog = (w: AnalogWrite) => post('rest/writeAnalogSensor', w)

const Activity = obj({ stats: BusStatus.shape.stats })
/** Bus status: GET /rest/status until 3.6.5; from 3.7.0 the counters of /rest/activity and the bus keys of
 *  system status (the Tx mode is only in the settings there). */
export const busStatus = () =>
  readsAgain(async (f): Promise<BusStatus> => {
    if (!f.activity) return show('rest/status', BusStatus)
    const [{ stats }, s] = await Promise.all([show('rest/activity', Activity), systemStatus()])
    const n = (k: string) => (s as Record<string, unknown>)[k]
    return parse(
      BusStatus,
      { status: n('bus_status'), uptime: n('bus_uptime'), num_devices: n('num_devices'), num_sensors: n('num_sensors'), num_analogs: n('num_analogs'), stats },
      'rest/systemStatus',
      true,
    )
  })
export const scanDevices = () => post('rest/scanDevices')
