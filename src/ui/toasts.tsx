import { createPortal } from 'react'
import { useTranslation } from 'react-i18next'
import { modals } from '../state/modals'
import { closeToast, toasts } from '../state/toasts'

/** The toasts; inside the innermost open modal, if any, so they are seen, announced and closable. */
export function Toasts() {
  const { t } = useTranslation()
  const list = (
    <div class="toasts" aria-live="polite">
      {toasts.value.map((m) => (
        <div key={m.id} class={'toast ' + m.kind} role={m.kind === 'error' ? 'alert' : 'status'}>
          <span>{m.text}</span>
          <button type="button" class="icon-btn" aria-label={t('c.close')} onClick={() => closeToast(m.id)}>
            ×
          </button>
        </div>
      ))}
    </div>
  )
  const top = modals.value[modals.value.length - 1]
  return top ? createPortal(list, top) : list
}
