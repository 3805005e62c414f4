// The gateway's own state as system status reports it from 3.7.0 on: a restart asked for over the web (the
// /api system command, an upload, a URL install, a partition switch) is only queued, and carried out when
// /rest/systemStatus is next read. The page that asked thus gets its answer, then polls system status, sees
// "restarting" (3.7.0-3.7.1) or 4 (3.7.2 on) and watches the gateway go away (device-api §5).
import type { Ctx } from '../context.ts'
import type { Store } from '../store.ts'
import { logLine } from './log.ts'

const INFO = 6

/** The status codes of 3.7.2 on (an upload in progress counts from 100 up to 199 with its progress). */
export const STATUS = { normal: 0, pendingUpload: 1, error: 3, pendingRestart: 4, restartRequested: 5, uploading: 100 } as const

/** How long the emulated gateway takes to fetch and write an image given by URL. */
export const UPLOAD_URL_MS = 1500

export interface SystemState {
  /** The status code now. */
  code(): number
  /** The code as 3.7.0-3.7.1 name it. */
  text(): 'ready' | 'uploading' | 'restarting'
  /** The systemStatus action: any code; 4 queues a restart. */
  set(code: number): void
  /** Queues a restart; `whileDown` runs during the outage (a restore, an erase). */
  queueRestart(whileDown?: () => void): void
  /** System status has just been read: a queued restart starts now (the reply leaves first). */
  afterRead(): void
  /** An image is fetched from a URL: uploading for UPLOAD_URL_MS, then a restart is queued (or, for a URL that
   *  names "fail", the upload error). */
  installFrom(url: string): void
}

const states = new WeakMap<Store, SystemState>()

export function stateOf(ctx: Ctx): SystemState {
  let s = states.get(ctx.store)
  if (!s) states.set(ctx.store, (s = createState(ctx)))
  return s
}

function createState(ctx: Ctx): SystemState {
  let boot = NaN
  let code: number = STATUS.normal
  let whileDown: (() => void) | undefined
  let uploadStart = 0
  // An image whose URL names "fail" cannot be installed (a download or a write that fails).
  let failing = false

  // Held in RAM: whatever restarted the gateway, it comes back normal.
  function current() {
    const bootAt = ctx.clock.now() - ctx.uptimeMs()
    if (!(Math.abs(bootAt - boot) < 50)) {
      boot = bootAt
      code = STATUS.normal
      whileDown = undefined
    }
    if (code >= STATUS.uploading) {
      const done = (Date.now() - uploadStart) / UPLOAD_URL_MS
      if (done < 1) code = STATUS.uploading + Math.floor(done * 100)
      else if (failing) {
        logLine(ctx, 3, 'system', 'Firmware upload failed')
        code = STATUS.error
      } else {
        logLine(ctx, INFO, 'system', 'Firmware upload done, restart queued')
        code = STATUS.pendingRestart
      }
    }
    return code
  }

  const queueRestart = (then?: () => void) => {
    current()
    code = STATUS.pendingRestart
    whileDown = then
  }

  return {
    code: current,
    text() {
      const c = current()
      if (c === STATUS.pendingRestart || c === STATUS.restartRequested) return 'restarting'
      return c === STATUS.pendingUpload || c >= STATUS.uploading ? 'uploading' : 'ready'
    },
    set(c) {
      if (c === STATUS.pendingRestart) queueRestart()
      else {
        current()
        code = c
      }
    },
    queueRestart,
    afterRead() {
      if (current() !== STATUS.pendingRestart) return
      code = STATUS.restartRequested
      const then = whileDown
      whileDown = undefined
      ctx.restart(() => {
        code = STATUS.normal
        then?.()
      })
    },
    installFrom(url) {
      current()
      logLine(ctx, INFO, 'system', `Firmware location: ${url}`)
      uploadStart = Date.now()
      failing = url.includes('fail')
      code = STATUS.uploading
    },
  }
}

/**
 * The admin-only system commands of /api that replaced POST /rest/restart and /rest/factoryReset in 3.7.0, by
 * their `id`: restart with id 0 (what the web sends) is queued until system status is next read, any other
 * id restarts at once; format erases the settings and restarts at once (the reply leaves first).
 */
export function systemCommands(ctx: Ctx): Record<string, (id: number) => void> {
  return {
    restart(id) {
      if (id !== 0) return restartNow(ctx, 'Restarting system immediately')
      logLine(ctx, INFO, 'system', 'Preparing to restart system')
      stateOf(ctx).queueRestart()
    },
    format: () => restartNow(ctx, 'Removing all config files', () => ctx.store.erase()),
  }
}

function restartNow(ctx: Ctx, why: string, whileDown?: () => void) {
  logLine(ctx, INFO, 'system', why)
  ctx.restart(whileDown)
}
