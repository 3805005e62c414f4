// The dashboard's calls (docs/console.md §7; device-api §3a-§3d, §10 for what moved in 3.7.0).
import * as z from 'zod/mini'
import { obj } from '../schemas/common'
import { type AnalogWrite, BusStatus, CoreData, Dashboard, DeviceData, SensorData, type TemperatureWrite, typeOf36 } from '../schemas/dashboard'
import type { ValueWrite } from '../schemas/device-value'
import { unreadable } from './errors'
import { parse } from './parse'
import { reads, readsAgain, systemStatus, writes } from './release'
import { post, readLenient } from './transport'

/** The devices, their types in 3.7.0's numbering whatever the release. */
export async function readCoreData() {
  const [core, facts] = await Promise.all([readLenient('rest/coreData', CoreData), reads()])
  if (facts.types === '3.6') for (const d of core.devices) d.t = typeOf36(d.t)
  return core
}

/** A device's values; MessagePack whatever its Content-Type says (device-api §0). The list is the release's
 *  `valuesKey` (`data` until 3.6.5, `nodes` from 3.7.0); an answer without it is unreadable. */
export async function readDeviceData(id: number): Promise<DeviceData | undefined> {
  const [d, f] = await Promise.all([readLenient('rest/deviceData', DeviceData, { binary: true, searchParams: { id } }), reads()])
  const data = d?.[f.valuesKey]
  if (d && !data) throw unreadable('rest/deviceData')
  return d && { data: data! }
}

/** The overview in one answer (3.7.0 on): favourites, custom entities, sensors and scheduler items; `array`:
 *  the release sends the list of devices itself (3.7.0, 3.7.1), else {connected, nodes}. */
export async function readDashboardData(array: boolean): Promise<Dashboard> {
  const raw = await readLenient('rest/dashboardData', z.unknown(), { binary: true })
  return parse(Dashboard, array ? { nodes: raw } : raw, 'rest/dashboardData', true)
}

/** 3.6.0-3.6.2 read {id, devicevalue: {c, v}}, 3.6.4 on {id, c, v} (device-api §10). */
export const writeValue = async (w: ValueWrite) =>
  post('rest/writeDeviceValue', (await writes()).nestedWrite ? { id: w.id, devicevalue: { c: w.c, v: w.v } } : w)
/** A device's own name (3.7.0 on, admins); '' gives it its product name again. */
export const writeDeviceName = async (id: number, name: string) => (await writes('deviceName'), post('rest/writeDeviceName', { id, name }))
/** The sensors, with the facts of the release their rules depend on. */
export async function readSensors() {
  const [d, facts] = await Promise.all([readLenient('rest/sensorData', SensorData), reads()])
  return d && { ...d, facts }
}
export type Sensors = NonNullable<Awaited<ReturnType<typeof readSensors>>>
export const writeTemperature = (w: TemperatureWrite) => post('rest/writeTemperatureSensor', w)
export const writeAnalog = (w: AnalogWrite) => post('rest/writeAnalogSensor', w)

const Activity = obj({ stats: BusStatus.shape.stats })
/** Bus status: GET /rest/status until 3.6.5; from 3.7.0 the counters of /rest/activity and the bus keys of
 *  system status (the Tx mode is only in the settings there). */
export const readBusStatus = () =>
  readsAgain(async (f): Promise<BusStatus> => {
    if (!f.activity) return readLenient('rest/status', BusStatus)
    const [{ stats }, s] = await Promise.all([readLenient('rest/activity', Activity), systemStatus()])
    const n = (k: string) => (s as Record<string, unknown>)[k]
    return parse(
      BusStatus,
      { status: n('bus_status'), uptime: n('bus_uptime'), num_devices: n('num_devices'), num_sensors: n('num_sensors'), num_analogs: n('num_analogs'), stats },
      'rest/systemStatus',
      true,
    )
  })
export const scanDevices = () => post('rest/scanDevices')
