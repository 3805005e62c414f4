// WiFi/Ethernet settings and status, and the WiFi scan (device-api §1a, §1c, §3e; docs/console.md §3-§5).
// Messages are i18n keys: shared ones under `c.v.`, this area's under `network.v.`.
import * as z from 'zod/mini'
import { conditional, hostname, intRange, ipRequired, list, maxText, num, obj, onlyWhen, opt, optionalIp, str } from './common'

/** GET/POST /rest/networkSettings (device-api §1c). The addresses are omitted by the firmware while unset. */
const Network = obj({
  /** WiFi network to join; empty: none (Ethernet, or the access point only). */
  ssid: z.string().check(z.maxLength(32, 'c.v.ssid')),
  /** Access point to lock to, "aa:bb:cc:dd:ee:ff" or empty; sent since 3.6.2 only, passed back as received. */
  bssid: z.optional(z.string().check(z.maxLength(17, 'network.v.bssid'))),
  /** WiFi password. */
  password: z.string().check(z.maxLength(64, 'network.v.password')),
  /** The gateway's host name (DHCP, mDNS). */
  hostname,
  /** Fixed addresses below instead of DHCP. */
  static_ip_config: z.boolean(),
  /** IPv6 on; absent on Tasmota-SDK builds (always on there): the form offers the switch only when present. */
  enableIPv6: z.optional(z.boolean()),
  /** WiFi in 20 MHz channels instead of 40. */
  bandwidth20: z.boolean(),
  /** WiFi transmit power in quarter dBm, 0 automatic (TX_POWERS). */
  tx_power: intRange(0, 255, 'c.v.invalid'),
  /** WiFi power saving off. */
  nosleep: z.boolean(),
  /** Announce the gateway over mDNS (<hostname>.local). */
  enableMDNS: z.boolean(),
  /** Answer cross-origin requests. */
  enableCORS: z.boolean(),
  /** The origin CORS allows ("*" for any). */
  CORSOrigin: maxText(256),
  /** Fixed IPv4 address. */
  local_ip: z.optional(z.string()),
  /** Fixed gateway address. */
  gateway_ip: z.optional(z.string()),
  /** Fixed subnet mask. */
  subnet_mask: z.optional(z.string()),
  /** First DNS server; may stay empty. */
  dns_ip_1: z.optional(z.string()),
  /** Second DNS server; may stay empty. */
  dns_ip_2: z.optional(z.string()),
})
export const NetworkSettings = conditional((strict) =>
  Network.check(
    // DNS servers may stay empty; the other addresses are needed for a fixed IP.
    onlyWhen<z.infer<typeof Network>>(strict, (d) => d.static_ip_config === true, {
      local_ip: ipRequired,
      gateway_ip: ipRequired,
      subnet_mask: ipRequired,
      dns_ip_1: z.optional(optionalIp),
      dns_ip_2: z.optional(optionalIp),
    }),
  ),
)
export type NetworkSettings = z.infer<typeof NetworkSettings>

/** The setup's WiFi step: joining a network is what it is for, so the SSID is required, and a key, when given,
 *  is a WPA key of 8-64 characters (the settings page keeps the contract's rules: empty SSID, any key to 64). */
export const SetupNetwork = NetworkSettings.check(
  z.refine((d) => d.ssid.trim() !== '', { message: 'c.v.required', path: ['ssid'] }),
  z.refine((d) => !d.password || d.password.length >= 8, { message: 'c.v.password8', path: ['password'] }),
)

/** Transmit power choices (docs/console.md §9): the firmware's value in quarter dBm, 0 = automatic. */
export const TX_POWERS = [0, 78, 76, 74, 68, 60, 52, 44, 34, 28, 20, 8]

/** A new WiFi connection's settings besides its network and key: the firmware's defaults (docs/console.md §9). */
export const NEW_CONNECTION = {
  static_ip_config: false,
  bandwidth20: false,
  tx_power: 0,
  nosleep: false,
  enableMDNS: true,
  enableCORS: false,
  CORSOrigin: '*',
} as const

/** Network status: WiFi connected (wl_status_t 3), Ethernet connected (the firmware's own 10). */
export const WIFI_UP = 3
export const ETHERNET_UP = 10

/** GET /rest/networkStatus (device-api §3e): the fields the status tab shows. It is only shown, so a field of
 *  the wrong type shows as its text (api/parse). */
export const NetworkStatus = obj({
  /** 10 Ethernet, else WiFi's wl_status_t: 0 idle, 1 SSID not found, 3 connected, 4 failed, 5 lost, 6 disconnected. */
  status: num,
  /** Host name; 3.6.5 on (§10c). */
  hostname: opt(str),
  /** WiFi network joined, and its signal strength (dBm). */
  ssid: opt(str),
  rssi: opt(num),
  local_ip: opt(str),
  /** IPv6 address: only zeros, or '::', means none. */
  local_ipv6: opt(str),
  /** The gateway's MAC address. */
  mac_address: opt(str),
  subnet_mask: opt(str),
  gateway_ip: opt(str),
  /** DNS servers, when set. */
  dns_ip_1: opt(str),
  dns_ip_2: opt(str),
  /** WiFi reconnects since boot: 3.7.1 on. */
  reconnect_count: opt(num),
})
export type NetworkStatus = z.infer<typeof NetworkStatus>

/** One network of GET /rest/listNetworks (§1a). */
const WifiNetwork = obj({
  /** Network name. */
  ssid: str,
  /** The access point's MAC address. */
  bssid: str,
  /** WiFi channel. */
  channel: num,
  /** Signal strength, dBm. */
  rssi: num,
  /** wifi_auth_mode_t: 0 open ... 7 WPA2/WPA3. */
  encryption_type: num,
})
export type WifiNetwork = z.infer<typeof WifiNetwork>
/** networks: those the last scan found (202 and no body while a scan runs). */
export const Networks = obj({ networks: list(WifiNetwork) })
