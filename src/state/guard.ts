// The unsaved-changes guard: a form with changes marks itself here; in-app navigation asks Stay or Leave,
// and closing or reloading the tab asks the browser's own question.
import { signal } from '@preact/signals'
import { useLayoutEffect, useRef } from 'react'
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
    const leave = await ask({ title: t('guard.title'), text: t('guard.text'), ok: t('guard.leave'), cancel: t('guard.stay') })
    if (!leave) return
    dirtyForms.value = new Set()
  }
  go()
}

addEventListener('beforeunload', (e) => {
  if (!hasUnsaved()) return
  e.preventDefault()
  e.returnValue = '' // browsers before 2023 ask only when this is set
})
