// The dashboard's calls (spec section 7; device-api §3a-§3d).
import { type AnalogWrite, BusStatus, CoreData, DeviceData, SensorData, type TemperatureWrite, type ValueWrite } from '../schemas/dashboard'
import { get, post } from './client'

export const coreData = () => get('rest/coreData', CoreData)
/** MessagePack whatever its Content-Type says (device-api §0). */
export const deviceData = (id: number) => get('rest/deviceData', DeviceData, { binary: true, searchParams: { id } })
export const writeValue = (w: ValueWrite) => post('rest/writeDeviceValue', w)
export const sensorData = () => get('rest/sensorData', SensorData)
export const writeTemperature = (w: TemperatureWrite) => post('rest/writeTemperatureSensor', w)
export const writeAnalog = (w: AnalogWrite) => post('rest/writeAnalogSensor', w)
export const busStatus = () => get('rest/status', BusStatus)
export const scanDevices = () => post('rest/scanDevices')
