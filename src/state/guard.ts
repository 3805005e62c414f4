// The unsaved-changes guard: a form with changes marks itself here; in-app navigation asks Stay or Leave,
// and closing or reloading the tab asks the browser's own question.
import { signal } from '@preact/signals'
import { useLayoutEffect, useRef } from 'react'
import { navigate } from 'wouter-preact/use-browser-location'
import i18n from '../i18n'
import { ask } from './confirm'

const dirtyForms = signal(new Set<object>())

function setDirty(owner: object, dirty: boolean) {
  const s = dirtyForms.value
  if (s.has(owner) === dirty) return
  const n = new Set(s)
  if (dirty) n.add(owner)
  else n.delete(owner)
  dirtyForms.value = n
}
export const hasUnsaved = () => dirtyForms.value.size > 0

/**
 * Marks the calling component as holding unsaved changes while `dirty`. A layout effect runs in the same
 * commit as the render that shows the change, so closing the tab right after an edit still asks.
 */
export function useUnsaved(dirty: boolean) {
  const owner = useRef({}).current
  useLayoutEffect(() => setDirty(owner, dirty), [dirty])
  useLayoutEffect(() => () => setDirty(owner, false), [])
}

/** Runs `go` now, or once the user chose Leave when there are unsaved changes. */
export async function guarded(go: () => void) {
  if (hasUnsaved()) {
    const t = i18n.t
    const leave = await ask({ title: t('app.guard.title'), text: t('app.guard.text'), ok: t('app.guard.leave'), cancel: t('app.guard.stay') })
    if (!leave) return
    dirtyForms.value = new Set()
  }
  go()
}

const path = () => location.pathname + location.search
let here = ''

/**
 * Back and Forward change the URL before anyone can ask. With unsaved changes the router must not follow:
 * the page is put back (as a new history entry), the question is asked, and Leave goes where the user was
 * heading. Called by the router's popstate listener before the router's own; true: the page was held.
 */
export function held(e: Event) {
  const target = path()
  if (!hasUnsaved() || target === here) return void (here = target)
  e.stopImmediatePropagation()
  history.pushState(null, '', here)
  void guarded(() => navigate(target))
  return true
}

/** Follows the path the router goes to (wouter dispatches pushState and replaceState), and has the browser ask
 *  before the tab closes or reloads with unsaved changes. Called once, by the router. */
export function watchUnsaved() {
  here = path()
  for (const ev of ['pushState', 'replaceState']) addEventListener(ev, () => (here = path()))
  addEventListener('beforeunload', (e) => {
    if (!hasUnsaved()) return
    e.preventDefault()
    e.returnValue = '' // browsers before 2023 ask only when this is set
  })
}
