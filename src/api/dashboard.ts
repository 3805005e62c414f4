// The dashboard's calls (docs/console.md §7; device-api §3a-§3d, §10 for what moved in 3.7.0).
import * as z from 'zod/mini'
import { obj } from '../schemas/common'
import { type AnalogWrite, BusStatus, CoreData, Dashboard, DeviceData, SensorData, type TemperatureWrite, typeOf36 } from '../schemas/dashboard'
import type { ValueWrite } from '../schemas/device-value'
import { unreadable } from './errors'
import { parse } from './parse'
import { reads, readsAgain, writes } from './release'
import { systemStatus } from './system'
import { post, show } from './transport'

/** The devices, their types in 3.7.0's numbering whatever the release. */
export async function coreData() {
  const [core, facts] = await Promise.all([show('rest/coreData', CoreData), reads()])
  if (facts.types === '3.6') for (const d of core.devices) d.t = typeOf36(d.t)
  return core
}

/** A device's values; MessagePack whatever its Content-Type says (device-api §0). The list is the release's
 *  `valuesKey` (`data` until 3.6.5, `nodes` from 3.7.0); an answer without it is unreadable. */
export async function deviceData(id: number): Promise<DeviceData | undefined> {
  const [d, f] = await Promise.all([show('rest/deviceData', DeviceData, { binary: true, searchParams: { id } }), reads()])
  const data = d?.[f.valuesKey]
  if (d && !data) throw unreadable('rest/deviceData')
  return d && { data: data! }
}

/** The overview as the release has it: dashboardData in one answer (3.7.0 on: favourites, custom entities,
 *  sensors and scheduler items; 3.7.0 and 3.7.1 send the list of devices itself, 3.7.2 on {connected, nodes}),
 *  else overviewData's devices and their values. */
export const readOverview = (arrived?: (rows: OverviewRow[]) => void, only?: Set<number>) =>
  readsAgain(async (f) => {
    if (!f.dashboard) return overviewData(arrived, only)
    const raw = await show('rest/dashboardData', z.unknown(), { binary: true })
    return parse(Dashboard, f.dashboard === 'array' ? { nodes: raw } : raw, 'rest/dashboardData', true)
  })

/** 3.6.0-3.6.2 read {id, devicevalue: {c, v}}, 3.6.4 on {id, c, v} (device-api §10). */
export const writeValue = async (w: ValueWrite) =>
  post('rest/writeDeviceValue', (await writes()).nestedWrite ? { id: w.id, devicevalue: { c: w.c, v: w.v } } : w)
/** A device's own name (3.7.0 on, admins); '' gives it its product name again. */
export const writeDeviceName = async (id: number, name: string) => (await writes('deviceName'), post('rest/writeDeviceName', { id, name }))
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

type OverviewRow = { device: { id: number; t: number; n?: string }; values: DeviceData['data'] }

/** The overview's data on 3.6.x: whether the bus is connected, the devices, then each one's entities (the
 *  client keeps at most 3 calls in flight), or only those of the devices in `only`. `arrived` hears the devices answered so far (in device
 *  order) after each answer, so that a slow link shows the first cards without waiting for the last. */
export async function overviewData(arrived?: (rows: OverviewRow[]) => void, only?: Set<number>) {
  const { connected, devices } = await coreData()
  const rows: OverviewRow[] = []
  await Promise.all(
    devices.map(async (device, i) => {
      rows[i] = { device, values: only && !only.has(device.id) ? [] : ((await deviceData(device.id))?.data ?? []) }
      arrived?.(rows.filter(Boolean))
    }),
  )
  return { connected, rows }
}
