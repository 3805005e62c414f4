// MQTT > Status: not enabled / connected / disconnected (with the connection count above 1), and while
// enabled the disconnect reason, client id, queue and failures, coloured as spec section 4 says.
import { useTranslation } from 'react-i18next'
import { get } from '../../api/client'
import type { MqttStatus } from '../../schemas/mqtt'
import { Loaded, useLoad } from '../../ui/load'
import { Facts } from '../network/facts'

/** AsyncMqttClient's reasons that have a text (6, not enough space, is an ESP8266 one). */
const REASONS = [0, 1, 2, 3, 4, 5, 7]

export function Status() {
  const { t } = useTranslation()
  const load = useLoad(() => get<MqttStatus>('rest/mqttStatus'))
  return (
    <Loaded load={load}>
      {(s) => {
        const on = s.enabled
        const state = !on ? t('mqtt.off') : t(s.connected ? 'mqtt.on' : 'network.st.disc')
        const count = on && s.connect_count > 1 ? ` (${s.connect_count})` : '' // connections so far
        const reason = REASONS.includes(s.disconnect_reason) ? t('mqtt.r.' + s.disconnect_reason) : t('network.st.unknown')
        return (
          <Facts
            reload={load.reload}
            rows={[
              [t('c.status'), state + count, !on ? 'info' : s.connected ? 'ok' : 'bad'],
              on && !s.connected && [t('mqtt.reason'), reason],
              on && [t('mqtt.clientId'), s.client_id],
              on && [t('mqtt.queued'), s.mqtt_queued, s.mqtt_queued <= 1 ? 'ok' : 'warn'],
              on && [t('mqtt.fails'), s.mqtt_fails, !s.mqtt_fails ? 'ok' : s.mqtt_fails < 10 ? 'warn' : 'bad'],
            ]}
          />
        )
      }}
    </Loaded>
  )
}
