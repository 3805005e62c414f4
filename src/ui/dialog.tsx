// The one dialog: a native modal <dialog> (focus trapped by the browser), closed by Escape, Back or the
// close button, and focus returned to whatever had it before it opened. Render it only while open.
import type { ComponentChildren } from 'preact'
import { useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { modals } from '../state/modals'
import { useBackCloses } from './back-closes'

/** Opens `ref`'s <dialog> as a modal while the calling component is mounted; returns focus on close. */
export function useModal(ref: { current: HTMLDialogElement | null }) {
  useEffect(() => {
    const opener = document.activeElement as HTMLElement | null
    const dlg = ref.current!
    dlg.showModal()
    // The browser focuses the first focusable, the close button: the first field is where the eyes go. Its
    // text is selected, so typing replaces the value shown instead of adding to it.
    const first = dlg.querySelector<HTMLElement>('input,select,textarea')
    first?.focus()
    if (first instanceof HTMLInputElement && first.type === 'text') first.select()
    modals.value = [...modals.value, dlg]
    // Close first: while the modal is open, everything outside it is inert and cannot take focus.
    return () => {
      modals.value = modals.value.filter((d) => d !== dlg)
      dlg.close()
      opener?.focus()
    }
  }, [])
}

/**
 * `onSubmit`: Enter in a text, number or other input field runs it, as it would in a form (the dialog has
 * no <form> around its body and footer, which would break Pico's article > footer layout).
 */
export function Dialog(p: { title: string; onClose: () => void; children: ComponentChildren; footer?: ComponentChildren; onSubmit?: () => void }) {
  const ref = useRef<HTMLDialogElement>(null)
  const { t } = useTranslation()
  useModal(ref)
  useBackCloses(p.onClose)
  return (
    <dialog
      ref={ref}
      aria-labelledby="dlg-title"
      onCancel={(e) => {
        e.preventDefault() // Escape: let the owner decide, so state and DOM stay in step
        p.onClose()
      }}
    >
      <article
        onKeyDown={(e) => {
          if (p.onSubmit && e.key === 'Enter' && !e.isComposing && e.target instanceof HTMLInputElement) {
            e.preventDefault()
            p.onSubmit()
          }
        }}
      >
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
