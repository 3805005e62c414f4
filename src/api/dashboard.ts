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
