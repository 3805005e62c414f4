// MQTT calls (device-api §1a).
import { MqttSettings, MqttStatus } from '../schemas/mqtt'
import { get, settings } from './client'

export const mqttSettings = settings('rest/mqttSettings', MqttSettings)
export const mqttStatus = () => get('rest/mqttStatus', MqttStatus)
