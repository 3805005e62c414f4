// The restart-needed warning (after a 205) and the restarting screen that waits for the device.
import { useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { errorText } from '../i18n'
import { restartState, restartWith } from '../state/restart'
import { toast } from '../state/toasts'
import { useModal } from './dialog'

export function RestartWarning() {
  const { t } = useTranslation()
  const [busy, setBusy] = useState(false)
  const restart = async () => {
    setBusy(true)
    try {
      await restartWith()
    } catch (e) {
      toast(errorText(e), 'error')
      setBusy(false)
    }
  }
  return (
    <article class="notice warning" role="alert">
      <p>{t('restart.needed')}</p>
      <button type="button" onClick={restart} aria-busy={busy} disabled={busy}>
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
      </article>
    </dialog>
  )
}
