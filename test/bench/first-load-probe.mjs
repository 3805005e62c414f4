// The first-load bench's probe (first-load.bench.mjs), run in the page rather than in node: it times the
// sign-in card, the Enter and the text looked for as the page itself sees them.

/** Runs in every document of the page before its own scripts: reports absolute times (ms since the epoch, so
 *  they compare across documents) of the document's start, sign-in ready, Enter, and `expect` showing; for a
 *  document opened signed in (the return visit), its start and `expect` showing. */
export function probe(expect) {
  if (window.top !== window || !location.protocol.startsWith('http')) return // frames, the first about:blank
  const now = () => performance.timeOrigin + performance.now()
  const report = (kind, t) => window.__firstLoad(kind, t)
  // a document that starts signed in is the return visit: `expect` is looked for at once
  const again = !!localStorage.getItem('access_token')
  report(again ? 'again-start' : 'document', performance.timeOrigin)
  const shown = (el) => {
    const r = el.getBoundingClientRect()
    return r.width > 0 && r.height > 0 && el.checkVisibility({ visibilityProperty: true })
  }
  const showsText = () => !!document.body && document.body.innerText.toLowerCase().includes(expect)
  let ready = false
  let armed = again
  let found = false
  let entered = false
  let queued = false
  const check = () => {
    queued = false
    if (!ready && [...document.querySelectorAll('input[type=password]')].some(shown)) {
      ready = true
      report('ready', now())
    }
    if (armed && !found && showsText()) {
      found = true
      report(again ? 'again' : 'expect', now())
    }
  }
  new MutationObserver(() => {
    if (queued) return
    queued = true
    requestAnimationFrame(check)
  }).observe(document, { childList: true, subtree: true, attributes: true, characterData: true })
  setInterval(check, 100) // style changes that mutate nothing
  // called just before Enter: from then on `expect` is looked for; true if it shows already (a useless text)
  window.__firstLoadArm = () => {
    armed = true
    return showsText()
  }
  addEventListener(
    'keydown',
    (e) => {
      if (e.key !== 'Enter' || entered) return
      entered = true
      report('enter', performance.timeOrigin + e.timeStamp)
    },
    true,
  )
}
