// The restart-needed warning (after a 205) and the restarting screen that waits for the device.
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { errorText } from '../i18n'
import { restartState, restartWith } from '../state/restart'
import { toast } from '../state/toasts'

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
  const { t } = useTranslation()
  const s = restartState.value
  if (s === 'idle') return null
  return (
    <div class="restarting" role="alertdialog" aria-modal="true" aria-labelledby="rs-title">
      <article>
        <h2 id="rs-title">{t('restart.title')}</h2>
        {s === 'waiting' ? (
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
    </div>
  )
}
