// Back (the browser's button, a phone's back gesture) closes the innermost open layer, a device panel or a
// dialog, instead of leaving the page: each open layer holds a history entry of its own (same URL, so the
// router and the unsaved-changes guard see no navigation), and closing a layer any other way (its button,
// Escape) takes its entry off again, so the history stays as it was.
import { useEffect, useRef } from 'react'

const layers: { current: () => void }[] = [] // innermost last
let queued = false
let ours = false // the next popstate is our own history.go, not the user's Back

/** How many layer entries lie at and below the current history entry. */
const depth = (): number => history.state?.layer ?? 0

// Once the current change is done (a render may close one layer and open another), history gets as many
// entries as there are layers; soon, so that a Back right after a close is not taken by the closed layer's
// entry. Another navigation meanwhile (a link, Leave) leaves no entry of ours to remove.
function sync() {
  if (queued) return
  queued = true
  queueMicrotask(() => {
    queued = false
    if (ours) return
    const n = depth()
    if (n > layers.length) (ours = true), history.go(layers.length - n)
    for (let i = n; i < layers.length; ) history.pushState({ layer: ++i }, '')
  })
}

addEventListener('popstate', () => {
  if (ours) ours = false
  else for (const l of layers.slice(depth()).reverse()) l.current()
  sync() // a layer that stays open gets its entry back
})

/** While `open`, Back runs `close` (which must close the layer) instead of leaving the page. */
export function useBackCloses(close: () => void, open = true) {
  const ref = useRef(close)
  ref.current = close
  useEffect(() => {
    if (!open) return
    layers.push(ref)
    sync()
    return () => {
      layers.splice(layers.indexOf(ref), 1)
      sync()
    }
  }, [open])
}
