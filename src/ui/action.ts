// The one way a button's work runs (save, apply, send, download): busy while it runs (the button shows
// aria-busy and refuses a second press), and what goes wrong is said in an error toast.
import { useRef, useState } from 'react'
import i18n, { errorText } from '../i18n'
import { toast } from '../state/toasts'

/**
 * The error toast of a save that did not go through, naming what was not saved and why: "Network not saved:
 * The device did not accept the request". Every save of the console fails this one way (useEditor's pages,
 * the favourite star, the setup's summary says it likewise).
 */
export const notSaved = (what: string) => (e: unknown) => toast(i18n.t('c.notSaved', { x: what, e: errorText(e) }), 'error')

/**
 * Returns [busy, run]. `fail`: put before the message in the error toast, or a function that shows the
 * error some other way (the sign-in form's own message). `run` never rejects (what goes wrong is said
 * as above), so a handler that need not wait for it fires it with `void run(...)`.
 */
export function useAction(fail?: string | ((e: unknown) => void)) {
  const [busy, setBusy] = useState(false)
  // A ref, not `busy`: a second Enter can come before the render that disables the button.
  const running = useRef(false)
  const run = async (work: () => Promise<unknown>) => {
    if (running.current) return
    running.current = true
    setBusy(true)
    try {
      await work()
    } catch (e) {
      if (typeof fail === 'function') fail(e)
      else toast((fail ? fail + ': ' : '') + errorText(e), 'error')
    } finally {
      running.current = false
      setBusy(false)
    }
  }
  return [busy, run] as const
}
