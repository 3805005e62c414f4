// MQTT: connection status for everyone; settings for admins.
import type { Tab } from '../../ui/tabs'
import { MqttSettings } from './settings'
import { MqttStatus } from './status'

export const mqttTabs: Tab[] = [
  { id: 'status', key: 'c.status', view: MqttStatus },
  { id: 'settings', key: 'c.settings', view: MqttSettings, admin: true },
]
