// Whether a Pico selector can match anything the console renders, for the Pico purge (pico-purge.mjs). A
// selector is taken apart into compounds and simple selectors, and each is checked against the usage sets
// (pico-usage.mjs). Conservative: a selector it does not understand can match; pseudo-classes are taken as
// matching; `:host` never does outside a shadow tree. And whether a selector may be dropped alone from a rule.
import { closing, skipString, splitTop } from './css-scan.mjs'

/** Attributes whose values the app only writes from literals (or true/false): `[type=date]` can be dropped
 *  when "date" is no word of the app. Any other attribute is taken to possibly have any value (aria-label
 *  comes from the translations, title from device data...). */
const ENUMERATED = new Set([
  'type',
  'role',
  'dir',
  'rel',
  'data-theme',
  'data-placement',
  'aria-invalid',
  'aria-busy',
  'aria-hidden',
  'aria-disabled',
  'aria-checked',
  'aria-expanded',
  'aria-pressed',
])

/** Pseudo-classes and -elements every target browser parses; see `safeToDropAlone`. */
const SAFE_PSEUDOS = new Set([
  'not',
  'is',
  'where',
  'hover',
  'active',
  'focus',
  'checked',
  'disabled',
  'empty',
  'root',
  'host',
  'before',
  'after',
  'first-child',
  'last-child',
  'nth-child',
  'first-of-type',
  'last-of-type',
])

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
    if (c === '*') {
      i++
      continue
    }
    if (c === '.') {
      i++
      out.push({ kind: 'class', name: ident() })
      continue
    }
    if (c === '#') {
      i++
      out.push({ kind: 'id', name: ident() })
      continue
    }
    if (c === '[') {
      const j = closing(compound, i) - 1
      const m = /^\s*([\w-]+(?:\|[\w-]+)?)\s*(?:([~|^$*]?=)\s*("(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'|[^\s\]]+)\s*([is])?)?\s*$/.exec(compound.slice(i + 1, j))
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
    if (/[A-Za-z_-]/.test(c)) {
      out.push({ kind: 'tag', name: ident().toLowerCase() })
      continue
    }
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
    case 'tag':
      return u.tags.has(p.name)
    case 'class':
      return hasClass(u, p.name)
    case 'id':
      return u.words.has(p.name)
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
