// The dashboard's edit dialogs (entity value, temperature sensor, analog sensor) share this: a form in a
// Dialog with Cancel and a submit button; on submit the checked data is sent; success shows a toast and
// closes, failure shows the error toast and keeps the dialog open with what was typed.
import type { ComponentChildren } from 'preact'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { errorText } from '../../i18n'
import { toast } from '../../state/toasts'
import { Dialog } from '../../ui/dialog'
import type { Form } from '../../ui/form'

export function EditDialog<T extends object>(p: {
  title: string
  form: Form<T>
  send: (data: T) => Promise<unknown>
  /** Success toast. */
  done: string
  /** Put before the error message in the failure toast. */
  failed?: string
  submit: string
  onClose: () => void
  /** After a successful send (the dialog is closed by then). */
  onDone: () => void
  /** More footer buttons, before Cancel (Remove). */
  extra?: ComponentChildren
  children: ComponentChildren
}) {
  const { t } = useTranslation()
  const [busy, setBusy] = useState(false)
  const submit = async () => {
    const data = !busy && p.form.check()
    if (!data) return
    setBusy(true)
    try {
      await p.send(data)
      toast(p.done)
      p.onClose()
      p.onDone()
    } catch (err) {
      toast((p.failed ? p.failed + ': ' : '') + errorText(err), 'error')
      setBusy(false)
    }
  }
  return (
    <Dialog
      title={p.title}
      onClose={p.onClose}
      onSubmit={submit}
      footer={
        // .actions: Pico would stretch a submit button to the full width
        <div class="actions">
          {p.extra}
          <button type="button" class="secondary" onClick={p.onClose}>
            {t('c.cancel')}
          </button>
          <button type="button" onClick={submit} aria-busy={busy} disabled={busy}>
            {p.submit}
          </button>
        </div>
      }
    >
      {p.children}
    </Dialog>
  )
}
