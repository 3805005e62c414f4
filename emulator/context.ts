// What every route module gets. A module exports `register(app: App, ctx: Ctx): void`.
import type { Hono, MiddlewareHandler } from 'hono'
import type { Me } from '../src/schemas/security.ts'
import type { Chip } from './chip.ts'
import type { Clock } from './clock.ts'
import type { Firmware } from './firmware.ts'
import type { Logger } from './logger.ts'
import type { Store } from './store.ts'

/** Who may call an endpoint: anyone, any signed-in user (admin or guest), admins only. */
export type Level = 'none' | 'auth' | 'admin'

/** Hono variables set by the shared middleware: the parsed JSON body (jsonBody) and the caller (auth). */
export type Env = { Variables: { body: unknown; me: Me | null } }
export type App = Hono<Env>

export interface Ctx {
  store: Store
  log: Logger
  /** Middleware: 401 with an empty body unless the caller reaches `level`; sets c.var.me. */
  auth(level: Level): MiddlewareHandler<Env>
  /** The caller of a request as the firmware sees it (token from header or ?access_token=), or null. */
  me(req: Request): Me | null
  /**
   * Reboots like the firmware: the current reply goes out first, then the emulator is unreachable for
   * restartMs; `whileDown` runs during the outage (factory reset erases the store there). Returns at once.
   */
  restart(whileDown?: () => void): void
  /** Milliseconds since the emulated boot, in the emulated time; restarts reset it. */
  uptimeMs(): number
  /** The emulated time (clock.ts): every route and the bus read it, so uptime, NTP and the values agree. */
  clock: Clock
  /** The bus's values follow the emulated day (bus/day.ts) instead of drifting around fixed values. */
  day: boolean
  /** --lenient: settings POSTs of wrong types answer 200 with defaults, as the firmware (endpoints.ts readSettings). */
  lenient: boolean
  /** The release emulated (--firmware): the paths and shapes that differ between releases (firmware.ts). */
  firmware: Firmware
  /** --ethernet: a cable is in the board's Ethernet port, so network status is 10 whatever WiFi does. */
  ethernet: boolean
  /** --chip: the board's chip, which decides its GPIOs and how `platform` reads (chip.ts). */
  chip: Chip
}
