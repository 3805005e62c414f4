// The gateway's own access point: settings and status (device-api §1a; docs/console.md §4).

import { ApSettings, type ApStatus, PROVISION } from '../../src/schemas/ap.ts'
import { ETHERNET_UP, type NetworkSettings, WIFI_UP } from '../../src/schemas/network.ts'
import type { App, Ctx } from '../context.ts'
import { settingsEndpoint } from '../endpoints.ts'
import { networkStatus } from './network.ts'

export const AP_DEFAULTS: ApSettings = {
  provision_mode: PROVISION.disconnected,
  ssid: 'ems-esp',
  password: 'ems-esp-neo',
  channel: 1,
  ssid_hidden: false,
  max_clients: 4,
  local_ip: '192.168.4.1',
  gateway_ip: '192.168.4.1',
  subnet_mask: '255.255.255.0',
}
/** An access point that should close stays up while a client (the installer's phone) is still on it. */
const LINGER_MS = 10_000

/**
 * Mode 2 (never) does not check channel and max_clients; like the firmware (`root["channel"] | default`),
 * a value that is not a whole number falls back to the factory default.
 */
export const apDefaultsForBadNumbers = (s: ApSettings): ApSettings => ({
  ...s,
  channel: Number.isInteger(s.channel) ? s.channel : AP_DEFAULTS.channel,
  max_clients: Number.isInteger(s.max_clients) ? s.max_clients : AP_DEFAULTS.max_clients,
})

export function register(app: App, ctx: Ctx) {
  ctx.store.define('ap', AP_DEFAULTS, ApSettings)
  settingsEndpoint(app, ctx, { path: '/rest/apSettings', area: 'ap', schema: ApSettings, normalize: apDefaultsForBadNumbers })

  let wasActive = false
  let lingerUntil = 0
  app.get('/rest/apStatus', ctx.auth('auth'), (c) => {
    const ap = ctx.store.get<ApSettings>('ap')
    const net = ctx.store.has('network') ? networkStatus(ctx.store.get<NetworkSettings>('network'), ctx.ethernet) : { status: WIFI_UP }
    const online = net.status === WIFI_UP || net.status === ETHERNET_UP
    const active = ap.provision_mode === PROVISION.always || (ap.provision_mode === PROVISION.disconnected && !online)
    const now = Date.now()
    if (!active && wasActive) lingerUntil = now + LINGER_MS
    wasActive = active
    const lingering = !active && now < lingerUntil
    const status: ApStatus = {
      status: active ? 0 : lingering ? 2 : 1,
      ip_address: active || lingering ? ap.local_ip : '0.0.0.0',
      mac_address: '24:0A:C4:12:34:57',
      station_num: active || lingering ? 1 : 0,
    }
    return c.json(status)
  })
}
