// Renders the app's one confirm dialog (state/confirm.ts) when something asks.
import { asking } from '../state/confirm'
import { FormDialog } from './form-dialog'

export function ConfirmHost() {
  const a = asking.value
  if (!a) return null
  return (
    <FormDialog title={a.title} onClose={() => a.resolve(false)} cancel={a.cancel} submit={a.ok} danger={a.danger} onSubmit={() => a.resolve(true)}>
      <p>{a.text}</p>
    </FormDialog>
  )
}
