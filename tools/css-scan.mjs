// A small CSS reader and writer for the Pico purge (pico-purge.mjs): just enough to take sass's compiled Pico
// apart into rules, at-rules and declarations and to put it back together. No CSS parser is a dependency of the
// project, and Pico's output is regular enough that depth-aware scanning (strings, comments, brackets) does it.

/** Index after the string starting at s[i] (a quote). */
export function skipString(s, i) {
  const q = s[i]
  for (i++; i < s.length; i++) {
    if (s[i] === '\\') i++
    else if (s[i] === q) return i + 1
  }
  return i
}

/** Index of the first of `stops` at nesting depth 0 (outside strings, comments, (), []) from i; s.length if none.
 *  A closing bracket in `stops` is found where it would close the depth scanning started at. */
function scanTo(s, i, stops) {
  let depth = 0
  while (i < s.length) {
    const c = s[i]
    if (c === '"' || c === "'") {
      i = skipString(s, i)
      continue
    }
    if (c === '/' && s[i + 1] === '*') {
      const e = s.indexOf('*/', i + 2)
      i = e < 0 ? s.length : e + 2
      continue
    }
    if (depth === 0 && stops.includes(c)) return i
    if (c === '(' || c === '[') depth++
    else if (c === ')' || c === ']') depth--
    i++
  }
  return i
}

/** Index after the bracket that closes the one at s[i] (brackets nest, strings are skipped). */
export const closing = (s, i) => scanTo(s, i + 1, ')]') + 1

/** Splits at `sep` on depth 0; trims the parts. */
export function splitTop(s, sep) {
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
      if (s[i] === '}') {
        i++
        return nodes
      }
      const j = scanTo(s, i, s[i] === '@' ? '{;}' : '{}')
      const head = s.slice(i, j).trim()
      if (s[j] !== '{') {
        // a statement at-rule (@import ...;) or garbage: keep as it is
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
          if (k >= s.length) {
            i = k
            break
          }
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
  return nodes
    .map((n) => {
      if (n.sel !== undefined) return `${n.sel}{${n.decls.join(';')}}`
      if (n.rules) return `${n.at}{${print(n.rules)}}`
      if (n.body !== undefined) return `${n.at}{${n.body}}`
      return `${n.at};`
    })
    .join('')
}
