// MQTT settings and status (device-api §1a, §1c). The emulated LAN has one broker; whether the gateway
// is connected, and why not, follows from the settings.

import { MQTT_REASON, MqttSettings, type MqttStatus } from '../../src/schemas/mqtt.ts'
import { factsOf } from '../../src/schemas/releases.ts'
import type { App, Ctx } from '../context.ts'
import { settingsEndpoint } from '../endpoints.ts'

export const MQTT_DEFAULTS: MqttSettings = {
  enabled: true,
  host: '192.168.1.10',
  port: 1883,
  base: 'ems-esp',
  client_id: '',
  username: '',
  password: '',
  keep_alive: 60,
  mqtt_qos: 0,
  enableTLS: false, // this board's SDK has TLS (Tasmota-SDK builds leave both keys out)
  rootCA: '',
  clean_session: false,
  mqtt_retain: false,
  nested_format: 1,
  send_response: false,
  publish_single: false,
  publish_single2cmd: false,
  ha_enabled: false,
  discovery_type: 0,
  discovery_prefix: 'homeassistant',
  entity_format: 1,
  publish_time_heartbeat: 60,
  publish_time_boiler: 10,
  publish_time_thermostat: 10,
  publish_time_solar: 10,
  publish_time_mixer: 10,
  publish_time_sensor: 10,
  publish_time_other: 10,
}

/** What 3.7.0 added; older releases leave it out (firmware.ts absent). */
export const MQTT_NEWER = { publish_time_water: 10 }

/** Names of the LAN's broker; it listens on 1883, and on 8883 with TLS. */
export const BROKER_HOSTS = ['192.168.1.10', 'homeassistant.local']

/** The disconnect reason (espMqttClient's numbering, as 3.6) for these settings, or null when the broker accepts them. */
export function refusal(s: MqttSettings): number | null {
  const tls = s.enableTLS === true
  if (!BROKER_HOSTS.includes(s.host) || s.port !== (tls ? 8883 : 1883)) return MQTT_REASON.tcp // 7: no broker there
  if (tls && !s.rootCA) return MQTT_REASON.tls // 6: TLS bad fingerprint
  if (s.username && !s.password) return MQTT_REASON.notAuthorized // 5
  return null
}

export function register(app: App, ctx: Ctx) {
  // From 3.7.0 the demo gateway is one upgraded from 3.6 with format 1, which the upgrade turned into 3.
  ctx.store.define('mqtt', { ...MQTT_DEFAULTS, ...MQTT_NEWER, ...(factsOf(ctx.firmware.version).formats34 && { entity_format: 3 }) }, MqttSettings)
  // Every save reconnects; the queue fills and publishes fail while the broker cannot be reached.
  let connects = refusal(ctx.store.get<MqttSettings>('mqtt')) === null ? 1 : 0
  let since = Date.now()
  app.use('/rest/mqttSettings', async (c, next) => {
    await next()
    if (c.req.method !== 'POST' || c.res.status !== 200) return
    since = Date.now()
    if (refusal(ctx.store.get<MqttSettings>('mqtt')) === null) connects++
  })
  settingsEndpoint(app, ctx, { path: '/rest/mqttSettings', area: 'mqtt', schema: MqttSettings })

  app.get('/rest/mqttStatus', ctx.auth('auth'), (c) => {
    const s = ctx.store.get<MqttSettings>('mqtt')
    const net = ctx.store.has('network') ? ctx.store.get<{ hostname?: string }>('network') : {}
    const reason = refusal(s)
    const down = Math.floor((Date.now() - since) / 1000)
    const status: MqttStatus = {
      enabled: s.enabled,
      connected: s.enabled && reason === null,
      client_id: s.client_id || net.hostname || 'ems-esp',
      disconnect_reason: reason ?? MQTT_REASON.none,
      mqtt_queued: s.enabled && reason !== null ? Math.min(2 + down, 200) : 0,
      mqtt_fails: s.enabled && reason !== null ? Math.floor(down / 5) : 0,
      connect_count: connects,
    }
    return c.json(status)
  })
}
