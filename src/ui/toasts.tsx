import { useTranslation } from 'react-i18next'
import { closeToast, toasts } from '../state/toasts'

export function Toasts() {
  const { t } = useTranslation()
  return (
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
}
