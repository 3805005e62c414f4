// MQTT > Status: not enabled / connected / disconnected (with the connection count above 1), and while
// enabled the disconnect reason (espMqttClient's numbering, see MqttStatus), client id, queue and failures,
// coloured as docs/console.md §4 says. On 3.8.0 admins can have it connect again with a fresh session (Reset).
import { useTranslation } from 'react-i18next'
import { readMqttStatus } from '../../api/mqtt'
import { readFacts, useGateway } from '../../api/release'
import { resetMQTT } from '../../api/system'
import type { TKey } from '../../i18n'
import { isAdmin } from '../../state/session'
import { toast } from '../../state/toasts'
import { useAction } from '../../ui/action'
import { Facts } from '../../ui/facts'
import { Loaded, useLoad } from '../../ui/load'

/** The reason shown while disconnected: none for 0 (no error), a text for 1-7, otherwise 'Unknown'. */
const reasonKey = (r: number): TKey | null => (r === 0 ? null : Number.isInteger(r) && r >= 1 && r <= 7 ? (('mqtt.r.' + r) as `mqtt.r.${Reason}`) : 'c.unknown')
/** The reasons with a text of their own (mqtt.r.1 to mqtt.r.7), as reasonKey checks them. */
type Reason = 1 | 2 | 3 | 4 | 5 | 6 | 7

export function MqttStatus() {
  const { t } = useTranslation()
  const load = useLoad(readMqttStatus)
  const f = readFacts(useGateway())
  const [busy, run] = useAction(t('mqtt.reset'))
  const reset = () => run(async () => (await resetMQTT(), toast(t('mqtt.resetDone')), load.reload()))
  return (
    <Loaded load={load}>
      {(s) => {
        const on = s.enabled
        const state = !on ? t('c.off') : t(s.connected ? 'mqtt.on' : 'c.disc')
        const count = on && s.connect_count > 1 ? ` (${s.connect_count})` : '' // connections so far
        const reason = reasonKey(s.disconnect_reason)
        return (
          <Facts
            reload={load.reload}
            rows={[
              [t('c.status'), state + count, !on ? 'info' : s.connected ? 'ok' : 'bad'],
              on && !s.connected && reason !== null && [t('mqtt.reason'), t(reason)],
              on && [t('mqtt.clientId'), s.client_id],
              on && [t('mqtt.queued'), s.mqtt_queued, s.mqtt_queued <= 1 ? 'ok' : 'warn'],
              on && [t('mqtt.fails'), s.mqtt_fails, !s.mqtt_fails ? 'ok' : s.mqtt_fails < 10 ? 'warn' : 'bad'],
            ]}
          >
            {on && isAdmin.value && f?.resetMQTT && (
              <button type="button" class="secondary" onClick={reset} aria-busy={busy} disabled={busy}>
                {t('mqtt.reset')}
              </button>
            )}
          </Facts>
        )
      }}
    </Loaded>
  )
}
