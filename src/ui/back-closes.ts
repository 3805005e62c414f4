// Back (the browser's button, a phone's back gesture) closes the innermost open layer, a device panel or a
// dialog, instead of leaving the page: each open layer pushes a history entry of its own (same URL, so the
// router and the unsaved-changes guard see no navigation), which Back takes off again, closing the layer. A
// layer closed any other way (its button, Escape) goes back over its entry, so the history stays as it was.
import { useEffect, useRef } from 'react'

const layers: (() => void)[] = [] // innermost last
let ours = 0 // popstates still to come from our own history.back()

/** The router's popstate listener runs it when the unsaved-changes guard let Back through. */
export function closeLayer() {
  if (ours) ours--
  else if (layers.length) layers.pop()!()
  // An entry left by a layer that a link closed (the page went on past it) is no place of its own: skip it.
  else if (history.state?.layer) history.back()
}

/** While `open`, Back runs `close` (which must close the layer) instead of leaving the page. */
export function useBackCloses(close: () => void, open = true) {
  const ref = useRef(close)
  ref.current = close
  useEffect(() => {
    if (!open) return
    const back = () => ref.current()
    layers.push(back)
    history.pushState({ layer: 1 }, '')
    return () => {
      const i = layers.indexOf(back)
      if (i < 0) return // closed by Back: its entry is gone already
      layers.splice(i, 1)
      // Closed another way: its entry goes once the current change is done, unless a navigation went on past it
      // meanwhile (a link; Leave in the unsaved-changes question navigates just after its dialog closed).
      queueMicrotask(() => history.state?.layer && (ours++, history.back()))
    }
  }, [open])
}
