// MQTT calls (device-api §1a).
import { MqttSettings, MqttStatus } from '../schemas/mqtt'
import { settingsEndpoint } from './settings-endpoint'
import { readLenient } from './transport'

export const mqttSettings = settingsEndpoint('rest/mqttSettings', MqttSettings)
export const readMqttStatus = () => readLenient('rest/mqttStatus', MqttStatus)
