// The bar under an edited page (docs/console.md §4): its own buttons (Add, ...), then Cancel and
// 'Apply changes (N)' while N > 0, when it sticks to the viewport's bottom so Apply is always in view;
// after a 205 answer the restart-needed warning in their place.
// Without onApply the Apply button submits the form around the bar.
import type { ComponentChildren } from 'preact'
import { useTranslation } from 'react-i18next'
import { RestartWarning } from './restart'

export function ApplyBar(p: {
  /** The N of 'Apply changes (N)'; Cancel and Apply show while it is above 0. */
  changed: number
  busy: boolean
  /** The device answered 205: show the restart warning instead. */
  restart?: boolean
  /** Apply is refused (e.g. no admin would remain). */
  blocked?: boolean
  onCancel: () => void
  onApply?: () => void
  children?: ComponentChildren
}) {
  const { t } = useTranslation()
  if (p.restart) return <RestartWarning />
  if (!p.changed && !p.children) return null
  return (
    <div class={p.changed ? 'actions bar' : 'actions'}>
      {p.children}
      {p.changed > 0 && (
        <>
          <button type="button" class="secondary" onClick={p.onCancel} disabled={p.busy}>
            {t('c.cancel')}
          </button>
          <button type={p.onApply ? 'button' : 'submit'} onClick={p.onApply} aria-busy={p.busy} disabled={p.busy || p.blocked}>
            {t('c.apply', { count: p.changed })}
          </button>
        </>
      )}
    </div>
  )
}
