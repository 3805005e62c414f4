// The one dialog: a native modal <dialog> (focus trapped by the browser), closed by Escape or the
// close button, and focus returned to whatever had it before it opened. Render it only while open.
import type { ComponentChildren } from 'preact'
import { useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'

export function Dialog(p: { title: string; onClose: () => void; children: ComponentChildren; footer?: ComponentChildren }) {
  const ref = useRef<HTMLDialogElement>(null)
  const { t } = useTranslation()
  useEffect(() => {
    const opener = document.activeElement as HTMLElement | null
    const dlg = ref.current
    dlg?.showModal()
    // Close first: while the modal is open, everything outside it is inert and cannot take focus.
    return () => {
      dlg?.close()
      opener?.focus()
    }
  }, [])
  return (
    <dialog
      ref={ref}
      aria-labelledby="dlg-title"
      onCancel={(e) => {
        e.preventDefault() // Escape: let the owner decide, so state and DOM stay in step
        p.onClose()
      }}
    >
      <article>
        <header>
          <button type="button" aria-label={t('c.close')} {...{ rel: 'prev' }} onClick={p.onClose} />
          <h3 id="dlg-title">{p.title}</h3>
        </header>
        {p.children}
        {p.footer && <footer>{p.footer}</footer>}
      </article>
    </dialog>
  )
}
