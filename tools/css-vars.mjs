// Short names for the page's CSS custom properties, in production builds. Pico reads and writes about 110 of
// them (--pico-form-element-focus-border-color and the like), some 760 times in the page, and each dark and
// light theme block repeats the whole list; gzip still pays a few bytes for every one. They become --a, --b,
// ... --z, --aa, ... in the order they first appear (which compressed better than the most used first).
// Only the shipped page changes: the sources and the dev build keep the real names (the
// byte report counts the short ones, as shipped); dist/css-names.json says which short name is which.
// A name that the script or the first screen's markup mentions (a style set from JS, a getPropertyValue, a
// class) keeps its own name, so renaming can never break a lookup that the CSS does not show.

// A custom property: "--" not preceded by a name character (so a class like .btn--primary is not one), and
// the CSS's strings (url("data:..."), content: "--"), which are skipped as they are.
const TOKENS = /("(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*')|(?<![\w-])--[\w-]+/g

/** The short name of the n-th renamed property (from 0): a..z, aa..zz, aaa... (letters only: a plain ident). */
function short(n) {
  let s = ''
  for (n++; n; n = Math.floor((n - 1) / 26)) s = String.fromCharCode(97 + ((n - 1) % 26)) + s
  return '--' + s
}

/** Map<long name, short name> for the custom properties of `css`. `others` is the rest of the page (the
 *  script, the first screen's markup): a name found there keeps its name. */
export function cssVarNames(css, others) {
  const names = new Map()
  const seen = new Set()
  const keep = new Set()
  for (const m of css.matchAll(TOKENS)) {
    if (m[1]) continue
    seen.add(m[0])
    // a name written with an escape or a non-ASCII character would be matched only in part: left as it is
    if (/[\\\u0080-\uffff]/.test(css[m.index + m[0].length] ?? '') || others.includes(m[0])) keep.add(m[0])
  }
  let n = 0
  for (const name of seen) {
    if (keep.has(name)) continue
    let s
    do s = short(n++)
    while (seen.has(s)) // never the name of another property of the page (an app's own --ok, say)
    names.set(name, s)
  }
  return names
}

/** `css` with the names of `names` (from cssVarNames) replaced. */
export const renameVars = (css, names) => (names.size ? css.replace(TOKENS, (t, str) => (str ? t : (names.get(t) ?? t))) : css)

/** The page's CSS with the real names back, from dist/css-names.json's { short: long } (for reading it). */
export const realVars = (css, names) => css.replace(TOKENS, (t, str) => (str ? t : (names[t] ?? t)))
