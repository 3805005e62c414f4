// Application settings (device-api §1c) and board profiles (§1b), with the rules of docs/console.md §5.
// Messages are i18n keys: shared ones under `c.v.`, the area's own under `settings.v.`.
import * as z from 'zod/mini'
import { conditional, isHostOrIp, issue, isValidGpio } from './common'
import { readFactsOf } from './releases'

/** The firmware's board profiles (device-api §1b) as people know the boards; CUSTOM is offered besides. */
export const BOARDS: [string, string][] = [
  ['S32', 'BBQKees Gateway S32'],
  ['S32S3', 'BBQKees Gateway S3'],
  ['E32', 'BBQKees Gateway E32'],
  ['E32V2', 'BBQKees Gateway E32 V2'],
  ['NODEMCU', 'NodeMCU 32S'],
  ['MH-ET', 'MH-ET Live D1 Mini'],
  ['LOLIN', 'Lolin D32'],
  ['OLIMEX', 'Olimex ESP32-EVB'],
  ['OLIMEXPOE', 'Olimex ESP32-POE'],
  ['C3MINI', 'Wemos C3 Mini'],
  ['S2MINI', 'Wemos S2 Mini'],
  ['S3MINI', 'Liligo S3'],
]
/** 3.8.0's board profile (app38). */
export const E32V2_2: [string, string] = ['E32V2_2', 'BBQKees Gateway E32 V2.2']

// A number input holds NaN while it is empty; the object rules below decide whether that is an error
// (so a CUSTOM board says 'LED GPIO is required', and a hidden field never blocks a save).
const num = z.union([z.number(), z.nan()])
const int = z.number().check(z.int())
const bool = z.boolean()

/** GET /rest/boardProfile?boardProfile=NAME: the pins and ethernet values of one board. */
export const BoardProfile = z.object({
  /** Board name (BOARDS), or CUSTOM for pins set by hand. */
  board_profile: z.string(),
  /** GPIO of the status LED. */
  led_gpio: num,
  /** GPIO of the 1-Wire temperature sensors. */
  dallas_gpio: num,
  /** GPIO the EMS bus is received on. */
  rx_gpio: num,
  /** GPIO the EMS bus is sent on. */
  tx_gpio: num,
  /** GPIO of the push button. */
  pbutton_gpio: num,
  /** Ethernet PHY: 0 none, 1 LAN8720, 2 TLK110, 3 RTL8201 (3.8.0). */
  phy_type: int,
  /** GPIO that powers the PHY, -1 = none. */
  eth_power: num,
  /** Address of the PHY, 0-31. */
  eth_phy_addr: num,
  /** PHY clock: 0 GPIO0 in, 1 GPIO0 out, 2 GPIO16 out, 3 GPIO17 out. */
  eth_clock_mode: int,
  /** 3.7.2 on: the status LED is 0 a plain LED, 1 an RGB LED. */
  led_type: z.optional(int),
})
export type BoardProfile = z.infer<typeof BoardProfile>

/** The GPIO fields a CUSTOM board needs, in the order the form shows them. */
export const PINS = ['rx_gpio', 'tx_gpio', 'pbutton_gpio', 'dallas_gpio', 'led_gpio'] as const

// Keys the form never shows (version, platform, solar_maxflow, weblog_*) are not in the schema: the loose
// object passes them through as received (the firmware's upgrade check depends on `version`, device-api
// §8.2), and a firmware that sends none of them or other types is not refused.
const App = z.looseObject({
  ...BoardProfile.shape,
  /** Language of the entity names the device sends ("en", "de"...). */
  locale: z.string(),
  /** EMS bus Tx mode: 1 EMS, 2 EMS+, 3 HT3, 4 hardware. */
  tx_mode: int,
  /** The gateway's own id on the EMS bus (0x0B service key, 0x0D modem...). */
  ems_bus_id: int,
  /** Send the log to a syslog server. */
  syslog_enabled: bool,
  /** Lowest level sent to syslog (device-api §2b numbering). */
  syslog_level: int,
  /** Log EMS telegrams as hex. */
  trace_raw: bool,
  /** Syslog mark interval, seconds (0 = none). */
  syslog_mark_interval: num,
  /** Syslog server, host name or IP address. */
  syslog_host: z.string(),
  /** Syslog server UDP port. */
  syslog_port: num,
  /** Start the boiler with heating off; 3.6.4 on (device-api §10c). */
  boiler_heatingoff: z.optional(bool),
  /** Time showers. */
  shower_timer: bool,
  /** 3.7.0 on, like the keys below it (absent before): a shower counts from this many seconds. */
  shower_min_duration: z.optional(num),
  /** Modbus TCP server on (needs PSRAM), its clients, port and timeout (ms). */
  modbus_enabled: z.optional(bool),
  modbus_max_clients: z.optional(num),
  modbus_port: z.optional(num),
  modbus_timeout: z.optional(num),
  /** Developer mode (the stored versions, raw reads). */
  developer_mode: z.optional(bool),
  /** Switch a remote thermostat off after this many hours without a room temperature. */
  remote_timeout_en: z.optional(bool),
  remote_timeout: z.optional(num),
  /** Alert (cold water shot) after a long shower. */
  shower_alert: bool,
  /** Length of the cold shot, seconds. */
  shower_alert_coldshot: num,
  /** Shower time before the alert, minutes. */
  shower_alert_trigger: num,
  /** Temperature sensors on parasite power. */
  dallas_parasite: bool,
  /** Status LED off. */
  hide_led: bool,
  /** CPU at a lower clock (restart needed). */
  low_clock: bool,
  /** Telnet console on (restart needed). */
  telnet_enabled: bool,
  /** API writes allowed without a token. */
  notoken_api: bool,
  /** Nothing is written to the bus. */
  readonly_mode: bool,
  /** Analog sensors on. */
  analog_enabled: bool,
  /** Temperatures in °F (deviceData `u` 16 instead of 1 and 2). */
  fahrenheit: bool,
  /** Booleans in API/MQTT: 1 "on"/"off", 2 "ON"/"OFF", 3 "true"/"false", 4 true/false, 5 "1"/"0", 6 1/0. */
  bool_format: int,
  /** Booleans on the dashboard (deviceData `v`, `l`): 1 on/off, 2 ON/OFF, 3 true/false, 5 1/0. */
  bool_dashboard: int,
  /** List values in API/MQTT: 1 the option text, 2 its index. */
  enum_format: int,
})
/** The longest syslog mark interval, seconds: by the release the settings' `version` names (the running one). */
export const markMax = (version: unknown) => (readFactsOf(String(version ?? '')).app38 ? 3600 : 10)

export const Settings = conditional((strict) =>
  App.check((ctx) => {
    const when = (c: unknown) => strict || !!c // strict: every conditional rule applies (see conditional)
    const s = ctx.value
    const bad = (k: keyof typeof s, msg: string) => issue(ctx, k, msg, s[k])
    // A key the release does not have (undefined) is not checked.
    const range = (k: keyof typeof s, min: number, max: number, msg = 'c.v.range') => {
      const v = s[k] as number
      if (v !== undefined && (!Number.isInteger(v) || v < min || v > max)) bad(k, msg)
    }
    for (const k of PINS) {
      if (s.board_profile !== 'CUSTOM')
        range(k, -1, 127, 'c.v.invalid') // a profile's pins; only bad input fails
      else if (Number.isNaN(s[k])) bad(k, k === 'dallas_gpio' ? 'settings.v.gpioRequired' : 'c.v.required')
      else if (!isValidGpio(s[k], s.platform)) bad(k, 'c.v.gpio')
    }
    if (when(s.board_profile === 'CUSTOM' && s.phy_type !== 0)) {
      range('eth_power', -1, 48, 'c.v.invalid')
      range('eth_phy_addr', 0, 31, 'c.v.invalid')
    }
    if (when(s.syslog_enabled)) {
      if (!s.syslog_host) bad('syslog_host', 'c.v.required')
      else if (!isHostOrIp(s.syslog_host)) bad('syslog_host', 'c.v.hostOrIp')
      range('syslog_port', 0, 65535, 'c.v.port')
      range('syslog_mark_interval', 0, markMax(s.version))
    }
    if (when(s.modbus_enabled)) {
      range('modbus_max_clients', 0, 50)
      range('modbus_port', 0, 65535, 'c.v.port')
      range('modbus_timeout', 100, 20000)
    }
    if (when(s.remote_timeout_en)) range('remote_timeout', 1, 240)
    if (when(s.shower_timer)) range('shower_min_duration', 10, 360)
    if (when(s.shower_timer && s.shower_alert)) {
      // the alert needs the timer
      range('shower_alert_trigger', 1, 20)
      range('shower_alert_coldshot', 1, 10)
    }
  }),
)
export type Settings = z.infer<typeof Settings>
