// The dashboard's calls (spec section 7; device-api §3a-§3d).
import type { AnalogWrite, BusStatus, CoreData, DeviceData, SensorData, TemperatureWrite, ValueWrite } from '../schemas/dashboard'
import { call, get, post } from './client'

export const coreData = () => get<CoreData>('rest/coreData')
/** MessagePack whatever its Content-Type says (device-api §0). */
export const deviceData = (id: number) => call<DeviceData>('rest/deviceData', { binary: true, searchParams: { id } })
export const writeValue = (w: ValueWrite) => post('rest/writeDeviceValue', w)
export const sensorData = () => get<SensorData>('rest/sensorData')
export const writeTemperature = (w: TemperatureWrite) => post('rest/writeTemperatureSensor', w)
export const writeAnalog = (w: AnalogWrite) => post('rest/writeAnalogSensor', w)
export const busStatus = () => get<BusStatus>('rest/status')
export const scanDevices = () => post('rest/scanDevices')

/** The overview's data: the devices, then each one's entities (the client keeps at most 3 calls in flight). */
export async function overviewData() {
  const { devices } = await coreData()
  const data = await Promise.all(devices.map((d) => deviceData(d.id)))
  return devices.map((device, i) => ({ device, values: data[i]?.data ?? [] }))
}
