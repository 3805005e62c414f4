// Taking over the static first screen (#first, written by first-screen.mjs before the app's script): the
// sign-in page starts from what was typed there and sends it once if Enter was pressed; the first screen
// of the app (sign-in or layout) removes it in the same task it is drawn in, so nothing flashes.
import { useLayoutEffect } from 'react'

const first = () => document.getElementById('first')
const controls = (el: Element | null | undefined) => [...(el?.querySelectorAll('select,input,button') ?? [])] as HTMLElement[]

/** What was typed into the static form's field `name` ('' once the app has taken over). */
export const typed = (name: string) => first()?.querySelector<HTMLInputElement>(`input[name=${name}]`)?.value ?? ''

/** Whether the static form was submitted (Enter) before the app ran. */
export const queued = () => !!first()?.querySelector('form')?.dataset.sent

/** Removes the static screen. Focus (and the caret) moves to the control at the same place in `to`, which
 *  holds the same controls in the same order (the sign-in card); when it was on none of them, or the app drew
 *  `to` itself (after signing out), to `to`'s first field, as the static card's own autofocus does. */
export function takeOver(to?: Element | null) {
  const el = first()
  const active = document.activeElement as HTMLInputElement | null
  const i = controls(el).indexOf(active as HTMLElement)
  el?.remove()
  const target = controls(to)[i] ?? to?.querySelector('input')
  if (!target || !active) return
  target.focus()
  if (target instanceof HTMLInputElement && active.selectionStart != null) {
    target.setSelectionRange(active.selectionStart, active.selectionEnd, active.selectionDirection ?? undefined)
  }
}

/** For a screen with no controls of the first screen's own (the signed-in layout). */
export function TakeOver() {
  useLayoutEffect(() => takeOver(), [])
  return null
}
