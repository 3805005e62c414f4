// WiFi settings, status and the WiFi scan (device-api §1a, §1c, §3e). The emulated gateway sits in a
// house with a few WiFi networks around (NEARBY); whether it is connected follows from its settings.
import * as z from 'zod/mini'
import { ETHERNET_UP, NEW_CONNECTION, NetworkSettings, type NetworkStatus, WIFI_UP, type WifiNetwork } from '../../src/schemas/network.ts'
import type { App, Ctx } from '../context.ts'
import { settingsEndpoint } from '../endpoints.ts'
import { type Firmware, without } from '../firmware.ts'

/** Printable ASCII without spaces at the ends: what an HTTP header (CORS origin, Server) can carry. */
export const isHeaderValue = (v: string) => /^[\x21-\x7e]([\x20-\x7e]*[\x21-\x7e])?$/.test(v)

/** The console's schema, plus: the CORS origin goes out as a header on every answer, so it must be one. */
export const StoredNetwork = NetworkSettings.check(z.refine((d) => isHeaderValue(d.CORSOrigin), { message: 'network.v.corsOrigin', path: ['CORSOrigin'] }))

/** Connected to the house's own network out of the box (a factory-new device has no SSID). */
export const NETWORK_DEFAULTS: NetworkSettings = {
  ssid: 'HomeNet',
  bssid: '',
  password: 'heating-2024',
  hostname: 'ems-esp',
  ...NEW_CONNECTION,
  enableIPv6: false,
}

/** What a scan finds: open, WPA/WPA2, WPA2, WPA3, WPA2/WPA3 and one hidden network (empty SSID). */
export const NEARBY: WifiNetwork[] = [
  { ssid: 'HomeNet', bssid: '3C:A6:2F:5B:10:01', channel: 6, rssi: -54, encryption_type: 3 },
  { ssid: 'HomeNet-Garage', bssid: '3C:A6:2F:5B:10:02', channel: 11, rssi: -73, encryption_type: 7 },
  { ssid: 'FRITZ!Box 7530 KL', bssid: 'E0:28:6D:4A:91:3E', channel: 1, rssi: -79, encryption_type: 4 },
  { ssid: 'Cafe Guest', bssid: '82:28:6D:4A:91:3F', channel: 1, rssi: -81, encryption_type: 0 },
  { ssid: 'Neighbour-6E', bssid: 'A4:91:B1:0C:22:6E', channel: 13, rssi: -88, encryption_type: 6 },
  { ssid: '', bssid: 'F2:9F:C2:11:07:AA', channel: 3, rssi: -84, encryption_type: 3 },
]
/** How long a scan takes. */
export const SCAN_MS = 2000
const MAC = '24:0A:C4:12:34:56'
const ETH_MAC = '24:0A:C4:12:34:59'
const IP_KEYS = ['local_ip', 'gateway_ip', 'subnet_mask', 'dns_ip_1', 'dns_ip_2'] as const

const jitter = (rssi: number) => rssi + Math.round((Math.random() - 0.5) * 4)

/** The network a setting would join: by SSID, and by BSSID when one is given. */
const joined = (s: NetworkSettings) =>
  s.ssid ? NEARBY.find((n) => n.ssid === s.ssid && (!s.bssid || n.bssid.toLowerCase() === s.bssid.toLowerCase())) : undefined

/** What GET /rest/networkStatus answers for these settings (wl_status_t: 3 connected, 1 no SSID, ...). With
 *  `ethernet` (a cable in) the status is 10 whatever WiFi does, and the addresses are WiFi's while WiFi is
 *  connected, else the Ethernet port's (device-api §3e). */
export function networkStatus(s: NetworkSettings, ethernet = false): NetworkStatus {
  const wifi = wifiStatus(s)
  if (!ethernet) return wifi
  if (wifi.status === WIFI_UP) return { ...wifi, status: ETHERNET_UP }
  const { hostname } = s
  return {
    status: ETHERNET_UP,
    hostname,
    local_ip: '192.168.1.51',
    local_ipv6: '::',
    mac_address: ETH_MAC,
    subnet_mask: '255.255.255.0',
    gateway_ip: '192.168.1.1',
    dns_ip_1: '192.168.1.1',
  }
}

function wifiStatus(s: NetworkSettings): NetworkStatus {
  const { hostname } = s
  if (!s.ssid) return { status: 255, hostname } // WiFi off: only the access point serves
  const net = joined(s)
  if (!net) return { status: 1, hostname }
  if (net.encryption_type !== 0 && s.password.length < 8) return { status: 4, hostname } // wrong key
  const fixed = s.static_ip_config
  const status: NetworkStatus = {
    status: WIFI_UP,
    hostname,
    ssid: net.ssid,
    bssid: net.bssid,
    channel: net.channel,
    rssi: jitter(net.rssi),
    local_ip: fixed ? s.local_ip : '192.168.1.50',
    local_ipv6: s.enableIPv6 ? 'fe80::260a:c4ff:fe12:3456' : '::',
    mac_address: MAC,
    subnet_mask: fixed ? s.subnet_mask : '255.255.255.0',
    gateway_ip: fixed ? s.gateway_ip : '192.168.1.1',
    dns_ip_1: fixed ? s.dns_ip_1 : '192.168.1.1',
    dns_ip_2: fixed ? s.dns_ip_2 : undefined,
  }
  // Gateway and DNS are sent only when set.
  for (const k of ['gateway_ip', 'dns_ip_1', 'dns_ip_2'] as const) if (!status[k]) delete status[k]
  return status
}

/** The settings as the firmware keeps them: an unset address ('' or 0.0.0.0) is left out. */
export function omitUnsetIps(s: NetworkSettings): NetworkSettings {
  const next = { ...s }
  for (const k of IP_KEYS) if (next[k] === '' || next[k] === '0.0.0.0') delete next[k]
  return next
}

/** The firmware answers 205 (restart needed) when these change, or when the SSID is cleared (3.6.5; older
 *  releases on fewer changes, device-api §10). */
export const needsRestart = (fw: Firmware) => (a: NetworkSettings, b: NetworkSettings) =>
  a.enableCORS !== b.enableCORS ||
  a.CORSOrigin !== b.CORSOrigin ||
  (fw.networkRestart.txPower && a.tx_power !== b.tx_power) ||
  (fw.networkRestart.ssidCleared && !!a.ssid && !b.ssid)

export function register(app: App, ctx: Ctx) {
  ctx.store.define('network', NETWORK_DEFAULTS, StoredNetwork)
  const settings = () => ctx.store.get<NetworkSettings>('network')
  // A save that the firmware applies at once (200) reconnects WiFi: reconnect_count counts those.
  let reconnects = 0
  app.use('/rest/networkSettings', async (c, next) => {
    await next()
    if (c.req.method === 'POST' && c.res.status === 200) reconnects++
  })
  // The firmware stores an unset address ('' or 0.0.0.0) as unset and leaves it out of the answer.
  settingsEndpoint(app, ctx, {
    path: '/rest/networkSettings',
    area: 'network',
    schema: StoredNetwork,
    restart: needsRestart(ctx.firmware),
    normalize: omitUnsetIps,
  })

  // No hostname before 3.6.5, reconnect_count (how often WiFi came back: never lost here, but reconnected after a
  // save) from 3.7.1 (device-api §10).
  app.get('/rest/networkStatus', ctx.auth('auth'), (c) =>
    c.json(without({ ...networkStatus(settings(), ctx.ethernet), reconnect_count: reconnects }, ctx.firmware.absent.networkStatus)),
  )

  // An asynchronous scan: scanNetworks starts it (202); listNetworks answers 202 until it is done (and
  // starts one if none runs), then the result once, which it then forgets, like WiFi.scanDelete().
  let scanStart: number | null = null
  app.get('/rest/scanNetworks', ctx.auth('admin'), (c) => {
    scanStart ??= Date.now()
    return c.body(null, 202)
  })
  app.get('/rest/listNetworks', ctx.auth('admin'), (c) => {
    if (scanStart === null || Date.now() - scanStart < SCAN_MS) {
      scanStart ??= Date.now()
      return c.body(null, 202)
    }
    scanStart = null
    return c.json({ networks: NEARBY.map((n) => ({ ...n, rssi: jitter(n.rssi) })) })
  })
}
