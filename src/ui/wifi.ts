// How a WiFi network reads, wherever one is listed: its security name and signal colour.
import type { WifiNetwork } from '../schemas/network'

const AUTH = ['', 'WEP', 'WPA', 'WPA2', 'WPA/WPA2', 'WPA2 Enterprise', 'WPA3', 'WPA2/WPA3']
/** The security of a scanned network (wifi_auth_mode_t); `open` is the translated word for 0. */
export const security = (n: WifiNetwork, open: string) => (n.encryption_type ? (AUTH[n.encryption_type] ?? '?') : open)

/** Signal colour (docs/console.md §4): -85 dBm or weaker is bad, -75 or weaker a warning. */
export const signalClass = (rssi: number) => (rssi <= -85 ? 'bad' : rssi <= -75 ? 'warn' : 'ok')
