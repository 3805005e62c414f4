// Drops what the compiled Pico CSS has for markup the console never renders (tools/pico.mjs runs it on Pico
// alone, before esbuild minifies everything together). Both steps are conservative: anything it cannot decide
// stays.
//
//   1. Rules. Every selector of a rule is checked against what the app can render (pico-usage.mjs): element
//      names, class names, attribute names, and the values of a few enumerated attributes (type, role, dir...).
//      A selector that needs something the app never has is dropped; a rule without selectors left goes
//      (pico-selectors.mjs decides, including `:host` and which selectors may go alone).
//      A selector a browser might not parse (vendor prefixes, :has, :focus-visible...) is only ever dropped
//      together with its whole rule: alone, its removal could make the rest of that rule valid in that browser.
//   2. Custom properties. A --pico-* definition goes when no kept declaration reads it (var(), transitively) and
//      no source of the app names it; @keyframes go when no kept declaration names them.
import { parse, print, splitTop } from './css-scan.mjs'
import { canMatch, safeToDropAlone } from './pico-selectors.mjs'

/** Walks rules (also inside @media and co.) with fn(rule) -> keep?; drops empty groups. */
function filterRules(nodes, fn) {
  return nodes.filter((n) => {
    if (n.rules) {
      n.rules = filterRules(n.rules, fn)
      return n.rules.length > 0
    }
    if (n.sel !== undefined) return fn(n)
    return true
  })
}

function eachRule(nodes, fn) {
  for (const n of nodes) {
    if (n.rules) eachRule(n.rules, fn)
    else if (n.sel !== undefined) fn(n)
  }
}

const isCustom = (d) => d.startsWith('--')
const propName = (d) => d.slice(0, d.indexOf(':')).trim()
const varsIn = (text) => [...text.matchAll(/var\(\s*(--[\w-]+)/g)].map((m) => m[1])

/**
 * Pico's CSS without what cannot apply to the app. `u`: from collectUsage. Returns { css, dropped } where
 * dropped lists { selectors, vars, keyframes } (for tests and the curious).
 */
export function purge(css, u) {
  const dropped = { selectors: [], vars: [], keyframes: [] }
  let nodes = parse(css)

  // 1. selectors
  nodes = filterRules(nodes, (rule) => {
    const sels = splitTop(rule.sel, ',')
    const keep = sels.filter((s) => canMatch(s, u))
    const gone = sels.filter((s) => !keep.includes(s))
    if (!gone.length) return true
    if (!keep.length) {
      dropped.selectors.push(...gone)
      return false
    }
    if (gone.every(safeToDropAlone)) {
      dropped.selectors.push(...gone)
      rule.sel = keep.join(',')
    }
    return true
  })

  // 2. custom properties: live = read by a kept declaration or named by the app, and what those read in turn
  const defs = new Map() // name -> [values]
  const seeds = new Set(u.vars)
  eachRule(nodes, (rule) => {
    for (const d of rule.decls) {
      if (isCustom(d)) {
        const name = propName(d)
        if (!defs.has(name)) defs.set(name, [])
        defs.get(name).push(d.slice(d.indexOf(':') + 1))
      } else for (const v of varsIn(d)) seeds.add(v)
    }
  })
  const live = new Set()
  const todo = [...seeds]
  while (todo.length) {
    const v = todo.pop()
    if (live.has(v)) continue
    live.add(v)
    for (const value of defs.get(v) ?? []) todo.push(...varsIn(value))
  }
  const goneVars = new Set()
  nodes = filterRules(nodes, (rule) => {
    rule.decls = rule.decls.filter((d) => {
      if (!isCustom(d) || live.has(propName(d))) return true
      goneVars.add(propName(d))
      return false
    })
    return rule.decls.length > 0
  })
  dropped.vars = [...goneVars]

  // 3. @keyframes no kept declaration names
  const declText = []
  eachRule(nodes, (rule) => declText.push(...rule.decls.filter((d) => !isCustom(d) || live.has(propName(d)))))
  const named = new Set(declText.join(';').match(/[\w-]+/g))
  const dropFrames = (list) =>
    list.filter((n) => {
      if (n.rules) {
        n.rules = dropFrames(n.rules)
        return n.rules.length > 0
      }
      const m = n.body !== undefined && /^@(?:-\w+-)?keyframes\s+([\w-]+)/.exec(n.at)
      if (m && !named.has(m[1])) {
        dropped.keyframes.push(m[1])
        return false
      }
      return true
    })
  nodes = dropFrames(nodes)

  return { css: print(nodes), dropped }
}
