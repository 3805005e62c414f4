// Network > Status: connection state (coloured), hostname, SSID with signal, and the addresses once connected.
import { useTranslation } from 'react-i18next'
import { readNetworkStatus } from '../../api/network'
import { ETHERNET_UP, WIFI_UP } from '../../schemas/network'
import { type States, StatusFacts } from '../../ui/facts'
import { useLoad } from '../../ui/load'
import { signalClass } from '../../ui/wifi'

// wl_status_t (10 = Ethernet) -> text key and colour (docs/console.md §4).
const STATES: States = {
  0: ['network.st.idle', 'info'],
  1: ['network.st.noSsid', 'warn'],
  3: ['network.st.wifi', 'ok'],
  4: ['network.st.failed', 'bad'],
  5: ['network.st.lost', 'bad'],
  6: ['c.disc', 'info'],
  10: ['network.st.eth', 'ok'],
  255: ['c.inactive', 'info'], // no shield: WiFi is off
}
const list = (...a: (string | undefined)[]) => a.filter(Boolean).join(', ')

export function NetworkStatus() {
  const { t } = useTranslation()
  return (
    <StatusFacts
      load={useLoad(readNetworkStatus)}
      states={STATES}
      count={(s) => s.reconnect_count}
      rows={(s) => {
        const up = s.status === WIFI_UP || s.status === ETHERNET_UP
        // An IPv6 address of only zeros (or '::') means none.
        const v6 = /[1-9a-f]/i.test(s.local_ipv6 ?? '') ? s.local_ipv6 : undefined
        return [
          [t('c.hostname'), s.hostname],
          s.rssi !== undefined && [
            'SSID',
            <>
              {s.ssid} <span class={signalClass(s.rssi)}>({s.rssi} dBm)</span>
            </>,
          ],
          up && [t('c.ip'), list(s.local_ip, v6)],
          up && [t('c.mac'), s.mac_address],
          up && [t('c.subnet'), s.subnet_mask],
          up && [t('network.gateway'), s.gateway_ip],
          up && [t('network.dns'), list(s.dns_ip_1, s.dns_ip_2)],
        ]
      }}
    />
  )
}
