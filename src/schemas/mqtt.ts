// MQTT settings and status (device-api §1a, §1c; spec sections 3-5). Messages are i18n keys.
import * as z from 'zod/mini'
import { bool, hostOrIp, intField, intRange, maxText, maybeNum, num, obj, onlyWhen, required, str } from './common'
/** Publish intervals in seconds (0 = automatic); the firmware stores them as uint16. */
export const INTERVAL_MAX = 65535
const interval = intField(0, INTERVAL_MAX, 'mqtt.v.interval')

// Port, keep-alive and the publish intervals are only checked while MQTT is on (below, spec section 5), so an
// emptied one (NaN) must not block Apply while it is off. Text limits: the device takes at most 16 KB per request (device-api §0).
const Mqtt = obj({
  enabled: z.boolean(),
  host: z.string(),
  port: maybeNum,
  base: maxText(64),
  client_id: maxText(64),
  username: maxText(64),
  password: maxText(64),
  keep_alive: maybeNum,
  mqtt_qos: intRange(0, 2, 'v.invalid'),
  // Both absent on Tasmota-SDK builds: the form offers TLS only when enableTLS is present.
  enableTLS: z.optional(z.boolean()),
  rootCA: z.optional(maxText(8192)),
  clean_session: z.boolean(),
  mqtt_retain: z.boolean(),
  nested_format: intRange(1, 2, 'v.invalid'),
  send_response: z.boolean(),
  publish_single: z.boolean(),
  publish_single2cmd: z.optional(z.boolean()),
  ha_enabled: z.boolean(),
  discovery_type: intRange(0, 2, 'v.invalid'),
  discovery_prefix: maxText(64),
  entity_format: intRange(0, 2, 'v.invalid'),
  publish_time_heartbeat: maybeNum,
  publish_time_boiler: maybeNum,
  publish_time_thermostat: maybeNum,
  publish_time_solar: maybeNum,
  publish_time_mixer: maybeNum,
  publish_time_sensor: maybeNum,
  publish_time_other: maybeNum,
})
/** The connection settings and intervals are only checked while MQTT is enabled. */
export const MqttSettings = Mqtt.check(
  onlyWhen<z.infer<typeof Mqtt>>((d) => d.enabled === true, {
    host: hostOrIp,
    base: required('mqtt.v.base'),
    port: z.number({ error: 'v.required' }).check(z.int('v.port'), z.gte(0, 'v.port'), z.lte(65535, 'v.port')),
    keep_alive: intField(1, 86400, 'mqtt.v.keepAlive'),
    publish_time_heartbeat: intField(10, 86400, 'mqtt.v.heartbeat'),
    ...Object.fromEntries(['boiler', 'thermostat', 'solar', 'mixer', 'sensor', 'other'].map((k) => ['publish_time_' + k, interval])),
  }),
)
export type MqttSettings = z.infer<typeof MqttSettings>

/**
 * disconnect_reason: espMqttClient's DisconnectReason, as EMS-ESP 3.6 reports it (not AsyncMqttClient's
 * older numbering): 0 USER_OK (no error), 1 unacceptable protocol version, 2 client ID rejected, 3 server
 * unavailable, 4 malformed credentials, 5 not authorized, 6 TLS bad fingerprint, 7 TCP disconnected.
 */
export const MQTT_REASON = { none: 0, protocol: 1, clientId: 2, unavailable: 3, credentials: 4, notAuthorized: 5, tls: 6, tcp: 7 } as const

/** MQTT status; disconnect_reason is one of MQTT_REASON. */
export const MqttStatus = obj({
  enabled: bool,
  connected: bool,
  client_id: str,
  disconnect_reason: num,
  mqtt_queued: num,
  mqtt_fails: num,
  connect_count: num,
})
export type MqttStatus = z.infer<typeof MqttStatus>
