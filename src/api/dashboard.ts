// The dashboard's calls (spec section 7; device-api §3a-§3d).
import { type AnalogWrite, BusStatus, CoreData, DeviceData, SensorData, type TemperatureWrite, type ValueWrite } from '../schemas/dashboard'
import { factsOf } from '../schemas/releases'
import { post, show } from './client'
import { gateway } from './release'

export const coreData = () => show('rest/coreData', CoreData)
/** MessagePack whatever its Content-Type says (device-api §0). */
export const deviceData = (id: number) => show('rest/deviceData', DeviceData, { binary: true, searchParams: { id } })
/**
 * 3.6.0-3.6.2 read {id, devicevalue: {c, v}}, 3.6.4 on {id, c, v} (device-api §10); each release ignores the
 * other's keys, so a gateway whose release is unknown gets both.
 */
export async function writeValue(w: ValueWrite) {
  const r = (await gateway().catch(() => null))?.release
  const nested = { id: w.id, devicevalue: { c: w.c, v: w.v } }
  return post('rest/writeDeviceValue', !r ? { ...w, ...nested } : factsOf(r).nestedWrite ? nested : w)
}
export const sensorData = () => show('rest/sensorData', SensorData)
export const writeTemperature = (w: TemperatureWrite) => post('rest/writeTemperatureSensor', w)
export const writeAnalog = (w: AnalogWrite) => post('rest/writeAnalogSensor', w)
export const busStatus = () => show('rest/status', BusStatus)
export const scanDevices = () => post('rest/scanDevices')

type OverviewRow = { device: CoreData['devices'][number]; values: DeviceData['data'] }

/** The overview's data: the devices, then each one's entities (the client keeps at most 3 calls in flight).
 *  `arrived` hears the devices answered so far (in device order) after each answer, so that a slow link
 *  shows the first cards without waiting for the last. */
export async function overviewData(arrived?: (rows: OverviewRow[]) => void) {
  const { devices } = await coreData()
  const rows: OverviewRow[] = []
  await Promise.all(
    devices.map(async (device, i) => {
      rows[i] = { device, values: (await deviceData(device.id))?.data ?? [] }
      arrived?.(rows.filter(Boolean))
    }),
  )
  return rows
}
