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

// Back and Forward change the URL before anyone can ask. With unsaved changes the router must not follow:
// the page is put back (as a new history entry), the question is asked, and Leave goes where the user
// was heading. Registered at start-up, so this runs before the router's own listener.
const path = () => location.pathname + location.search
let here = path()
for (const ev of ['pushState', 'replaceState']) addEventListener(ev, () => (here = path())) // wouter dispatches these
addEventListener(
  'popstate',
  (e) => {
    const target = path()
    if (!hasUnsaved() || target === here) return void (here = target)
    e.stopImmediatePropagation()
    history.pushState(null, '', here)
    void guarded(() => navigate(target))
  },
  true,
)

addEventListener('beforeunload', (e) => {
  if (!hasUnsaved()) return
  e.preventDefault()
  e.returnValue = '' // browsers before 2023 ask only when this is set
})
