// The restart flow (spec section 4): after a restart, factory reset or partition switch the device is
// away for a while; poll the system status every 3 s for up to 2 minutes, then reload the page it was
// started from, or show 'Timed out'.
import { signal } from '@preact/signals'
import { ApiError } from '../api/client'
import { isUp, restart } from '../api/system'

/** 'idle', 'waiting' (restarting screen) or 'timeout'. */
export const restartState = signal<'idle' | 'waiting' | 'timeout'>('idle')
export const POLL_MS = 3000
export const LIMIT_MS = 120_000

/** Shows the waiting screen and polls until the device answers again, then loads `to`: the page it was started
 *  from (an upload: /fileUpdated). `screen` false: polls without the screen (the setup shows where to find the
 *  device meanwhile). */
export async function awaitRestart(to = location.pathname, screen = true) {
  if (screen) restartState.value = 'waiting'
  const end = Date.now() + LIMIT_MS
  // Give the device time to go down before the first poll, or the old instance may answer it.
  while (Date.now() < end) {
    await new Promise((r) => setTimeout(r, POLL_MS))
    try {
      await isUp()
    } catch (e) {
      // 401: back, but with another secret or user list (factory reset, restored backup); the reload signs out
      if (!(e instanceof ApiError && e.status === 401)) continue // still restarting
    }
    location.href = to
    return
  }
  if (screen) restartState.value = 'timeout'
}

/** Runs `action` (restart, factoryReset, partition from api/system) and waits for the device to come back. */
export async function restartWith(action: () => Promise<void> = restart) {
  await action()
  await awaitRestart()
}
