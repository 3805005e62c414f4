// Drops what the compiled Pico CSS has for markup the console never renders (build.mjs runs it on Pico alone,
// before esbuild minifies everything together). Two steps, both conservative: anything it cannot decide stays.
//
//   1. Rules. Every selector of a rule is checked against what the app can render (`collectUsage`): element
//      names, class names, attribute names, and the values of a few enumerated attributes (type, role, dir...).
//      A selector that needs something the app never has is dropped; a rule without selectors left goes.
//      `:host` never matches outside a shadow tree, so it goes too. Pseudo-classes are taken as matching.
//      A selector a browser might not parse (vendor prefixes, :has, :focus-visible...) is only ever dropped
//      together with its whole rule: alone, its removal could make the rest of that rule valid in that browser.
//   2. Custom properties. A --pico-* definition goes when no kept declaration reads it (var(), transitively) and
//      no source of the app names it; @keyframes go when no kept declaration names them.
//
// What the app can render comes from its sources, compiled by esbuild (so comments and JSX are gone): every
// word in the code counts as a possible class, id, attribute and value (identifiers too: generous on purpose),
// and an element name counts when it appears as a quoted string (JSX compiles to jsx("div", ...)) or as a
// tag in an HTML string. So a class built from a string at run time is seen as long as its parts are literals;
// a literal ending in "-" is taken as a prefix of any class (`toast-${kind}`).
import * as esbuild from 'esbuild'
import fs from 'node:fs'
import path from 'node:path'

/** Attributes whose values the app only writes from literals (or true/false): `[type=date]` can be dropped
 *  when "date" is no word of the app. Any other attribute is taken to possibly have any value (aria-label
 *  comes from the translations, title from device data...). */
const ENUMERATED = new Set([
  'type', 'role', 'dir', 'rel', 'data-theme', 'data-placement',
  'aria-invalid', 'aria-busy', 'aria-hidden', 'aria-disabled', 'aria-checked', 'aria-expanded', 'aria-pressed',
])

/** Elements that are always there (the document) or that a library renders (wouter's <Link> is an <a>);
 *  attributes the browser itself sets (a <details> or <dialog> gets `open`). */
const ALWAYS_TAGS = ['html', 'head', 'body', 'a']
const ALWAYS_ATTRS = ['open']

/** Pseudo-classes and -elements every target browser parses; see `safeToDropAlone`. */
const SAFE_PSEUDOS = new Set([
  'not', 'is', 'where', 'hover', 'active', 'focus', 'checked', 'disabled', 'empty', 'root', 'host', 'before', 'after',
  'first-child', 'last-child', 'nth-child', 'first-of-type', 'last-of-type',
])

// ---------------------------------------------------------------------------------------------- usage

/**
 * What the app can render: { tags, words, prefixes, attrs, values, vars } (Sets; prefixes an array). `entries`: source files (relative to
 * root) whose bundles render markup (src/main.tsx pulls in the whole app); `html`: other markup of the page
 * (build.mjs's shell); `cssDirs`: where the app's own CSS lives (the custom properties it reads).
 */
export async function collectUsage({ root, entries, html = '', cssDirs = [] }) {
  const r = await esbuild.build({
    absWorkingDir: root,
    entryPoints: entries,
    bundle: true,
    write: false,
    outdir: path.join(root, 'dist', 'usage'), // never written
    format: 'esm',
    platform: 'node',
    jsx: 'automatic',
    jsxImportSource: 'preact',
    packages: 'external', // libraries render no markup of their own but wouter's <a> (ALWAYS_TAGS)
    external: ['*.json', '*.css'], // translations are only ever text, CSS renders nothing
    legalComments: 'none',
    minifyWhitespace: true, // also drops the comments a readable bundle keeps: their words are not markup
    logLevel: 'silent',
  })
  const code = r.outputFiles.map((f) => f.text).join('\n') + '\n' + html
  return usageOf(code, cssDirs.map((d) => cssText(path.join(root, d))).join('\n'))
}

const cssText = (dir) =>
  fs.readdirSync(dir, { recursive: true })
    .filter((f) => String(f).endsWith('.css'))
    .map((f) => fs.readFileSync(path.join(dir, String(f)), 'utf8'))
    .join('\n')

/** The usage sets from compiled code (and markup in it) and the app's CSS text. */
export function usageOf(code, css = '') {
  const words = new Set(code.match(/[A-Za-z_][\w-]*/g))
  const prefixes = [...words].filter((w) => w.endsWith('-') && w.length > 1)
  const tags = new Set(ALWAYS_TAGS)
  for (const m of code.matchAll(/(["'`])([a-z][a-z0-9]*)\1/g)) tags.add(m[2]) // jsx("div", ...), createElement('a')
  for (const m of code.matchAll(/<([a-z][a-z0-9-]*)/g)) tags.add(m[1]) // markup in strings
  // attribute names are not case-sensitive (JSX's tabIndex is tabindex), and React's two renamed ones
  const attrs = new Set([...words].map((w) => w.toLowerCase()).concat(ALWAYS_ATTRS, ['class', 'for']))
  // values as written: the app writes enumerated values in lower case, and Date (an identifier) is no type
  const values = new Set([...words, 'true', 'false'])
  // el.dataset.fooBar is data-foo-bar
  for (const m of code.matchAll(/\bdataset\s*(?:\.\s*([A-Za-z_$][\w$]*)|\[\s*["'`]([^"'`]+))/g)) {
    attrs.add('data-' + (m[1] ?? m[2]).replace(/[A-Z]/g, (c) => '-' + c.toLowerCase()))
  }
  const vars = new Set([...code.matchAll(/--[A-Za-z_][\w-]*/g), ...css.matchAll(/--[A-Za-z_][\w-]*/g)].map((m) => m[0]))
  return { tags, words, prefixes, attrs, values, vars }
}

// ---------------------------------------------------------------------------------------------- CSS tree

/** Index after the string starting at s[i] (a quote). */
function skipString(s, i) {
  const q = s[i]
  for (i++; i < s.length; i++) {
    if (s[i] === '\\') i++
    else if (s[i] === q) return i + 1
  }
  return i
}

/** Index of the first of `stops` at nesting depth 0 (outside strings, comments, (), []) from i; s.length if none. */
function scanTo(s, i, stops) {
  let depth = 0
  while (i < s.length) {
    const c = s[i]
    if (c === '"' || c === "'") { i = skipString(s, i); continue }
    if (c === '/' && s[i + 1] === '*') { const e = s.indexOf('*/', i + 2); i = e < 0 ? s.length : e + 2; continue }
    if (c === '(' || c === '[') depth++
    else if (c === ')' || c === ']') depth--
    else if (depth === 0 && stops.includes(c)) return i
    i++
  }
  return i
}

/** Splits at `sep` on depth 0; trims the parts. */
function splitTop(s, sep) {
  const out = []
  let i = 0
  while (i <= s.length) {
    const j = scanTo(s, i, sep)
    out.push(s.slice(i, j).trim())
    i = j + 1
  }
  return out.filter((p) => p !== '')
}

/** The CSS without its comments (strings kept as they are). */
function stripComments(s) {
  let out = ''
  let i = 0
  while (i < s.length) {
    const c = s[i]
    if (c === '"' || c === "'") {
      const j = skipString(s, i)
      out += s.slice(i, j)
      i = j
    } else if (c === '/' && s[i + 1] === '*') {
      const e = s.indexOf('*/', i + 2)
      i = e < 0 ? s.length : e + 2
    } else out += s[i++]
  }
  return out
}

/** At-rules whose block holds rules (the others' blocks are kept as they are, e.g. @keyframes, @font-face). */
const GROUPING = /^@(media|supports|layer|container|document|-moz-document|scope)\b/

/** Parses CSS (as sass writes it, comments allowed) into nodes:
 *  { sel, decls: [text] } | { at: prelude, rules: [nodes] } | { at: prelude, body: text } | { at: prelude } */
export function parse(css) {
  const s = stripComments(css)
  let i = 0
  const block = () => {
    const nodes = []
    for (;;) {
      while (i < s.length && /\s|;/.test(s[i])) i++
      if (i >= s.length) return nodes
      if (s[i] === '}') { i++; return nodes }
      const j = scanTo(s, i, s[i] === '@' ? '{;}' : '{}')
      const head = s.slice(i, j).trim()
      if (s[j] !== '{') { // a statement at-rule (@import ...;) or garbage: keep as it is
        nodes.push({ at: head })
        i = s[j] === ';' ? j + 1 : j
        continue
      }
      i = j + 1
      if (head.startsWith('@') && GROUPING.test(head)) nodes.push({ at: head, rules: block() })
      else {
        // a declaration block, or an at-rule's block of its own kind: up to the matching }
        let depth = 1
        const start = i
        while (i < s.length && depth > 0) {
          const k = scanTo(s, i, '{}')
          if (k >= s.length) { i = k; break }
          depth += s[k] === '{' ? 1 : -1
          i = k + 1
        }
        const body = s.slice(start, depth === 0 ? i - 1 : i)
        if (head.startsWith('@')) nodes.push({ at: head, body })
        else nodes.push({ sel: head, decls: splitTop(body, ';') })
      }
    }
  }
  return block()
}

/** Nodes back to compact CSS. */
export function print(nodes) {
  return nodes.map((n) => {
    if (n.sel !== undefined) return `${n.sel}{${n.decls.join(';')}}`
    if (n.rules) return `${n.at}{${print(n.rules)}}`
    if (n.body !== undefined) return `${n.at}{${n.body}}`
    return `${n.at};`
  }).join('')
}

// ---------------------------------------------------------------------------------------------- selectors

/** Index after the bracket that closes the one at s[i] (brackets nest, strings are skipped). */
function closing(s, i) {
  let depth = 0
  while (i < s.length) {
    const c = s[i]
    if (c === '"' || c === "'") { i = skipString(s, i); continue }
    if (c === '(' || c === '[') depth++
    else if ((c === ')' || c === ']') && --depth === 0) return i + 1
    i++
  }
  return i
}

/** A complex selector -> its compound selectors (combinators dropped: each compound is checked alone). */
function compounds(sel) {
  const out = []
  let i = 0
  let cur = ''
  while (i < sel.length) {
    const c = sel[i]
    if (c === '(' || c === '[' || c === '"' || c === "'") {
      // copy a whole bracket or string
      const j = c === '"' || c === "'" ? skipString(sel, i) : closing(sel, i)
      cur += sel.slice(i, j)
      i = j
      continue
    }
    if (/[\s>+~]/.test(c)) {
      if (cur) out.push(cur)
      cur = ''
      i++
      continue
    }
    cur += c
    i++
  }
  if (cur) out.push(cur)
  return out
}

/** A compound selector -> its simple selectors: { kind: tag|class|id|attr|pseudo, ... }. */
function simples(compound) {
  const out = []
  let i = 0
  const ident = () => {
    const m = /^-?(?:[\w-]|\\.)+/.exec(compound.slice(i))
    const v = m ? m[0] : ''
    i += v.length
    return v.replace(/\\(.)/g, '$1')
  }
  while (i < compound.length) {
    const c = compound[i]
    if (c === '*') { i++; continue }
    if (c === '.') { i++; out.push({ kind: 'class', name: ident() }); continue }
    if (c === '#') { i++; out.push({ kind: 'id', name: ident() }); continue }
    if (c === '[') {
      const j = closing(compound, i) - 1
      const m = /^\s*([\w-]+(?:\|[\w-]+)?)\s*(?:([~|^$*]?=)\s*("(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'|[^\s\]]+)\s*([is])?)?\s*$/.exec(
        compound.slice(i + 1, j),
      )
      if (!m) return null // not understood
      let value = m[3]
      if (value && /^["']/.test(value)) value = value.slice(1, -1)
      out.push({ kind: 'attr', name: m[1].toLowerCase(), op: m[2], value, flag: m[4] })
      i = j + 1
      continue
    }
    if (c === ':') {
      const element = compound[i + 1] === ':'
      i += element ? 2 : 1
      const name = ident().toLowerCase()
      let arg
      if (compound[i] === '(') {
        const j = closing(compound, i) - 1
        arg = compound.slice(i + 1, j)
        i = j + 1
      }
      out.push({ kind: 'pseudo', name, arg, element })
      continue
    }
    if (/[A-Za-z_-]/.test(c)) { out.push({ kind: 'tag', name: ident().toLowerCase() }); continue }
    return null // not understood
  }
  return out
}

/** Can anything the app renders match this complex selector? true when unsure. */
export function canMatch(sel, u) {
  for (const c of compounds(sel)) {
    const parts = simples(c)
    if (!parts) continue // not understood: no reason to drop it
    for (const p of parts) if (!simpleCanMatch(p, u)) return false
  }
  return true
}

const hasClass = (u, name) => u.words.has(name) || u.prefixes.some((p) => name.startsWith(p))

function simpleCanMatch(p, u) {
  switch (p.kind) {
    case 'tag': return u.tags.has(p.name)
    case 'class': return hasClass(u, p.name)
    case 'id': return u.words.has(p.name)
    case 'attr': {
      if (!u.attrs.has(p.name)) return false
      if (!p.op || !ENUMERATED.has(p.name) || p.flag) return true
      if (p.op !== '=' && p.op !== '~=') return true
      return u.values.has(p.value)
    }
    case 'pseudo':
      if (p.element) return true
      if (p.name === 'host' || p.name === 'host-context') return false // only ever matches inside a shadow tree
      if (p.arg === undefined) return true
      if (['is', 'where', 'matches', 'any', '-webkit-any', '-moz-any'].includes(p.name)) {
        return splitTop(p.arg, ',').some((s) => canMatch(s, u))
      }
      if (p.name === 'has') return splitTop(p.arg, ',').some((s) => canMatch(s.replace(/^\s*[>+~]/, ''), u))
      return true // :not(), :nth-child()...: no reason to drop
  }
  return true
}

/** A selector every target browser parses: dropping it alone from a rule's list changes nothing elsewhere.
 *  (One that some browser cannot parse invalidates the whole rule there; removing it would revive the rest.) */
export function safeToDropAlone(sel) {
  const bare = sel.replace(/"(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'|\[[^\]]*\]/g, '')
  for (const m of bare.matchAll(/::?(-?[\w-]+)/g)) if (!SAFE_PSEUDOS.has(m[1].toLowerCase())) return false
  return true
}

// ---------------------------------------------------------------------------------------------- purge

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
  const dropFrames = (list) => list.filter((n) => {
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
