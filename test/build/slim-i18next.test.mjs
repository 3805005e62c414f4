// tools/slim-i18next.mjs ships i18next without its debug-only messages and the code the console cannot run
// (production builds). The slim i18next must translate every string of every locale exactly as the whole one
// does, with what the console does around it (plurals by count, nesting, a language added later, events),
// and nothing in src/ may call a method it took out.

import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { DROPPED, slim, slimI18next, UNSET, usesFormat } from '../../tools/slim-i18next.mjs'
import { bundle, bundled } from './_bundle.mjs'

const ROOT = fileURLToPath(new URL('../..', import.meta.url))
const LOCALES = path.join(ROOT, 'locales')
const ENTRY = "export { default } from 'i18next'"
const bundleOf = (plugins) => bundle(ENTRY, plugins)

/** A fresh i18next instance (createInstance) of the plain or the slim bundle, each bundled once. */
const builds = {}
const instance = async (name) => (await (builds[name] ??= bundled(ENTRY, name === 'slim' ? [slimI18next] : []))).default.createInstance()

const leaves = (o, pre = '') => Object.entries(o).flatMap(([k, v]) => (v && typeof v === 'object' ? leaves(v, pre + k + '.') : [[pre + k, v]]))
const locale = (code) => JSON.parse(fs.readFileSync(path.join(LOCALES, code + '.json'), 'utf8'))
const CODES = fs.readdirSync(LOCALES).map((f) => f.replace(/\.json$/, ''))

test('the debug-only texts, the formatter, the backend connector and the dropped methods go; nothing is missed', async () => {
  const plain = await bundleOf([])
  const lean = await bundleOf([slimI18next])
  assert.equal(lean.warnings, [])
  assert.match(plain.code, /removed in v27/)
  assert.not.match(lean.code, /removed in v27/)
  assert.match(lean.code, /No Intl support/) // logger.error prints without debug: kept
  for (const gone of ['RelativeTimeFormat', 'maxParallelReads', 'forkResourceStore', 'getTextInfo']) {
    assert.match(plain.code, gone)
    assert.not.match(lean.code, gone)
  }
  assert.ok(lean.code.length < plain.code.length - 10000, `${plain.code.length} -> ${lean.code.length}`)
})

test('an i18next whose source changed ships as it is, and says what it could not find', () => {
  const r = slim('class I18n extends EventEmitter {\n  t() {\n    return 1;\n  }\n}\n', LOCALES)
  assert.ok(r.missing.includes('the backend connector'))
  assert.ok(r.missing.includes('I18n.cloneInstance'))
  assert.match(r.contents, /t\(\) \{/)
})

test('usesFormat: a formatted value or nesting needs the formatter; interpolation and nesting options do not', () => {
  for (const s of ['{{n, number}}', '{{d,datetime}}', '$t(a.b, uppercase)', '$t(a, {"x": 1}, lowercase)']) assert.ok(usesFormat(s), s)
  for (const s of ['{{n}} items, {{m}}', '$t(a.b)', '$t(c.v.max, {"max": 32})', 'a, b (c)', '{{-raw}}']) assert.not.ok(usesFormat(s), s)
  // the console's locales use none: the slim build leaves the formatter out (see the first test)
  for (const code of CODES) for (const [k, v] of leaves(locale(code))) assert.not.ok(usesFormat(v), `${code} ${k}`)
})

test('every key of every locale translates the same, with its placeholders filled and a count', async () => {
  const en = locale('en')
  for (const code of CODES) {
    const answers = []
    for (const name of ['plain', 'slim']) {
      const i18n = await instance(name)
      await i18n.init({
        lng: code,
        fallbackLng: 'en',
        resources: { en: { translation: en }, [code]: { translation: locale(code) } },
        interpolation: { escapeValue: false },
        returnNull: false,
      })
      const out = []
      for (const [key, v] of leaves(en)) {
        const vars = Object.fromEntries([...String(v).matchAll(/\{\{-?\s*(\w+)/g)].map((m) => [m[1], `<${m[1]}>`]))
        out.push(i18n.t(key), i18n.t(key, vars), i18n.t(key, { ...vars, count: 2 }), i18n.exists(key))
      }
      out.push(i18n.t('no.such.key'), i18n.exists('no.such.key'), i18n.language, i18n.languages, i18n.resolvedLanguage)
      answers.push(out)
    }
    assert.equal(answers[1], answers[0], code)
  }
})

test('plurals by count, nesting, a bundle added later, changeLanguage and its event, getFixedT, hasResourceBundle', async () => {
  const answers = []
  for (const name of ['plain', 'slim']) {
    const i18n = await instance(name)
    const translation = { a: 'A {{x}}', b: { c: 'nested' }, d: '$t(a, {"x": 2})', o: { p: 'q' }, n_one: 'one {{count}}', n_other: '{{count}} many' }
    await i18n.init({ lng: 'de', fallbackLng: 'en', resources: { en: { translation }, de: { translation: { a: 'De {{x}}' } } } })
    const events = []
    i18n.on('languageChanged', (l) => events.push(l))
    const before = [i18n.t('a', { x: 1 }), i18n.t('b.c'), i18n.t('d'), i18n.t('missing.key'), i18n.t('o'), i18n.t('n', { count: 1 }), i18n.t('n', { count: 5 })]
    const had = i18n.hasResourceBundle('pl', 'translation')
    i18n.addResourceBundle('pl', 'translation', { a: 'Pl {{x}}', n_one: 'jeden', n_few: '{{count}} kilka', n_many: '{{count}} wiele' })
    await i18n.changeLanguage('pl')
    const fixed = i18n.getFixedT('de')
    answers.push([
      ...before,
      had,
      i18n.hasResourceBundle('pl', 'translation'),
      i18n.t('a', { x: 3 }),
      ...[1, 2, 5, 22].map((count) => i18n.t('n', { count })),
      fixed('a', { x: 4 }),
      events,
      i18n.getResource('de', 'translation', 'a'),
      await i18n.changeLanguage('xx').then(() => [i18n.language, i18n.t('a', { x: 5 })]),
    ])
  }
  assert.equal(answers[1], answers[0])
  assert.equal(answers[0].slice(0, 3), ['De 1', 'nested', 'De 2'])
})

test('the slim i18next refuses a backend instead of ignoring it', async () => {
  const i18n = await instance('slim')
  const backend = { type: 'backend', init() {}, read: (_l, _n, cb) => cb(null, {}) }
  assert.throws(() => i18n.use(backend).init({ lng: 'en' }), /no backend/)
})

test('src/ calls none of the methods the slim i18next drops', () => {
  const src = path.join(ROOT, 'src')
  const names = Object.values(DROPPED).flat()
  const calls = new RegExp(`\\bi18n(?:ext)?\\.(?:${names.join('|')})\\b`)
  for (const f of fs.readdirSync(src, { recursive: true }).filter((f) => /\.tsx?$/.test(String(f)))) {
    const text = fs.readFileSync(path.join(src, String(f)), 'utf8')
    assert.not.match(text, calls, String(f))
  }
})

test('src/ sets none of the options the slim i18next reads as off, and no i18nFormat module or cimode', () => {
  const src = path.join(ROOT, 'src')
  const used = new RegExp(`\\b(?:${UNSET.join('|')}|i18nFormat|cimode)\\b`)
  for (const f of fs.readdirSync(src, { recursive: true }).filter((f) => /\.tsx?$/.test(String(f)))) {
    assert.not.match(fs.readFileSync(path.join(src, String(f)), 'utf8'), used, String(f))
  }
})

test.run()
