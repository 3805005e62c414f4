// Application settings and board profiles (device-api §1b, §1c, §8.2-8.3).

import { factsOf } from '../../src/schemas/releases.ts'
import { type BoardProfile, Settings } from '../../src/schemas/settings.ts'
import { SENSOR_DEFAULTS, type SensorSettings } from '../bus/sensors.ts'
import { boardPinsOk, type Chip, platformOf } from '../chip.ts'
import type { App, Ctx } from '../context.ts'
import { httpEndpoint, onlyKnown, readSettings, releaseKeys } from '../endpoints.ts'
import { stateOf } from './system-state.ts'

// Pins per board as the firmware's load_board_profile() has them:
// led, dallas, rx, tx, button, phy_type, eth_power, eth_phy_addr, eth_clock_mode.
const PROFILES: Record<string, number[]> = {
  S32: [2, 18, 23, 5, 0, 0, 0, 0, 0], // BBQKees Gateway S32
  E32: [2, 4, 5, 17, 33, 1, 16, 1, 0], // BBQKees Gateway E32 (LAN8720)
  E32V2: [2, 14, 4, 5, 34, 1, 15, 0, 1], // BBQKees Gateway E32 V2
  E32V2_2: [32, 14, 4, 5, 34, 1, 15, 0, 1], // BBQKees Gateway E32 V2.2, an RGB LED: 3.8.0 on
  'MH-ET': [2, 18, 23, 5, 0, 0, 0, 0, 0], // MH-ET Live D1 Mini
  NODEMCU: [2, 18, 23, 5, 0, 0, 0, 0, 0], // NodeMCU 32S
  LOLIN: [2, 18, 17, 16, 0, 0, 0, 0, 0], // Lolin D32
  OLIMEX: [0, 0, 36, 4, 34, 1, -1, 0, 0], // Olimex ESP32-EVB: no LED, no sensor bus
  OLIMEXPOE: [0, 0, 36, 4, 34, 1, 12, 0, 3], // Olimex ESP32-POE
  C3MINI: [7, 1, 4, 5, 9, 0, 0, 0, 0], // Lolin C3 Mini
  S2MINI: [15, 7, 11, 12, 0, 0, 0, 0, 0], // Lolin S2 Mini
  S3MINI: [17, 18, 8, 5, 0, 0, 0, 0, 0], // Liligo S3
  S32S3: [2, 18, 5, 17, 0, 0, 0, 0, 0], // BBQKees Gateway S3
}
const PIN_KEYS = ['led_gpio', 'dallas_gpio', 'rx_gpio', 'tx_gpio', 'pbutton_gpio', 'phy_type', 'eth_power', 'eth_phy_addr', 'eth_clock_mode'] as const

const asProfile = (name: string, pins: number[]) => Object.fromEntries([['board_profile', name], ...PIN_KEYS.map((k, i) => [k, pins[i]])]) as BoardProfile
/** The pins of a named board, or null for a name the firmware does not know. */
export const profile = (name: string) => (PROFILES[name] ? asProfile(name, PROFILES[name]) : null)

/** Factory settings of a 3.6.5 BBQKees Gateway S32 (the firmware's defaults with that board detected). */
export const SETTINGS_DEFAULTS: Settings = {
  ...profile('S32')!,
  version: '3.6.5',
  platform: 'ESP32',
  locale: 'en',
  tx_mode: 1,
  ems_bus_id: 0x0b,
  syslog_enabled: false,
  syslog_level: 3,
  trace_raw: false,
  syslog_mark_interval: 0,
  syslog_host: '',
  syslog_port: 514,
  boiler_heatingoff: false,
  shower_timer: false,
  shower_alert: false,
  shower_alert_coldshot: 10,
  shower_alert_trigger: 7,
  dallas_parasite: false,
  hide_led: false,
  low_clock: false,
  telnet_enabled: true,
  notoken_api: false,
  readonly_mode: false,
  analog_enabled: true,
  solar_maxflow: 30,
  fahrenheit: false,
  bool_format: 1,
  bool_dashboard: 1,
  enum_format: 1,
  weblog_level: 6,
  weblog_buffer: 50,
  weblog_compact: true,
}

/** What 3.7.0 added (led_type: 3.7.2), with the firmware's defaults; older releases leave them out (firmware.ts absent). */
export const SETTINGS_NEWER = {
  remote_timeout_en: false,
  remote_timeout: 24,
  shower_min_duration: 180,
  modbus_enabled: false,
  modbus_port: 502,
  modbus_max_clients: 10,
  modbus_timeout: 10000,
  developer_mode: false,
  led_type: 0, // 3.7.2 on: a plain LED (1 is an RGB one)
}

/** Fields the firmware applies only after a restart: changing one answers 205 (device-api §8.3). */
const RESTART_FIELDS = ['rx_gpio', 'tx_gpio', 'phy_type', 'eth_power', 'eth_phy_addr', 'eth_clock_mode', 'telnet_enabled', 'ems_bus_id', 'low_clock'] as const

/** The board a chip's factory settings have (load_board_profile's BBQKees or Wemos/Lolin board for it). */
const BOARD: Record<Chip, string> = { ESP32: 'S32', ESP32S2: 'S2MINI', ESP32S3: 'S32S3', ESP32C3: 'C3MINI' }

export function register(app: App, ctx: Ctx) {
  // The running release writes its version into the settings (device-api §10); the chip (--chip) its platform.
  const platform = platformOf(ctx.chip, ctx.firmware.chipDash)
  const defaults: Settings = { ...SETTINGS_DEFAULTS, ...SETTINGS_NEWER, ...profile(BOARD[ctx.chip]), version: ctx.firmware.version, platform }
  ctx.store.define('settings', defaults, Settings)
  const current = () => ctx.store.get<Settings>('settings')
  const release = releaseKeys(ctx, 'settings') // boiler_heatingoff only from 3.6.4
  const answer = () => release.answer({ ...current(), version: ctx.firmware.version, platform })
  const analogGpios = () => (ctx.store.has('sensors') ? ctx.store.get<SensorSettings>('sensors') : SENSOR_DEFAULTS).as.map((a) => a.gpio)

  // HttpEndpoint like the others, except that `platform` is the chip's and `version` the firmware's: neither
  // can be written.
  httpEndpoint(app, ctx, '/rest/settings', 'admin', (c) => {
    if (c.req.method !== 'POST') return c.json(answer())
    const body = c.get('body')
    if (!body || typeof body !== 'object' || Array.isArray(body)) return c.body(null, 400)
    const before = current()
    const posted = release.posted({ ...body, platform: defaults.platform, version: defaults.version }, before)
    const read = readSettings(ctx, { ...defaults }, posted, Settings)
    if (!read) return c.body(null, 400)
    const data = onlyKnown(read, defaults, Settings) as Settings
    // 3.8.0 keeps the old settings when a pin is not valid or taken twice, and says so in system status
    if (ctx.firmware.gpioCheck && !boardPinsOk(ctx.chip, data, analogGpios())) {
      stateOf(ctx).set(6)
      return c.body(null, 400)
    }
    ctx.store.set('settings', data)
    if (RESTART_FIELDS.some((k) => before[k] !== data[k])) return c.body(null, 205)
    return c.json(answer())
  })

  // Without the parameter the device answers 200 with an empty body; CUSTOM echoes the current pins.
  app.get('/rest/boardProfile', ctx.auth('auth'), (c) => {
    const name = c.req.query('boardProfile')
    if (name === undefined) return c.body(null, 200)
    const s = current()
    const p =
      name === 'CUSTOM'
        ? asProfile(
            name,
            PIN_KEYS.map((k) => s[k]),
          )
        : name !== 'E32V2_2' || factsOf(ctx.firmware.version).app38
          ? profile(name)
          : null
    // An unknown name is undefined behaviour on the device. Every board but the E32 V2.2 has a plain LED (led_type 0, 3.7.2 on).
    return p ? c.json(releaseKeys(ctx, 'boardProfile').answer({ ...p, led_type: +(name === 'E32V2_2') })) : c.body(null, 400)
  })
}
