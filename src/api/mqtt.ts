// MQTT calls (device-api §1a).
import { MqttSettings, MqttStatus } from '../schemas/mqtt'
import { settings } from './settings-endpoint'
import { show } from './transport'

export const mqttSettings = settings('rest/mqttSettings', MqttSettings)
export const mqttStatus = () => show('rest/mqttStatus', MqttStatus)
