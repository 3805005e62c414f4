// Locale packing: the esbuild plugin that ships locales/*.json in a form gzip compresses far better, and the
// small run-time helper (`unpack`) that rebuilds each language's object in the page.
//
// Why: ten languages share the same keys; gzip re-encodes every key of every language as a
// back-reference, which still costs a few bytes each. So each non-en locale ships as just its values in en's key
// order, and a tiny helper rebuilds the same nested object at run time. The values travel as ONE string joined
// with newlines (no value has one; the round-trip check below would refuse it): a JSON array spends '","' on
// each. An empty value is one the same as en's (mostly names like MQTT or Port; en's object is mostly too far
// back for gzip to point at). A tab marks
// a value the language lacks: it is left out, so i18next falls back to en for it; keys only the language has
// (plural forms) travel as a plain object. en ships the same way: its keys (a 0 for each text), its texts as
// one string. All languages' values interleaved key by key compressed worse: a language's words
// repeat within the language. src/i18n.ts imports the JSON files as usual: tsc, tsx and the unit tests see
// plain JSON (its import order is the bundle's: related languages side by side).
import fs from 'node:fs'
import path from 'node:path'
import { isDeepStrictEqual } from 'node:util'
import { LOCALES, ROOT } from './paths.mjs'

const UNPACK = `export function unpack(en, vals, extra) {
  let i = 0, x
  if (typeof vals == 'string') vals = vals.split('\\n')
  const walk = (src, add) => {
    const out = Array.isArray(src) ? [] : {}
    for (const k in src) {
      const v = src[k]
      if (v !== null && typeof v == 'object') { const o = walk(v, add && add[k]); if (Object.keys(o).length) out[k] = o }
      else if ((x = vals[i++]) === '') out[k] = v // the same as en
      else if (x && x != '\\t') out[k] = x // '\\t' (0 in the array form): lacking
    }
    for (const k in add) if (!(k in out)) out[k] = add[k]
    return out
  }
  return walk(en, extra)
}`
export const unpack = new Function(UNPACK.replace('export ', '') + '\nreturn unpack')()
const isObject = (v) => v !== null && typeof v === 'object'

/** The values of `lang` in en's leaf order (0 where missing), plus what en does not have. unpack takes `vals`
 *  as this array or as the string shipped (values joined with newlines, '' for en's, a tab where missing). */
export function packLocale(en, lang) {
  const vals = []
  const walk = (e, l) => {
    const extra = {}
    for (const k in e) {
      const lv = isObject(l) ? l[k] : undefined
      if (isObject(e[k])) {
        const x = walk(e[k], lv)
        if (Object.keys(x).length) extra[k] = x
      } else vals.push(typeof lv === 'string' ? lv : 0)
    }
    if (isObject(l)) for (const k in l) if (!(k in e)) extra[k] = l[k]
    return extra
  }
  const extra = walk(en, lang)
  return { vals, extra }
}

/** <dir>/<lang>.json for lang != en -> `() => unpack(en, 'value\\nvalue...')` (built when first used); en.json -> `unpack({ key: 0, ... },
 *  'value\\nvalue...')`. Every file is unpacked at build time and compared with the JSON; if they differ in any
 *  way the file ships as plain JSON (with a warning). */
export const localePack = (dir = LOCALES) => ({
  name: 'locale-pack',
  setup(build) {
    build.onResolve({ filter: /^locale-pack:unpack$/ }, () => ({ path: 'unpack', namespace: 'locale-pack' }))
    build.onLoad({ filter: /.*/, namespace: 'locale-pack' }, () => ({ contents: UNPACK, loader: 'js' }))
    build.onLoad({ filter: /\.json$/ }, (args) => {
      if (path.dirname(args.path) !== dir) return undefined
      const enPath = path.join(dir, 'en.json')
      const en = JSON.parse(fs.readFileSync(enPath, 'utf8'))
      const text = 'packing would change this locale; shipped as plain JSON'
      const refuse = () => ({ warnings: [{ text, location: { file: path.relative(ROOT, args.path) } }], watchFiles: [enPath] })
      const enVals = packLocale(en, en).vals
      if (path.basename(args.path) === 'en.json') {
        // en too: its keys with a 0 for each text, and the texts as one string
        const keys = JSON.parse(JSON.stringify(en), (_k, v) => (typeof v === 'string' ? 0 : v))
        const packed = enVals.join('\n')
        if (!isDeepStrictEqual(unpack(keys, packed), en)) return refuse()
        const contents = `import { unpack } from 'locale-pack:unpack'\n` + `export default unpack(${JSON.stringify(keys)}, ${JSON.stringify(packed)})\n`
        return { contents, loader: 'js' }
      }
      const lang = JSON.parse(fs.readFileSync(args.path, 'utf8'))
      const { vals, extra } = packLocale(en, lang)
      const packed = vals.map((v, j) => (v === 0 ? '\t' : v === enVals[j] ? '' : v)).join('\n')
      if (!isDeepStrictEqual(unpack(en, packed, extra), lang)) return refuse()
      const more = Object.keys(extra).length ? ', ' + JSON.stringify(extra) : ''
      return {
        // a function: the page builds a language's strings only when it is chosen (src/i18n.ts), so the nine
        // others never take memory
        contents:
          `import { unpack } from 'locale-pack:unpack'\nimport en from './en.json'\n` + `export default () => unpack(en, ${JSON.stringify(packed)}${more})\n`,
        loader: 'js',
        resolveDir: dir,
        watchFiles: [enPath],
      }
    })
  },
})
