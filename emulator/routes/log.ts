// The web log (device-api §1b, §2b): log settings, fetchLog and the /es/log event stream, with a buffer
// filled by realistic gateway traffic at a steady pace. Like the firmware's WebLogService, the buffer lives
// in RAM (a restart empties it and ids start again at 1), keeps only messages at or below the configured
// level, holds at most max_messages, and has ONE send pointer shared by all stream clients.

import { since } from '../../src/schemas/releases.ts'
import { type LogEntry, LogSettings } from '../../src/schemas/system.ts'
import type { App, Ctx } from '../context.ts'
import { jsonRoute, onlyKnown, readSettings } from '../endpoints.ts'
import type { Store } from '../store.ts'
import { formatUptime } from './hardware.ts'
import { localTime } from './ntp.ts'

/** Factory settings of 3.6.5 (weblog_level INFO, weblog_buffer 50, weblog_compact true). */
export const LOG_DEFAULTS: LogSettings = { level: 6, max_messages: 50, compact: true }
/** One new message of traffic per PACE_MS of uptime. */
export const PACE_MS = 1000
/** The firmware sends at most one message per loop, at least 30 ms apart. */
const SEND_GAP_MS = 30

type Msg = [level: number, name: string, text: string]
const ERR = 3,
  WARNING = 4,
  NOTICE = 5,
  INFO = 6,
  DEBUG = 7

const hex = (n: number, seed: number) =>
  Array.from({ length: n }, (_, i) => ((seed * 37 + i * 101) & 0xff).toString(16).toUpperCase().padStart(2, '0')).join(' ')
const wave = (k: number, base: number, swing: number) => (base + swing * Math.sin(k / 7)).toFixed(1)

/** The k-th message of traffic: a boiler and thermostat talking, MQTT publishing, a sensor, now and then a shower. */
export function traffic(k: number): Msg {
  switch (k % 12) {
    case 0:
      return [INFO, 'emsesp', `Boiler: flow temperature ${wave(k, 52, 6)} °C, return ${wave(k, 41, 4)} °C`]
    case 1:
      return [DEBUG, 'emsesp', `Boiler(0x08) -> All(0x00), UBAMonitorFast(0x18), data: ${hex(12, k)}`]
    case 2:
      return [INFO, 'mqtt', `Published ${20 + (k % 9)} values to ems-esp/boiler_data`]
    case 3:
      return [DEBUG, 'emsesp', `Thermostat(0x10) -> Boiler(0x08), UBASetPoints(0x1A), data: ${hex(4, k)}`]
    case 4:
      return [INFO, 'temperaturesensor', `Sensor 28-233D-9497-0C03: ${wave(k, 21, 1.5)} °C`]
    case 5:
      return [DEBUG, 'emsesp', `Last Tx read successful (0x10 -> 0x08, type 0x18)`]
    case 6:
      return [INFO, 'mqtt', `Published ${8 + (k % 5)} values to ems-esp/thermostat_data`]
    case 7:
      return k % 48 === 7
        ? [WARNING, 'emsesp', 'Last Tx read failed, retrying (0x10 -> 0x18)']
        : [DEBUG, 'emsesp', 'Sending read request to Thermostat(0x10), type 0x02BA']
    case 8:
      return [NOTICE, 'shower', k % 24 === 8 ? 'Shower started' : `Hot water ${wave(k, 48, 3)} °C, tap ${k % 24 < 12 ? 'off' : 'on'}`]
    case 9:
      return [INFO, 'emsesp', `Thermostat hc1: room temperature ${wave(k, 21, 0.8)} °C, setpoint 21.0 °C`]
    case 10:
      return k % 96 === 10 ? [ERR, 'mqtt', 'MQTT disconnected: TCP disconnected, reconnecting'] : [DEBUG, 'mqtt', 'Heartbeat published']
    default:
      return [INFO, 'emsesp', `Bus statistics: ${1200 + k * 3} telegrams received, 0 errors`]
  }
}

/** What a boot writes first. */
function bootMessages(hostname: string, version: string): Msg[] {
  return [
    [NOTICE, 'emsesp', `Starting EMS-ESP version ${version} (ESP32)`],
    [INFO, 'emsesp', 'Loading settings from file system'],
    [INFO, 'network', `WiFi connected, IP address 192.168.1.50, hostname ${hostname}`],
    [INFO, 'emsesp', 'EMS bus connected (Tx mode 1)'],
    [INFO, 'emsesp', 'Found Boiler: GB125 (DeviceID 0x08, ProductID 123, Version 06.01)'],
    [INFO, 'emsesp', 'Found Thermostat: RC310 (DeviceID 0x10, ProductID 158, Version 75.01)'],
  ]
}

interface Client {
  send(frame: string): void
  close(): void
}

const writers = new WeakMap<Store, (m: Msg) => void>()

/** Adds a line to the web log of this emulator, as the firmware's own modules log (restarts, uploads...). */
export const logLine = (ctx: Pick<Ctx, 'store'>, level: number, name: string, text: string) => writers.get(ctx.store)?.([level, name, text])

/** `id: <i>`, `event: message`, `data: <json>`, CRLF separated, no retry line (device-api §2b). */
export const frame = (e: LogEntry) => `id: ${e.i}\r\nevent: message\r\ndata: ${JSON.stringify(e)}\r\n\r\n`

export function register(app: App, ctx: Ctx) {
  ctx.store.define('log', LOG_DEFAULTS, LogSettings)
  const settings = () => ctx.store.get<LogSettings>('log')

  let boot = NaN // the emulated instant of the boot the buffer belongs to
  let lastId = 0
  let madeUntil = 0 // uptime up to which traffic has been made
  let k = 0 // traffic counter
  let tail = 0 // the shared send pointer: id of the last message sent
  let buffer: LogEntry[] = []
  const clients = new Set<Client>()
  let timer: ReturnType<typeof setTimeout> | null = null

  // Local time once NTP runs (the emulated time server always answers), else uptime, as the firmware stamps;
  // 3.8.0 writes it ISO-style, with a T between date and time.
  const stamp = (uptime: number) => {
    const ntp = ctx.store.has('ntp') ? ctx.store.get('ntp') : {}
    if (ntp.enabled !== true) return formatUptime(uptime)
    const ms = boot + uptime
    return `${localTime(ms, String(ntp.tz_label)).replace('T', ctx.firmware.logTimeT ? 'T' : ' ')}.${String(ms % 1000).padStart(3, '0')}`
  }

  function add([l, n, m]: Msg, uptime: number, s: LogSettings) {
    if (s.level < 0 || l > s.level) return // the logger hands the web log only what passes its level
    buffer.push({ t: stamp(uptime), l, i: ++lastId, n, m })
    if (buffer.length > s.max_messages) buffer = buffer.slice(-s.max_messages)
  }

  /** Brings the buffer up to now: a fresh boot starts over; traffic made lazily, one message per PACE_MS. */
  function catchUp() {
    const s = settings()
    const now = ctx.uptimeMs()
    const bootAt = ctx.clock.now() - now
    if (!(Math.abs(bootAt - boot) < 50)) {
      boot = bootAt
      buffer = []
      lastId = tail = k = 0
      for (const c of clients) c.close() // streams of the previous boot are gone
      clients.clear()
      const net = ctx.store.has('network') ? ctx.store.get('network') : {}
      for (const [i, m] of bootMessages(typeof net.hostname === 'string' && net.hostname ? net.hostname : 'ems-esp', ctx.firmware.version).entries())
        add(m, 120 + i * 180, s)
      madeUntil = 1500
    }
    // After a long quiet spell only the newest messages can still be in the buffer: skip the rest.
    const due = Math.floor((now - madeUntil) / PACE_MS)
    const skip = Math.max(0, due - 2 * s.max_messages)
    k += skip
    madeUntil += skip * PACE_MS
    while (madeUntil + PACE_MS <= now) {
      madeUntil += PACE_MS
      add(traffic(k++), madeUntil, s)
    }
  }

  writers.set(ctx.store, (m) => {
    catchUp()
    add(m, ctx.uptimeMs(), settings())
  })

  // One message per turn to every client, at least SEND_GAP_MS apart; idle while nobody listens.
  function pump() {
    timer = null
    if (!clients.size) return
    catchUp()
    const next = buffer.find((e) => e.i > tail)
    if (next) {
      tail = next.i
      const f = frame(next)
      for (const c of clients) c.send(f)
    }
    timer = setTimeout(pump, next ? SEND_GAP_MS : 100)
  }

  // From 3.7.0 a read of the log settings also rewinds the stream (there is no fetchLog any more), and so
  // does a POST whose body is no object; the answer tells whether the board has PSRAM and developer mode.
  const r = ctx.firmware.version
  const since37 = since(r, '3.7.0')
  jsonRoute(app, ctx, '/rest/logSettings', 'none', (c) => {
    const body = c.get('body')
    const isObject = !!body && typeof body === 'object' && !Array.isArray(body)
    if (c.req.method !== 'POST' || (since37 && !isObject)) {
      if (!since37) return c.json(settings())
      catchUp()
      tail = 0
      const developer = ctx.store.has('settings') && ctx.store.get('settings').developer_mode === true
      return c.json({ ...settings(), psram: true, developer_mode: developer })
    }
    if (!isObject) return c.body(null, 400)
    // The firmware reads all three keys without defaults: a missing one is 0 or false.
    const read = readSettings(ctx, { level: 0, max_messages: 0, compact: false }, body as Record<string, unknown>, LogSettings)
    if (!read) return c.body(null, 400)
    const data = onlyKnown(read, LOG_DEFAULTS, LogSettings) as LogSettings
    catchUp()
    ctx.store.set('log', data)
    if (data.level < 0) buffer = []
    buffer = buffer.slice(-data.max_messages)
    return c.body(null, 200)
  })

  // Replays the whole buffer over /es/log; returns nothing itself. Until 3.6.5.
  if (!since37)
    app.post('/rest/fetchLog', (c) => {
      catchUp()
      tail = 0
      return c.body(null, 200)
    })

  app.get('/es/log', async (c, next) => {
    // Until 3.6.5, without an admin token the stream handler is skipped: the request falls through to the
    // page. From 3.7.0 the stream has no filter at all.
    if (!since37 && !ctx.me(c.req.raw)?.admin) return next()
    catchUp()
    const enc = new TextEncoder()
    let client: Client
    const body = new ReadableStream<Uint8Array>({
      start(ctl) {
        client = {
          send: (f) => ctl.enqueue(enc.encode(f)),
          close: () => {
            try {
              ctl.close()
            } catch {
              // already cancelled by the client
            }
          },
        }
        clients.add(client)
        if (!timer) pump()
      },
      cancel() {
        clients.delete(client)
      },
    })
    return c.body(body, 200, { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-cache' })
  })
}
