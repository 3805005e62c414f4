// Renders the app's one confirm dialog (state/confirm.ts) when something asks.
import { asking } from '../state/confirm'
import { Dialog } from './dialog'

export function ConfirmHost() {
  const a = asking.value
  if (!a) return null
  return (
    <Dialog
      title={a.title}
      onClose={() => a.resolve(false)}
      footer={
        <>
          <button type="button" class="secondary" onClick={() => a.resolve(false)}>
            {a.cancel}
          </button>
          <button type="button" class={a.danger ? 'danger' : undefined} onClick={() => a.resolve(true)}>
            {a.ok}
          </button>
        </>
      }
    >
      <p>{a.text}</p>
    </Dialog>
  )
}
