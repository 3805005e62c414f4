// The dialogs that ask for something (a confirmation, a row, a value to send) all end in the same footer:
// their own buttons (Remove), Cancel, and the primary button, which Enter in a field runs too.
import type { ComponentChildren } from 'preact'
import { useTranslation } from 'react-i18next'
import { toast } from '../state/toasts'
import { useAction } from './action'
import { Dialog } from './dialog'
import type { Form } from './form'

export function FormDialog(p: {
  title: string
  onClose: () => void
  /** The primary button's label, and what it does. */
  submit: string
  onSubmit: () => void
  busy?: boolean
  danger?: boolean
  /** Cancel's label, if not 'Cancel' (the unsaved-changes question's Stay). */
  cancel?: string
  /** Footer buttons before Cancel (Remove). */
  extra?: ComponentChildren
  children: ComponentChildren
}) {
  const { t } = useTranslation()
  return (
    <Dialog
      title={p.title}
      onClose={p.onClose}
      onSubmit={p.onSubmit}
      footer={
        // .actions: Pico would stretch a submit button to the full width
        <div class="actions">
          {p.extra}
          {/* the safe choice has the focus when nothing to type does (a question) */}
          <button type="button" class="secondary" autofocus onClick={p.onClose}>
            {p.cancel ?? t('c.cancel')}
          </button>
          <button type="button" class={p.danger ? 'danger' : undefined} onClick={p.onSubmit} aria-busy={p.busy} disabled={p.busy}>
            {p.submit}
          </button>
        </div>
      }
    >
      {p.children}
    </Dialog>
  )
}

/**
 * A form whose checked data is sent to the device (a value, a sensor, the clock): success shows a toast and
 * closes; failure shows the error toast and keeps the dialog open with what was typed.
 */
export function SendDialog<T extends object>(p: {
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
  extra?: ComponentChildren
  children: ComponentChildren
}) {
  const [busy, run] = useAction(p.failed)
  const submit = () => {
    const data = p.form.check()
    if (data)
      void run(async () => {
        await p.send(data)
        toast(p.done)
        p.onClose()
        p.onDone()
      })
  }
  return (
    <FormDialog title={p.title} onClose={p.onClose} submit={p.submit} onSubmit={submit} busy={busy} extra={p.extra}>
      {p.children}
    </FormDialog>
  )
}
