// WiFi/Ethernet settings and status, and the WiFi scan (device-api §1a, §1c, §3e; spec sections 3-5).
// Messages are i18n keys: shared ones under `v.`, this area's under `network.v.`.
import * as z from 'zod/mini'
import { hostname, intRange, ipRequired, list, maxText, num, obj, onlyWhen, optionalIp, str } from './common'

const Network = obj({
  ssid: z.string().check(z.maxLength(32, 'network.v.ssid')),
  // Sent since 3.6.2 only (3.6.0/3.6.1 have no BSSID lock): optional, passed back as received.
  bssid: z.optional(z.string().check(z.maxLength(17, 'network.v.bssid'))),
  password: z.string().check(z.maxLength(64, 'network.v.password')),
  hostname,
  static_ip_config: z.boolean(),
  // Absent on Tasmota-SDK builds (IPv6 always on there): the form offers the switch only when present.
  enableIPv6: z.optional(z.boolean()),
  bandwidth20: z.boolean(),
  tx_power: intRange(0, 255, 'v.invalid'),
  nosleep: z.boolean(),
  enableMDNS: z.boolean(),
  enableCORS: z.boolean(),
  CORSOrigin: maxText(256),
  // Omitted by the firmware while unset.
  local_ip: z.optional(z.string()),
  gateway_ip: z.optional(z.string()),
  subnet_mask: z.optional(z.string()),
  dns_ip_1: z.optional(z.string()),
  dns_ip_2: z.optional(z.string()),
})
export const NetworkSettings = Network.check(
  // DNS servers may stay empty; the other addresses are needed for a fixed IP.
  onlyWhen<z.infer<typeof Network>>((d) => d.static_ip_config === true, {
    local_ip: ipRequired,
    gateway_ip: ipRequired,
    subnet_mask: ipRequired,
    dns_ip_1: z.optional(optionalIp),
    dns_ip_2: z.optional(optionalIp),
  }),
)
export type NetworkSettings = z.infer<typeof NetworkSettings>

/** Transmit power choices (spec §9): the firmware's value in quarter dBm, 0 = automatic. */
export const TX_POWERS = [0, 78, 76, 74, 68, 60, 52, 44, 34, 28, 20, 8]

/** wl_status_t, plus 10 for Ethernet. Only status and hostname are always sent (device-api §3e): the
 *  check covers those; the optional addresses are shown as text whatever they hold. */
export const NetworkStatus = obj({ status: num, hostname: z.optional(str) }) as unknown as z.ZodMiniType<{
  status: number
  hostname?: string // 3.6.5 on (device-api §10)
  ssid?: string
  bssid?: string
  channel?: number
  rssi?: number
  local_ip?: string
  local_ipv6?: string
  mac_address?: string
  subnet_mask?: string
  gateway_ip?: string
  dns_ip_1?: string
  dns_ip_2?: string
}>
export type NetworkStatus = z.infer<typeof NetworkStatus>

/** One network of GET /rest/listNetworks; encryption_type is wifi_auth_mode_t (0 open ... 7 WPA2/WPA3). */
const WifiNetwork = obj({ ssid: str, bssid: str, channel: num, rssi: num, encryption_type: num })
export type WifiNetwork = z.infer<typeof WifiNetwork>
export const Networks = obj({ networks: list(WifiNetwork) })
