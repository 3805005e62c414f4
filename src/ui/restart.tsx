// The restart flow: the restart-needed warning (after a 205), the waiting that follows a restart, factory
// reset, partition switch or install, and the restarting screen. The flow calls the api, so it
// lives here, above it; state/restart.ts holds only the signal it sets.
import { useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { ApiError } from '../api/errors'
import { isUp, restart } from '../api/system'
import { restartState } from '../state/restart'
import { clearErrors } from '../state/toasts'
import { useAction } from './action'
import { useModal } from './dialog'

const POLL_MS = 3000
const LIMIT_MS = 120_000
/** Said on the screen under the wait and the time-out: where to find a device that may not come back here
 *  (restartWith's `note`; only a factory reset has one, and its screen never leaves but by a reload). */
let hint = ''

/** Shows the waiting screen and polls the system status every 3 s, for up to 2 minutes, until the device
 *  answers again; then loads `to`, the page it was started from, or shows
 *  'Timed out'. `screen` false: polls without the screen (the setup shows where to find the device meanwhile).
 *  Never rejects: a caller that goes on meanwhile fires it with `void`. */
export async function awaitRestart(to = location.pathname, screen = true) {
  if (screen) {
    restartState.value = 'waiting'
    // An error said before the restart (a refused upload) is stale now, and would cover the screen.
    clearErrors()
  }
  const end = Date.now() + LIMIT_MS
  // Give the device time to go down before the first poll, or the old instance may answer it.
  while (Date.now() < end) {
    await new Promise((r) => setTimeout(r, POLL_MS))
    try {
      if (!(await isUp())) continue // answered, but still busy (3.7.0 on: restart queued, image downloading)
    } catch (e) {
      // 401: back, but with another secret or user list (factory reset, restored backup); the reload signs out
      if (!(e instanceof ApiError && e.status === 401)) continue // still restarting
    }
    location.href = to
    return
  }
  if (screen) restartState.value = 'timeout'
}

/**
 * Runs `action` (restart, factoryReset, partition, uploadURL from api/system) and waits for the device to come
 * back. From 3.7.0 the device only queues the restart: the first poll of system status sets it going. `note`:
 * where to find the device if it does not come back here, said on the restarting screen.
 */
export async function restartWith(action: () => Promise<unknown> = restart, note = '') {
  await action()
  hint = note
  await awaitRestart()
}

export function RestartWarning() {
  const { t } = useTranslation()
  const [busy, run] = useAction()
  const ref = useRef<HTMLElement>(null)
  // It takes the place of the apply bar, which stuck to the bottom of the window: on a long form its own place
  // is below the fold, so bring it into view.
  useEffect(() => ref.current!.scrollIntoView({ block: 'nearest' }), [])
  return (
    <article ref={ref} class="notice warning" role="alert">
      <p>{t('restart.needed')}</p>
      <button type="button" onClick={() => run(restartWith)} aria-busy={busy} disabled={busy}>
        {t('restart.restart')}
      </button>
    </article>
  )
}

/** Covers the app while the device restarts; 'Timed out' after two minutes without an answer. */
export function RestartScreen() {
  return restartState.value === 'idle' ? null : <Restarting />
}

// A modal <dialog>: the app behind it is inert, and Escape cannot dismiss it (the device is away).
function Restarting() {
  const { t } = useTranslation()
  const ref = useRef<HTMLDialogElement>(null)
  useModal(ref)
  const waiting = restartState.value === 'waiting'
  return (
    <dialog ref={ref} class="restarting" aria-labelledby="rs-title" onCancel={(e) => e.preventDefault()}>
      <article>
        <h2 id="rs-title">{t('restart.title')}</h2>
        {waiting ? (
          <>
            <p>{t('restart.wait')}</p>
            <progress />
          </>
        ) : (
          <>
            <p role="alert">{t('restart.timeout')}</p>
            <button type="button" onClick={() => (location.href = '/')}>
              {t('c.reload')}
            </button>
          </>
        )}
        {hint && <p>{hint}</p>}
      </article>
    </dialog>
  )
}
