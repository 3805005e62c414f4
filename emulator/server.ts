// The emulated gateway (3.6.5, or the release of `firmware`, 3.6.0 to 3.8.0): global behaviour of the firmware's
// web server (device-api §0), the route modules, and a listening socket that really goes away during a restart.

import { fileURLToPath } from 'node:url'
import { type ServerType, serve } from '@hono/node-server'
import { Hono } from 'hono'
import type { Release } from '../src/schemas/releases.ts'
import { createAuth } from './auth.ts'
import type { Chip } from './chip.ts'
import { type Clock, createClock } from './clock.ts'
import type { Ctx, Env } from './context.ts'
import { DEFAULT_RELEASE, FIRMWARE } from './firmware.ts'
import { createLiveReload } from './livereload.ts'
import type { Logger } from './logger.ts'
import { createPage } from './page.ts'
import { createProxy, isDevicePath } from './proxy.ts'
import { registerRoutes } from './routes/index.ts'
import { isHeaderValue } from './routes/network.ts'
import { createStore } from './store.ts'

export interface EmulatorOptions {
  /** Folder of settings.json. */
  dataDir: string
  /** The gzipped page; default dist/index.html.gz of this repository. */
  page?: string
  host?: string // default 127.0.0.1
  port?: number // default 3080; 0 picks a free port
  /** Proxy mode: forward /rest, /api and /es to this gateway (http://HOST). */
  device?: string
  /** Live reload: GET /__livereload streams `data: reload` when the page file changes. */
  dev?: boolean
  /** How long a restart keeps the emulator unreachable. */
  restartMs?: number // default 5000
  /** Answer settings POSTs like the firmware: wrong types and out-of-range values take defaults (200), no 400. */
  lenient?: boolean
  /** The release to answer like (firmware.ts); default 3.6.5. */
  firmware?: Release
  /** Start as a factory-new gateway: no WiFi SSID (and no key), so the console offers its setup; the rest of
   *  the stored or demo settings stay. A setup that saves an SSID makes it configured (kept in settings.json). */
  unconfigured?: boolean
  /** An Ethernet cable is in: network status 10 (the gateway is online without WiFi; with `unconfigured`, an
   *  Ethernet-only gateway, whose admin is not sent to the setup). */
  ethernet?: boolean
  /** The board's chip (default ESP32). */
  chip?: Chip
  /** The bus's values follow the emulated day (a boiler that heats and pauses, a room cooler at night); off,
   *  they drift around fixed values, which hold still over a test's few seconds. The command line turns it on. */
  day?: boolean
  /** The emulated time runs `speed` times as fast as the host's (default 1). */
  speed?: number
  /** The emulated time, given by a test (then `speed` is the clock's). */
  clock?: Clock
  log?: Logger
}

export type Emulator = ReturnType<typeof createEmulator>

export const DEFAULT_PAGE = fileURLToPath(new URL('../dist/index.html.gz', import.meta.url))
const consoleLog: Logger = { info: (m) => console.log(m), warn: (m) => console.warn(m) }

export function createEmulator(opts: EmulatorOptions) {
  const log = opts.log ?? consoleLog
  const host = opts.host ?? '127.0.0.1'
  const restartMs = opts.restartMs ?? 5000
  const pageFile = opts.page ?? DEFAULT_PAGE
  let port = opts.port ?? 3080

  const store = createStore(opts.dataDir, log)
  const { me, auth } = createAuth(store)
  const clock = opts.clock ?? createClock(opts.speed)
  let bootAt = clock.now()
  let server: ServerType | null = null
  let wanted = false // listening is wanted (start() called, stop() not)
  let restarting: Promise<void> | null = null
  let wake: (() => void) | null = null // ends the outage early when stop() is called

  const ctx: Ctx = {
    store,
    log,
    auth,
    me,
    restart: (whileDown) => void restart(whileDown),
    uptimeMs: () => clock.now() - bootAt,
    clock,
    day: opts.day ?? false,
    lenient: opts.lenient ?? false,
    ethernet: opts.ethernet ?? false,
    chip: opts.chip ?? 'ESP32',
    firmware: FIRMWARE[opts.firmware ?? DEFAULT_RELEASE],
  }

  const app = new Hono<Env>()
  const warned = new Set<string>()
  const page = createPage(pageFile, opts.dev, ctx.firmware.pageCache)
  const live = opts.dev ? createLiveReload(pageFile) : null
  const proxy = opts.device ? createProxy(opts.device, log) : null

  app.onError((err, c) => {
    log.warn(`${c.req.method} ${c.req.path}: ${err.stack ?? err}`)
    return c.body(null, 500)
  })

  // Headers the firmware puts on every reply (DefaultHeaders). Proxied replies keep the device's own.
  app.use('*', async (c, next) => {
    if (c.req.method === 'OPTIONS')
      c.res = c.body(null, 200) // CORS preflight or not, always 200
    else await next()
    if (proxy && isDevicePath(c.req.path)) return
    const net = store.has('network') ? store.get('network') : {}
    // A stored value that cannot be a header (the settings file edited by hand) is left out with a warning:
    // it must never turn every answer into a 500.
    const header = (name: string, value: unknown, fallback: string) => {
      const v = typeof value === 'string' && value ? value : fallback
      if (isHeaderValue(v)) c.res.headers.set(name, v)
      else if (!warned.has(name)) {
        warned.add(name)
        log.warn(`network settings: ${name} "${v.slice(0, 40)}" is not a valid header value; left out`)
      }
    }
    if (ctx.firmware.serverHeader) header('Server', net.hostname, 'ems-esp') // 3.6.5 on (device-api §10)
    if (net.enableCORS === true) {
      header('Access-Control-Allow-Origin', net.CORSOrigin, '*')
      c.res.headers.set('Access-Control-Allow-Headers', 'Accept, Content-Type, Authorization')
      c.res.headers.set('Access-Control-Allow-Credentials', 'true')
    }
  })

  if (live) app.get('/__livereload', live.handler)
  if (proxy) app.all('*', (c, next) => (isDevicePath(c.req.path) ? proxy(c) : next()))
  else registerRoutes(app, ctx)
  if (opts.unconfigured && !proxy) store.pretend('network', { ...store.get('network'), ssid: '', bssid: '', password: '' })

  // Unmatched: GET gets the page (so /rest/typo answers 200 text/html, like the device), others 404.
  app.notFound((c) => (c.req.method === 'GET' || c.req.method === 'HEAD' ? page(c) : c.body(null, 404)))

  function listen(): Promise<void> {
    return new Promise((resolve, reject) => {
      const s = serve({ fetch: app.fetch, port, hostname: host }, (info) => {
        port = info.port // keep the port a `0` resolved to, so a restart comes back on the same one
        server = s
        resolve()
      })
      s.once('error', reject)
    })
  }

  function close(): Promise<void> {
    const s = server
    server = null
    if (!s) return Promise.resolve()
    return new Promise((resolve) => {
      s.close(() => resolve())
      // Drop open connections too (keep-alive, event streams): a rebooting device just vanishes.
      if ('closeAllConnections' in s) s.closeAllConnections()
    })
  }

  // Without a listening socket (tests using app.request, or after stop()) there is nothing to wait for.
  const sleep = (ms: number) =>
    !wanted
      ? Promise.resolve()
      : new Promise<void>((resolve) => {
          const t = setTimeout(resolve, ms)
          wake = () => {
            clearTimeout(t)
            resolve()
          }
        })

  /** Goes down for restartMs and comes back with a fresh uptime; resolves when reachable again. */
  function restart(whileDown?: () => void): Promise<void> {
    restarting ??= (async () => {
      await sleep(100) // the reply that asked for the restart leaves first, as the firmware waits for the disconnect
      await close()
      try {
        whileDown?.()
      } catch (e) {
        log.warn(`restart: ${(e as Error).message}`)
      }
      log.info(`restarting: unreachable for ${restartMs} ms`)
      await sleep(restartMs)
      bootAt = clock.now()
      if (wanted) await listen()
    })().finally(() => {
      restarting = null
      wake = null
    })
    return restarting
  }

  return {
    app,
    ctx,
    store,
    clock,
    get url() {
      return `http://${host.includes(':') ? `[${host}]` : host}:${port}`
    },
    /** Listens; resolves with the URL. */
    async start(): Promise<string> {
      wanted = true
      if (!server && !restarting) await listen()
      return this.url
    },
    async stop(): Promise<void> {
      wanted = false
      wake?.()
      await restarting
      await close()
      live?.close()
    },
    restart,
  }
}
