// The emulator's clock held by the test. Its uptime and an install's progress are read from Date.now(), which
// here stands still until the test moves it on, so a check of either holds however slowly the machine runs.
// Only for emulators without a socket (app.request): a real server's and fetch's timers would see the jumps.
import type { testEmulator } from '../../e2e/emulator.ts'

const realNow = Date.now
let now = 0

/** From here on Date.now() stands still, moved only by `later()`; `releaseClock()` lets it run again. */
export const holdClock = () => {
  now = realNow()
  Date.now = () => now
}
export const releaseClock = () => {
  Date.now = realNow
}
/** `ms` pass. */
export const later = (ms: number) => void (now += ms)

/** Whether the emulator has booted since the clock last moved. Without a socket a restart has no outage: it is
 *  done once the promises it started have run, before the next turn of the event loop. */
export const restarted = async (t: ReturnType<typeof testEmulator>) => {
  await new Promise((ok) => setImmediate(ok))
  return t.emulator.ctx.uptimeMs() === 0
}
