// A production-only esbuild plugin that ships i18next without the code the console can never run. i18next is one
// class-based file: esbuild cannot drop an unused method or a class that init() constructs, so the plugin edits
// the source as it is loaded. Each edit is one of these, and the build warns (and ships that part as it is)
// when i18next's source no longer has what it looks for:
//   - debug-only logger calls (log, warn, deprecate, once) marked pure, so their texts go (they never print:
//     the console never sets `debug`); logger.error, printed without debug too, stays;
//   - the built-in formatter ({{value, number}}, $t(key, uppercase) ...) left out while no locale string asks
//     for one (checked here on locales/*.json); without it i18next interpolates values as they are;
//   - the backend connector, which loads translations through a backend plugin (retries, queues, saveMissing),
//     replaced by a stub: the console inlines its resources and has no backend (the stub refuses one);
//   - options the console never sets (UNSET), an i18nFormat module and the 'cimode' language read as absent,
//     so the branches only they reach go;
//   - methods nothing in the page calls (DROPPED: cloning, SSR hydration, text direction with its table of
//     right-to-left languages, toJSON, removing or merging bundles).
// The dev build keeps i18next whole, so `debug: true` still says everything there.
// test/build/slim-i18next.test.mjs translates every key of every locale with both and compares, and checks
// that src/ calls none of DROPPED.
import fs from 'node:fs'
import path from 'node:path'
import { LOCALES } from './paths.mjs'
import { slimPlugin } from './slim-plugin.mjs'

/** Methods taken out, by class: none is called by the console or by react-i18next's useTranslation
 *  (getSuffixes only by saving missing plurals, off with UNSET). */
export const DROPPED = {
  I18n: ['cloneInstance', 'toJSON', 'dir', 'hydrate'],
  ResourceStore: ['toJSON', 'removeResourceBundle', 'removeNamespaces', 'addResources'],
  PluralResolver: ['needsPlural', 'getPluralFormsOfKey', 'getSuffixes'],
}

// With no backend, i18next's connector only ever calls back (it warns 'No backend was added' first), and
// hasLoadedNamespace and reloadResources read its (empty) `state`.
const CONNECTOR = `class Connector extends EventEmitter {
  constructor(backend) {
    super();
    if (backend) throw new Error('this i18next has no backend connector (tools/slim-i18next.mjs)');
    this.state = {};
  }
  load(languages, namespaces, callback) { callback?.(); }
  reload(languages, namespaces, callback) { callback?.(); }
}`

/** Options that are off unless an app sets them, and the console sets none of them (src/i18n.ts): read as off,
 *  so the branches they guard go (saving missing keys, post-processors, objects and arrays as results, key and
 *  namespace mangling for missing keys). */
export const UNSET = [
  'saveMissing',
  'updateMissing',
  'saveMissingPlurals',
  'missingKeyHandler',
  'missingInterpolationHandler',
  'postProcess',
  'postProcessPassResolved',
  'returnObjects',
  'joinArrays',
  'returnedObjectHandler',
  'parseMissingKeyHandler',
  'appendNamespaceToMissingKey',
  'appendNamespaceToCIMode',
  'missingKeyNoValueFallbackToKey',
  'fallbackNS',
  'supportedLngs',
  'nonExplicitSupportedLngs',
  'partialBundledLanguages',
  'lowerCaseLng',
  'cleanCode',
  'returnDetails',
  'isClone',
]

/** Does an i18next string use a formatter: {{x, number}} or a nesting like $t(key, {...}), uppercase? Follows
 *  Interpolator.interpolate and nest: after a nesting's {options}, or after its first comma if it has none,
 *  anything but commas and spaces names formatters. */
export function usesFormat(s) {
  if ([...s.matchAll(/\{\{(.+?)\}\}/g)].some((m) => m[1].includes(','))) return true
  const nestings = s.matchAll(/\$t\(((?:[^()"']|"[^"]*"|'[^']*'|\((?:[^()"']|"[^"]*"|'[^']*')*\))*?)\)/g)
  return [...nestings].some(([, c]) => /[^\s,]/.test(/{.*}/s.test(c) ? c.slice(c.lastIndexOf('}') + 1) : c.includes(',') ? c.slice(c.indexOf(',')) : ''))
}

const strings = (v) => (typeof v === 'string' ? [v] : v && typeof v === 'object' ? Object.values(v).flatMap(strings) : [])
const localesUseFormat = (dir) =>
  fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .some((f) => strings(JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8'))).some(usesFormat))

/** `src` without the method `name` of class `cls` (i18next's build indents a class's methods by two spaces and
 *  ends each with a line "  }"); null if it is not there. */
function dropMethod(src, cls, name) {
  const start = src.indexOf(`\nclass ${cls} `)
  const end = src.indexOf('\n}\n', start)
  if (start < 0 || end < 0) return null
  const m = new RegExp(`\\n  (static )?${name}\\(`).exec(src.slice(start, end))
  if (!m) return null
  const from = start + m.index
  return src.slice(0, from) + src.slice(src.indexOf('\n  }\n', from) + 4)
}

/** `src` with the class `cls` replaced by `body`; null if it is not there. */
function replaceClass(src, cls, body) {
  const start = src.indexOf(`\nclass ${cls} `)
  const end = src.indexOf('\n}\n', start)
  return start < 0 || end < 0 ? null : src.slice(0, start + 1) + body + src.slice(end + 2)
}

/** The edited source and what could not be done. `locales`: the folder whose strings decide on the formatter. */
export function slim(source, locales = LOCALES) {
  const missing = []
  let src = source
  const edit = (what, next) => (next == null || next === src ? missing.push(what) : (src = next))
  edit('debug-only logger calls', src.replace(/(\bthis\.logger|\bbaseLogger)\.(warn|log|deprecate|once)\(/g, '/* @__PURE__ */ $&'))
  if (!localesUseFormat(locales)) edit('the built-in formatter', src.replace('formatter = Formatter;', 'formatter = null; // no locale string uses one'))
  edit('unset options', src.replace(new RegExp(`\\bthis\\.options\\.(${UNSET.join('|')})\\b(?!\\s*=[^=])`, 'g'), 'false'))
  // t() in the language 'cimode' answers keys (for tests of an app's markup): the console offers only its ten
  edit('the cimode branch of translate', src.replace("if (lng?.toLowerCase() === 'cimode') {", 'if (false) {'))
  // an i18nFormat module (ICU and the like) comes only through use(), and the console uses none
  edit('i18nFormat hooks', src.replace(/\bthis\.i18nFormat\b(?!\s*=[^=])/g, 'undefined'))
  edit('the backend connector', replaceClass(src, 'Connector', CONNECTOR))
  for (const [cls, names] of Object.entries(DROPPED)) for (const name of names) edit(`${cls}.${name}`, dropMethod(src, cls, name))
  return { contents: src, missing }
}

export const slimI18next = slimPlugin('i18next', /[\\/]node_modules[\\/]i18next[\\/]dist[\\/]esm[\\/]i18next\.js$/, slim)
