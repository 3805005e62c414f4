// MQTT settings and status (device-api §1a, §1c; docs/console.md §3-§5). Messages are i18n keys.
import * as z from 'zod/mini'
import { bool, conditional, hostOrIp, intField, intRange, maxText, maybeNum, num, obj, onlyWhen, required, str } from './common'
/** Publish intervals in seconds (0 = automatic); the firmware stores them as uint16. */
export const INTERVAL_MAX = 65535
const interval = intField(0, INTERVAL_MAX, 'mqtt.v.interval')

// Port, keep-alive and the publish intervals are only checked while MQTT is on (below, docs/console.md §5), so an
// emptied one (NaN) must not block Apply while it is off. Text limits: the device takes at most 16 KB per request (device-api §0).
/** GET/POST /rest/mqttSettings (device-api §1c). Intervals are in seconds, 0 = automatic (on change). */
const Mqtt = obj({
  /** MQTT on. */
  enabled: z.boolean(),
  /** Broker, host name or IP address. */
  host: z.string(),
  /** Broker TCP port. */
  port: maybeNum,
  /** Base topic every topic starts with ("ems-esp"). */
  base: maxText(64),
  /** Client id at the broker. */
  client_id: maxText(64),
  /** Broker user name; may be empty. */
  username: maxText(64),
  /** Broker password; may be empty. */
  password: maxText(64),
  /** Keep-alive interval, seconds. */
  keep_alive: maybeNum,
  /** Quality of service of what is published, 0-2. */
  mqtt_qos: intRange(0, 2, 'c.v.invalid'),
  /** TLS on; 3.6.5 only and absent on Tasmota-SDK builds: the form offers TLS only when present (§10c). */
  enableTLS: z.optional(z.boolean()),
  /** The broker's root certificate, PEM (≤3.6.4: S3 builds only, and TLS is on whenever it is set). */
  rootCA: z.optional(maxText(8192)),
  /** Clean session on connect. */
  clean_session: z.boolean(),
  /** Publish with the retain flag. */
  mqtt_retain: z.boolean(),
  /** 1 values nested in one topic per device, 2 individual topics. */
  nested_format: intRange(1, 2, 'c.v.invalid'),
  /** Publish command output to the topic "response". */
  send_response: z.boolean(),
  /** Also publish each value to a topic of its own. */
  publish_single: z.boolean(),
  /** Those single values go to the command topics instead (ioBroker). */
  publish_single2cmd: z.optional(z.boolean()),
  /** MQTT discovery on. */
  ha_enabled: z.boolean(),
  /** Discovery for 0 Home Assistant, 1 Domoticz, 2 Domoticz (latest). */
  discovery_type: intRange(0, 2, 'c.v.invalid'),
  /** Topic prefix of discovery ("homeassistant"). */
  discovery_prefix: maxText(64),
  /** Entity ids: 0 single instance with long names (v3.4), 1 single instance short names, 2 multiple instances;
   *  3.7.0 on also 3 and 4, 1 and 2 as 3.6 named them. Any other number is kept as read. */
  entity_format: z.number().check(z.int('c.v.invalid')),
  /** Heartbeat interval, seconds (10-86400). */
  publish_time_heartbeat: maybeNum,
  /** Interval of boilers and heat pumps, seconds. */
  publish_time_boiler: maybeNum,
  /** Interval of thermostats, seconds. */
  publish_time_thermostat: maybeNum,
  /** Interval of solar modules, seconds. */
  publish_time_solar: maybeNum,
  /** Interval of mixer modules, seconds. */
  publish_time_mixer: maybeNum,
  /** Interval of temperature sensors, seconds. */
  publish_time_sensor: maybeNum,
  /** Interval of other devices, seconds. */
  publish_time_other: maybeNum,
  /** Interval of water devices, seconds: 3.7.0 on. */
  publish_time_water: z.optional(maybeNum),
})
/** The connection settings and intervals are only checked while MQTT is enabled. */
export const MqttSettings = conditional((strict) =>
  Mqtt.check(
    onlyWhen<z.infer<typeof Mqtt>>(strict, (d) => d.enabled === true, {
      host: hostOrIp,
      base: required('mqtt.v.base'),
      port: z.number({ error: 'c.v.required' }).check(z.int('c.v.port'), z.gte(0, 'c.v.port'), z.lte(65535, 'c.v.port')),
      keep_alive: intField(1, 86400, 'mqtt.v.keepAlive'),
      publish_time_heartbeat: intField(10, 86400, 'mqtt.v.heartbeat'),
      ...Object.fromEntries(['boiler', 'thermostat', 'solar', 'mixer', 'sensor', 'other'].map((k) => ['publish_time_' + k, interval])),
      publish_time_water: z.optional(interval),
    }),
  ),
)
export type MqttSettings = z.infer<typeof MqttSettings>

/**
 * disconnect_reason: espMqttClient's DisconnectReason, as EMS-ESP 3.6 reports it (not AsyncMqttClient's
 * older numbering): 0 USER_OK (no error), 1 unacceptable protocol version, 2 client ID rejected, 3 server
 * unavailable, 4 malformed credentials, 5 not authorized, 6 TLS bad fingerprint, 7 TCP disconnected.
 */
export const MQTT_REASON = { none: 0, protocol: 1, clientId: 2, unavailable: 3, credentials: 4, notAuthorized: 5, tls: 6, tcp: 7 } as const

/** GET /rest/mqttStatus (§1a). */
export const MqttStatus = obj({
  /** MQTT is on. */
  enabled: bool,
  /** Connected to the broker. */
  connected: bool,
  /** Client id in use. */
  client_id: str,
  /** Why the last connection ended: an MQTT_REASON value. */
  disconnect_reason: num,
  /** Messages waiting to be published. */
  mqtt_queued: num,
  /** Publish failures. */
  mqtt_fails: num,
  /** Connections made since boot. */
  connect_count: num,
})
export type MqttStatus = z.infer<typeof MqttStatus>
