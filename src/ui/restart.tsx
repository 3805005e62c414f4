// The restart flow: the restart-needed warning (after a 205), the waiting that follows a restart, factory
// reset, partition switch or install, and the restarting screen. The flow calls the api, so it
// lives here, above it; state/restart.ts holds only the signal it sets.

import type { TFunction } from 'i18next'
import { useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { ApiError } from '../api/errors'
import { done, readStatusNow, resetStatus, restart } from '../api/system'
import i18n from '../i18n'
import { STATUS } from '../schemas/system'
import { progress, restartNote, restartState } from '../state/restart'
import { clearErrors } from '../state/toasts'
import { useAction } from './action'
import { useModal } from './dialog'
import { percent } from './format'

/** System status's `status` in words (3.7.2 on: a code, 100-200 the percent of a download); the texts of
 *  3.7.0-3.7.1 and codes not named here as they are. */
export function statusText(t: TFunction, s: number | string) {
  const w = t('ui.restart.st').split('|')
  return s === 4 || s === 5
    ? t('c.restarting')
    : typeof s === 'number' && s >= STATUS.uploading
      ? percent(s - STATUS.uploading, i18n.language)
      : w[s as number] || String(s)
}

const POLL_MS = 3000
const LIMIT_MS = 120_000

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
  let end = Date.now() + LIMIT_MS
  progress.value = undefined
  // Give the device time to go down before the first poll, or the old instance may answer it.
  while (Date.now() < end) {
    await new Promise((r) => setTimeout(r, POLL_MS))
    try {
      const st = await readStatusNow()
      if (st === STATUS.failed && screen) return void (restartState.value = 'failed') // runs on as it was: say so
      // 3.7.2 on: downloading an image, 100 + percent; time runs out only once it stops moving
      if (typeof st === 'number' && st >= STATUS.uploading && st !== progress.value! + STATUS.uploading) {
        progress.value = st - STATUS.uploading
        end = Date.now() + LIMIT_MS
      }
      if (!done(st)) continue // answered, but still busy (3.7.0 on: restart queued, image downloading)
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
  restartNote.value = note
  await awaitRestart()
}

export function RestartWarning() {
  const { t } = useTranslation()
  const [busy, run] = useAction(t('c.restart'))
  const ref = useRef<HTMLElement>(null)
  // It takes the place of the apply bar, which stuck to the bottom of the window: on a long form its own place
  // is below the fold, so bring it into view.
  useEffect(() => ref.current!.scrollIntoView({ block: 'nearest' }), [])
  return (
    <article ref={ref} class="notice warning" role="alert">
      <p>{t('ui.restart.needed')}</p>
      <button type="button" onClick={() => run(restartWith)} aria-busy={busy} disabled={busy}>
        {t('c.restart')}
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
  const state = restartState.value
  const pct = progress.value
  return (
    <dialog ref={ref} class="restarting" aria-labelledby="rs-title" onCancel={(e) => e.preventDefault()}>
      <article>
        <h2 id="rs-title">{t('c.restarting')}</h2>
        {state === 'waiting' ? (
          <>
            <p>{t('c.restartWait')}</p>
            <progress value={pct} max={100} />
            {pct !== undefined && statusText(t, STATUS.uploading + pct)}
          </>
        ) : state === 'failed' ? (
          // As the firmware's own monitor: the status back to normal, then to the log, which says why.
          <>
            <p role="alert">{statusText(t, STATUS.failed)}</p>
            <button type="button" onClick={() => resetStatus().finally(() => (location.href = '/system/log'))}>
              {t('c.log')}
            </button>
          </>
        ) : (
          <>
            <p role="alert">{t('ui.restart.timeout')}</p>
            <button type="button" onClick={() => (location.href = '/')}>
              {t('c.reload')}
            </button>
          </>
        )}
        {restartNote.value && <p>{restartNote.value}</p>}
      </article>
    </dialog>
  )
}
