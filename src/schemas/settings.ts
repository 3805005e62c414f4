// Application settings (device-api §1c) and board profiles (§1b), with the rules of spec section 5.
// Messages are i18n keys: shared ones under `v.`, the area's own under `settings.v.`.
import * as z from 'zod/mini'
import { isHostOrIp, isValidGpio, issue, when } from './common'

/** The firmware's board profiles (device-api §1b) as people know the boards; CUSTOM is offered besides. */
export const BOARDS: [string, string][] = [
  ['S32', 'BBQKees Gateway S32'], ['S32S3', 'BBQKees Gateway S3'], ['E32', 'BBQKees Gateway E32'],
  ['E32V2', 'BBQKees Gateway E32 V2'], ['NODEMCU', 'NodeMCU 32S'], ['MH-ET', 'MH-ET Live D1 Mini'],
  ['LOLIN', 'Lolin D32'], ['OLIMEX', 'Olimex ESP32-EVB'], ['OLIMEXPOE', 'Olimex ESP32-POE'],
  ['C3MINI', 'Wemos C3 Mini'], ['S2MINI', 'Wemos S2 Mini'], ['S3MINI', 'Liligo S3'],
]

// A number input holds NaN while it is empty; the object rules below decide whether that is an error
// (so a CUSTOM board says 'LED GPIO is required', and a hidden field never blocks a save).
const num = z.union([z.number(), z.nan()])
const int = z.number().check(z.int())
const bool = z.boolean()

/** GET /rest/boardProfile?boardProfile=NAME: the pins and ethernet values of one board. */
export const BoardProfile = z.object({
  board_profile: z.string(),
  led_gpio: num,
  dallas_gpio: num,
  rx_gpio: num,
  tx_gpio: num,
  pbutton_gpio: num,
  phy_type: int, // 0 none, 1 LAN8720, 2 TLK110
  eth_power: num, // GPIO, -1 = none
  eth_phy_addr: num,
  eth_clock_mode: int, // 0-3
})
export type BoardProfile = z.infer<typeof BoardProfile>

/** The GPIO fields a CUSTOM board needs, in the order the form shows them. */
export const PINS = ['rx_gpio', 'tx_gpio', 'pbutton_gpio', 'dallas_gpio', 'led_gpio'] as const

// Keys the form never shows (version, platform, solar_maxflow, weblog_*) are not in the schema: the loose
// object passes them through as received (the firmware's upgrade check depends on `version`, device-api
// §8.2), and a firmware that sends none of them or other types is not refused.
export const Settings = z
  .looseObject({
    ...BoardProfile.shape,
    locale: z.string(),
    tx_mode: int,
    ems_bus_id: int,
    syslog_enabled: bool,
    syslog_level: int,
    trace_raw: bool,
    syslog_mark_interval: num,
    syslog_host: z.string(),
    syslog_port: num,
    boiler_heatingoff: z.optional(bool), // 3.6.4 on (device-api §10)
    shower_timer: bool,
    shower_alert: bool,
    shower_alert_coldshot: num,
    shower_alert_trigger: num,
    dallas_parasite: bool,
    hide_led: bool,
    low_clock: bool,
    telnet_enabled: bool,
    notoken_api: bool,
    readonly_mode: bool,
    analog_enabled: bool,
    fahrenheit: bool,
    bool_format: int,
    bool_dashboard: int,
    enum_format: int,
  })
  .check((ctx) => {
    const s = ctx.value
    const bad = (k: keyof typeof s, msg: string) => issue(ctx, k, msg, s[k])
    const range = (k: keyof typeof s, min: number, max: number, msg: string) => {
      const v = s[k] as number
      if (!Number.isInteger(v) || v < min || v > max) bad(k, msg)
    }
    for (const k of PINS) {
      if (s.board_profile !== 'CUSTOM') range(k, -1, 127, 'v.invalid') // a profile's pins; only bad input fails
      else if (Number.isNaN(s[k])) bad(k, k === 'dallas_gpio' ? 'settings.v.gpioRequired' : 'v.required')
      else if (!isValidGpio(s[k], s.platform)) bad(k, 'v.gpio')
    }
    if (when(s.board_profile === 'CUSTOM' && s.phy_type !== 0)) {
      range('eth_power', -1, 48, 'v.invalid')
      range('eth_phy_addr', 0, 31, 'v.invalid')
    }
    if (when(s.syslog_enabled)) {
      if (!s.syslog_host) bad('syslog_host', 'v.required')
      else if (!isHostOrIp(s.syslog_host)) bad('syslog_host', 'v.hostOrIp')
      range('syslog_port', 0, 65535, 'v.port')
      range('syslog_mark_interval', 0, 10, 'settings.v.mark')
    }
    if (when(s.shower_timer && s.shower_alert)) { // the alert needs the timer
      range('shower_alert_trigger', 1, 20, 'settings.v.trigger')
      range('shower_alert_coldshot', 1, 10, 'settings.v.coldshot')
    }
  })
export type Settings = z.infer<typeof Settings>
