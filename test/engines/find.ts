// How the smoke tests find things the way a user does: by role and accessible name, by label, or by visible
// text. It runs inside the page, in every engine alike, so all three resolve a target the same way. Kept as
// source text: tsx would wrap functions declared in a test file with helpers that do not exist in the page.

/** What a user looks for: `{ role, name }`, `{ label }` or `{ text }`, optionally inside another target.
 *  A string matches exactly (whitespace collapsed); a RegExp anywhere in the text. */
export interface Target {
  role?: 'button' | 'link' | 'heading' | 'dialog' | 'navigation' | 'switch' | 'row' | 'cell' | 'log'
  name?: string | RegExp
  level?: number
  label?: string | RegExp
  text?: string | RegExp
  within?: Target
}

/** A target as JSON: RegExps become `{ re, flags }`. */
export const toJson = (t: Target): string => JSON.stringify(t, (_k, v) => (v instanceof RegExp ? { re: v.source, flags: v.flags } : v))

/** `(json) => Element | null`: the first visible element the target (as toJson wrote it) names. */
export const FIND = String.raw`(json) => {
  const norm = (s) => (s || '').replace(/\s+/g, ' ').trim()
  const matches = (s, m) => (typeof m === 'string' ? norm(s) === m : new RegExp(m.re, m.flags).test(norm(s)))
  const visible = (el) => {
    const r = el.getBoundingClientRect()
    const st = getComputedStyle(el)
    return r.width > 0 && r.height > 0 && st.visibility !== 'hidden' && st.display !== 'none'
  }
  // Text a label shows, without the text of the controls inside it (a select's options).
  const ownText = (el) => {
    let s = ''
    for (const n of el.childNodes) {
      if (n.nodeType === 3) s += n.data
      else if (n.nodeType === 1 && !n.matches('select, textarea, input, option')) s += ' ' + ownText(n)
    }
    return s
  }
  const byIds = (ids) => ids.split(/\s+/).map((id) => document.getElementById(id)?.textContent || '').join(' ')
  const nameOf = (el) =>
    el.getAttribute('aria-label') ||
    (el.getAttribute('aria-labelledby') && byIds(el.getAttribute('aria-labelledby'))) ||
    (el.labels && el.labels.length
      ? [...el.labels].map(ownText).join(' ')
      : // named by its content: its text, else the labels of what it holds (a button holding a chart, role img)
        el.textContent || [...el.querySelectorAll('[aria-label]')].map((e) => e.getAttribute('aria-label')).join(' '))
  const ROLES = {
    button: 'button, [role=button], input[type=submit], input[type=button]',
    link: 'a[href], [role=link]',
    heading: 'h1, h2, h3, h4, h5, h6, [role=heading]',
    dialog: 'dialog[open], [role=dialog]',
    navigation: 'nav, [role=navigation]',
    switch: '[role=switch]',
    row: 'tr, [role=row]',
    cell: 'td, th, [role=cell]',
    log: '[role=log]',
  }
  const find = (t, scope) => {
    let all
    if (t.role) {
      all = [...scope.querySelectorAll(ROLES[t.role])]
      if (t.level) all = all.filter((el) => el.localName === 'h' + t.level)
      if (t.name !== undefined) all = all.filter((el) => matches(nameOf(el), t.name))
    } else if (t.label !== undefined) {
      all = [...scope.querySelectorAll('input, select, textarea, [aria-label], [aria-labelledby]')].filter((el) => matches(nameOf(el), t.label))
    } else {
      // the innermost elements whose text matches: not a parent that merely contains the match
      const hits = [...scope.querySelectorAll('*')].filter((el) => el.localName !== 'script' && el.localName !== 'style' && matches(el.textContent, t.text))
      all = hits.filter((el) => !hits.some((h) => h !== el && el.contains(h)))
    }
    return all.find(visible) || null
  }
  const scoped = (t) => {
    const scope = t.within ? scoped(t.within) : document
    return scope && find(t, scope)
  }
  return scoped(JSON.parse(json))
}`
