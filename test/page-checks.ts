// Checks that run inside the page, in any engine (Playwright's evaluate in test/e2e, WebDriver in
// test/engines): each is the source of a self-contained function of no arguments that returns what it found
// wrong, as short readable strings (an empty list when all is well).

/** Words split over two lines: every word of every table cell and heading, measured by its own client
 *  rects (a word on one line has all its rects on one line). A line may end after "/" or "-" (device
 *  names, date ranges): the pieces between are the words here. */
export const SPLIT_WORDS = `() => {
  const out = []
  const range = document.createRange()
  for (const el of document.querySelectorAll('td, th, h1, h2, h3, caption')) {
    if (!el.getClientRects().length) continue
    const walk = document.createTreeWalker(el, NodeFilter.SHOW_TEXT)
    for (let n = walk.nextNode(); n; n = walk.nextNode()) {
      for (const m of n.data.matchAll(/[^\\s/-]+-?/g)) {
        range.setStart(n, m.index)
        range.setEnd(n, m.index + m[0].length)
        const tops = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top / 4)))
        if (tops.size > 1) out.push('"' + m[0] + '" in <' + el.localName + '> "' + el.textContent.trim().slice(0, 40) + '"')
      }
    }
  }
  return [...new Set(out)]
}`

/** Controls smaller than 24x24 px (WCAG 2.2 target size, without axe's spacing exception): every visible
 *  button, link outside running text, field and summary; a checkbox or radio counts with its label. */
export const SMALL_TARGETS = `() => {
  const out = []
  const sel = 'button, a[href], input:not([type=hidden]), select, textarea, summary, [role=button], [tabindex="0"]'
  for (const el of document.querySelectorAll(sel)) {
    if (el.closest('p, li > small, .notice, [inert]') && el.localName === 'a') continue // a link in a sentence
    const box = /^(checkbox|radio)$/.test(el.type) ? el.closest('label') || el : el
    const r = box.getBoundingClientRect()
    if (!r.width || !r.height || getComputedStyle(el).visibility === 'hidden') continue
    if (r.width < 23.5 || r.height < 23.5) {
      const name = el.getAttribute('aria-label') || el.textContent.trim() || el.name || el.type
      out.push('<' + el.localName + '> "' + name.slice(0, 40) + '" ' + Math.round(r.width * 10) / 10 + 'x' + Math.round(r.height * 10) / 10)
    }
  }
  return out
}`

/** The focused element's focus ring: a solid outline of 2 px or more whose colour has at least 3:1 against
 *  the background next to it (the first opaque background of its ancestors). Returns a problem or ''. */
export const FOCUS_RING = `() => {
  const el = document.activeElement
  if (!el || el === document.body) return 'nothing focused'
  const rgb = (c) => (c.match(/[\\d.]+/g) || []).map(Number)
  const lum = (c) => {
    const v = rgb(c).slice(0, 3).map((x) => { x /= 255; return x <= 0.04045 ? x / 12.92 : ((x + 0.055) / 1.055) ** 2.4 })
    return 0.2126 * v[0] + 0.7152 * v[1] + 0.0722 * v[2]
  }
  let bg = 'rgb(255, 255, 255)'
  for (let p = el.parentElement; p; p = p.parentElement) {
    const c = getComputedStyle(p).backgroundColor
    const a = rgb(c)
    if (a.length === 3 || (a.length === 4 && a[3] === 1)) { bg = c; break }
  }
  const cs = getComputedStyle(el)
  const name = '<' + el.localName + '> "' + (el.getAttribute('aria-label') || el.textContent.trim()).slice(0, 30) + '"'
  if (rgb(cs.outlineColor)[3] < 1) return name + ': a translucent ring ' + cs.outlineColor
  // 2 px as this engine draws it: WebKit zoomed 1.25 snaps it to 2 device pixels and reports 1.6 px
  const probe = document.body.appendChild(document.createElement('i'))
  probe.style.outline = '2px solid'
  const min = parseFloat(getComputedStyle(probe).outlineWidth)
  probe.remove()
  if (cs.outlineStyle !== 'solid' || parseFloat(cs.outlineWidth) < min) return name + ': outline ' + cs.outlineStyle + ' ' + cs.outlineWidth
  const [l1, l2] = [lum(cs.outlineColor), lum(bg)].sort((a, b) => b - a)
  const ratio = (l1 + 0.05) / (l2 + 0.05)
  return ratio >= 3 ? '' : name + ': ' + cs.outlineColor + ' on ' + bg + ' is ' + ratio.toFixed(2) + ':1'
}`
