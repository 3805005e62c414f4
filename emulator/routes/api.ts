// The parts of the device's own API the console uses (device-api §1b, §2d): system info and all values,
// asked for with POST /api {device: 'system', entity, id: 0} (or GET /api?device=system&cmd=...). No
// token is needed to read. Other areas' store values are read by name, with defaults when absent.

import { since } from '../../src/schemas/releases.ts'
import { busOf, TYPE_NAMES } from '../bus/index.ts'
import { platformOf } from '../chip.ts'
import type { App, Ctx } from '../context.ts'
import { jsonRoute } from '../endpoints.ts'
import { allValues } from './all-values.ts'
import { formatUptime, systemStatus } from './hardware.ts'
import { systemCommands } from './system-state.ts'

type Obj = Record<string, unknown>
const isObj = (v: unknown): v is Obj => !!v && typeof v === 'object' && !Array.isArray(v)

/** `[output key, store key]` pairs: the firmware names its info fields in words. */
const pick = (from: Obj, pairs: [string, string][]): Obj => Object.fromEntries(pairs.filter(([, k]) => from[k] !== undefined).map(([out, k]) => [out, from[k]]))

const pairs = (s: string): [string, string][] => s.split(',').map((p) => p.split('=') as [string, string])

export function register(app: App, ctx: Ctx) {
  const bus = busOf(ctx)
  const area = (name: string): Obj => (ctx.store.has(name) ? ctx.store.get(name) : {})

  /** GET /api/system/info: the sections the firmware's command_info writes. */
  function info(): Obj {
    const s = area('settings')
    const net = area('network')
    const ap = area('ap')
    const mqtt = area('mqtt')
    const st = systemStatus(ctx.uptimeMs(), ctx.firmware.version, platformOf(ctx.chip, ctx.firmware.chipDash))
    const busStatus = bus.status()
    const stat = (id: number) => busStatus.stats.find((x) => x.id === id) ?? { s: 0, f: 0, q: 0 }
    const sensors = bus.sensors.data()
    return {
      'System Info': {
        version: st.emsesp_version,
        uptime: formatUptime(ctx.uptimeMs()),
        'uptime (seconds)': Math.floor(ctx.uptimeMs() / 1000),
        platform: st.esp_platform,
        arduino: st.arduino_version,
        sdk: st.sdk_version,
        'free mem': st.free_heap,
        'max alloc': st.max_alloc_heap,
        'used app': st.app_used,
        'free app': st.app_free,
        partition: st.partition,
        'reset reason': 'Software reset CPU / Software reset CPU',
      },
      'Network Info': {
        network: 'WiFi',
        hostname: net.hostname ?? 'ems-esp',
        RSSI: -54,
        ...pick(
          net,
          pairs(
            'TxPower setting=tx_power,static ip config=static_ip_config,enable IPv6=enableIPv6,low bandwidth=bandwidth20,disable sleep=nosleep,enable MDNS=enableMDNS,enable CORS=enableCORS',
          ),
        ),
        ...(net.enableCORS ? { 'CORS origin': net.CORSOrigin } : {}),
        'AP provision mode': ['always', 'disconnected', 'never'][Number(ap.provision_mode ?? 1)],
        'AP security': ap.password === '' ? 'open' : 'wpa2',
        'AP ssid': ap.ssid ?? 'ems-esp',
      },
      'NTP Info': {
        'NTP status': area('ntp').enabled ? 'connected' : 'disconnected',
        ...pick(area('ntp'), pairs('enabled=enabled,server=server,tz label=tz_label')),
      },
      'OTA Info': pick(area('ota'), pairs('enabled=enabled,port=port')),
      'MQTT Info': {
        'MQTT status': mqtt.enabled ? 'connected' : 'disconnected',
        ...pick(
          mqtt,
          pairs(
            'enabled=enabled,client id=client_id,keep alive=keep_alive,clean session=clean_session,entity format=entity_format,base=base,discovery prefix=discovery_prefix,discovery type=discovery_type,nested format=nested_format,ha enabled=ha_enabled,mqtt qos=mqtt_qos,mqtt retain=mqtt_retain,publish time heartbeat=publish_time_heartbeat,publish time boiler=publish_time_boiler,publish time thermostat=publish_time_thermostat,publish time solar=publish_time_solar,publish time mixer=publish_time_mixer,publish time other=publish_time_other,publish time sensor=publish_time_sensor,publish single=publish_single,publish2command=publish_single2cmd,send response=send_response',
          ),
        ),
      },
      'Syslog Info': { enabled: s.syslog_enabled === true, ...(s.syslog_enabled ? { 'syslog started': true, 'syslog ip': s.syslog_host } : {}) },
      'Sensor Info': {
        'temperature sensors': sensors.ts.length,
        'temperature sensor reads': stat(3).s,
        'temperature sensor fails': stat(3).f,
        ...(sensors.analog_enabled ? { 'analog sensors': sensors.as.length, 'analog sensor reads': stat(4).s, 'analog sensor fails': stat(4).f } : {}),
      },
      'API Info': { 'API calls': stat(6).s, 'API fails': stat(6).f },
      'Bus Info': {
        'bus status': ['connected', 'connected, tx issues - try a different Tx Mode', 'disconnected'][busStatus.status],
        'bus protocol': s.tx_mode === 3 ? 'HT3' : 'Buderus',
        'bus telegrams received (rx)': stat(0).s,
        'bus reads (tx)': stat(1).s,
        'bus writes (tx)': stat(2).s,
        'bus incomplete telegrams': stat(0).f,
        'bus reads failed': stat(1).f,
        'bus writes failed': stat(2).f,
        'bus rx line quality': stat(0).q,
        'bus tx line quality': Math.round((stat(1).q + stat(2).q) / 2),
      },
      Settings: {
        ...pick(
          s,
          pairs('board profile=board_profile,locale=locale,tx mode=tx_mode,ems bus id=ems_bus_id,shower timer=shower_timer,shower alert=shower_alert'),
        ),
        ...(s.shower_alert ? pick(s, pairs('shower alert coldshot=shower_alert_coldshot,shower alert trigger=shower_alert_trigger')) : {}),
        ...(s.board_profile === 'CUSTOM'
          ? pick(s, pairs('phy type=phy_type,rx gpio=rx_gpio,tx gpio=tx_gpio,dallas gpio=dallas_gpio,pbutton gpio=pbutton_gpio,led gpio=led_gpio'))
          : {}),
        ...pick(
          s,
          pairs(
            'hide led=hide_led,notoken api=notoken_api,readonly mode=readonly_mode,fahrenheit=fahrenheit,dallas parasite=dallas_parasite,bool format=bool_format,bool dashboard=bool_dashboard,enum format=enum_format,analog enabled=analog_enabled,telnet enabled=telnet_enabled,max web log buffer=weblog_buffer',
          ),
        ),
      },
      Devices: bus.devices().map((d) => ({
        type: (TYPE_NAMES[d.type] ?? 'unknown').toLowerCase(),
        name: d.name,
        'device id': '0x' + d.deviceId.toString(16).toUpperCase().padStart(2, '0'),
        'product id': d.productId,
        version: d.version,
        entities: d.entities.length,
      })),
    }
  }

  const r = ctx.firmware.version
  const commands = systemCommands(ctx)
  jsonRoute(app, ctx, '/api', 'none', (c) => {
    const body: Obj = c.req.method === 'GET' ? c.req.query() : isObj(c.get('body')) ? (c.get('body') as Obj) : {}
    const what = String(body.entity ?? body.cmd ?? '')
    bus.apiCall()
    const reply = (answer: object, status: 200 | 400 | 401 | 404) =>
      c.body(JSON.stringify(answer), status, { 'Content-Type': 'application/json; charset=utf-8' })
    if (body.device !== 'system') return reply({ message: 'unknown command' }, 400)
    if (what === 'info') return reply(info(), 200)
    if (!since(r, '3.7.0')) return what === 'allvalues' && ctx.firmware.allValues ? reply(allValues(ctx), 200) : reply({ message: 'unknown command' }, 400)
    const run = commands[what]
    if (run) {
      // Admin-only commands: an admin's token, or the setting notoken_api.
      const settings = ctx.store.has('settings') ? ctx.store.get('settings') : {}
      if (!ctx.me(c.req.raw)?.admin && settings.notoken_api !== true) return reply({ message: 'authentication failed' }, 401)
      run(Number(body.id ?? -1))
      return reply({}, 200)
    }
    // A system command this release does not have (allvalues among them: it became an export of /rest/action).
    if (!since(r, '3.7.2')) return reply({ message: `no ${what} in system` }, 400)
    return reply({ message: since(r, '3.8.0') ? `no '${what}' in system` : `no entity '${what}' in system` }, 404)
  })
}
