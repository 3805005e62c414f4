// tools/slim-react-i18next.mjs ships react-i18next's useTranslation without the branches the console never
// reaches (production builds). A Preact component using the hook as the console does must render the same
// texts with the slim library as with the whole one, in the first language and again after changeLanguage; and
// src/ may use react-i18next only in the ways that keep the dropped branches out of reach.

import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { Window } from 'happy-dom'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { aliases } from '../../tools/esbuild-options.mjs'
import { slimI18next } from '../../tools/slim-i18next.mjs'
import { ALLOWED_OPTIONS, slimContext, slimDefaults, slimReactI18next, slimUseTranslation } from '../../tools/slim-react-i18next.mjs'
import { bundle, bundled } from './_bundle.mjs'

const ROOT = fileURLToPath(new URL('../..', import.meta.url))
const LIB = path.join(ROOT, 'node_modules', 'react-i18next', 'dist', 'es')
const ENTRY = `import { h, render } from 'preact'
import i18n from 'i18next'
import { initReactI18next, useTranslation } from 'react-i18next'
export { h, render, i18n, initReactI18next, useTranslation }`
// both with what the page bundles around react-i18next: preact/compat for react, the slim i18next
const WHOLE = [aliases, slimI18next]
const SLIM = [aliases, slimI18next, ...slimReactI18next]

const EN = { hello: 'Hello {{who}}', settings: { title: 'Settings' } }
const DE = { hello: 'Hallo {{who}}', settings: { title: 'Einstellungen' } }

const win = new Window({ url: 'http://127.0.0.1/' })
const settle = () => new Promise((r) => setTimeout(r, 60)) // Preact's effects (they subscribe) and re-renders

/** What a component using useTranslation as the console does shows: first in en, then after the language
 *  picker's steps (src/i18n.ts setLanguage: add the bundle, changeLanguage), then once unmounted. */
async function scenario(plugins) {
  const { h, render, i18n, initReactI18next, useTranslation } = await bundled(ENTRY, plugins)
  await i18n.use(initReactI18next).init({
    lng: 'en',
    fallbackLng: 'en',
    resources: { en: { translation: EN } },
    interpolation: { escapeValue: false },
    returnNull: false,
  })
  let renders = 0
  const wrappers = new Set()
  function Card() {
    const { t, i18n: inst } = useTranslation()
    const { t: L } = useTranslation(undefined, { keyPrefix: 'settings' })
    renders++
    wrappers.add(inst)
    return h('p', null, `${t('hello', { who: 'EMS' })} | ${L('title')} | ${inst.language}`)
  }
  const root = win.document.createElement('div')
  globalThis.document = win.document
  try {
    render(h(Card, null), root)
    await settle()
    const first = root.textContent
    i18n.addResourceBundle('de', 'translation', DE)
    await i18n.changeLanguage('de')
    await settle()
    const switched = root.textContent
    render(null, root)
    const before = renders
    await i18n.changeLanguage('en')
    await settle()
    return { first, switched, afterUnmount: renders - before, wrappers: wrappers.size, renders: before }
  } finally {
    delete globalThis.document
  }
}

const source = (name) => fs.readFileSync(path.join(LIB, name), 'utf8')

test('a component renders in the first language, and again in German after changeLanguage, as with the whole library', async () => {
  const whole = await scenario(WHOLE)
  const lean = await scenario(SLIM)
  assert.is(lean.first, 'Hello EMS | Settings | en')
  assert.is(lean.switched, 'Hallo EMS | Einstellungen | de')
  assert.is(lean.afterUnmount, 0) // unsubscribed when unmounted
  assert.is(lean.wrappers, 2) // the returned i18n changes with the language, as the whole library's does
  assert.equal(lean, whole)
})

test('what the slim library drops goes from the bundle, and nothing is missed', async () => {
  const plain = await bundle(ENTRY, WHOLE)
  const lean = await bundle(ENTRY, SLIM)
  assert.equal(lean.warnings, [])
  for (const [edit, file] of [
    [slimUseTranslation, 'useTranslation.js'],
    [slimDefaults, 'defaults.js'],
    [slimContext, 'context.js'],
  ])
    assert.equal(edit(source(file)).missing, [], file)
  for (const gone of ['NO_I18NEXT_INSTANCE', 'USE_T_BEFORE_READY', 'SUSPENDED_WHILE_LOADING', 'react-i18next::', '&hellip;', 'transKeepBasicHtmlNodesFor']) {
    assert.match(plain.code, gone)
    assert.not.match(lean.code, gone)
  }
  assert.match(lean.code, 'languageChanged')
  assert.ok(lean.code.length < plain.code.length - 2500, `${plain.code.length} -> ${lean.code.length}`)
})

test('a react-i18next whose source changed ships as it is, and says what it could not find', () => {
  const changed = 'export const useTranslation = (ns, props = {}) => {\n  return [];\n};\n'
  const r = slimUseTranslation(changed)
  assert.is(r.contents, changed)
  assert.is(r.missing.length, 14)
  assert.ok(r.missing.includes('the Suspense throw'))
  assert.equal(slimDefaults('export const x = 1;\n').missing, ['the unescape import', 'the Trans and Suspense defaults'])
  assert.equal(slimContext('export const x = 1;\n').missing, ['the context object'])
})

test('src/ uses only useTranslation and initReactI18next, with no namespace and no option but a keyPrefix string', () => {
  const src = path.join(ROOT, 'src')
  const files = fs.readdirSync(src, { recursive: true }).filter((f) => /\.tsx?$/.test(String(f)))
  let calls = 0
  for (const f of files.map(String)) {
    const text = fs.readFileSync(path.join(src, f), 'utf8')
    for (const [, names] of text.matchAll(/import \{([^}]*)\} from 'react-i18next'/g))
      for (const name of names.split(',').map((n) => n.trim())) assert.ok(['useTranslation', 'initReactI18next'].includes(name), `${f}: ${name}`)
    assert.not.match(text, /from 'react-i18next\//, f) // no other entry of the package
    // every call: useTranslation() or useTranslation(undefined, { keyPrefix: 'a.b' })
    for (const [call, args] of text.matchAll(/\buseTranslation\(([^)]*)\)/g)) {
      calls++
      const opts = /^undefined, \{ (\w+): '[\w.]+' \}$/.exec(args)
      assert.ok(args === '' || (opts && ALLOWED_OPTIONS.includes(opts[1])), `${f}: ${call}`)
    }
  }
  assert.ok(calls > 50, `${calls} calls`)
  // i18next gets every language's strings at init (so it is ready at once) and no react options (bindI18n
  // stays 'languageChanged'; no useSuspense, nsMode); the instance is registered before the first render
  const setup = fs.readFileSync(path.join(src, 'i18n.ts'), 'utf8')
  assert.match(setup, /\.use\(initReactI18next\)\.init\(\{[\s\S]*?\n {2}resources: /)
  assert.not.match(setup, /\breact:|bindI18n|useSuspense|nsMode/)
  const main = fs.readFileSync(path.join(src, 'main.tsx'), 'utf8')
  assert.ok(main.indexOf("import './i18n'") >= 0 && main.indexOf("import './i18n'") < main.indexOf('render('), 'src/main.tsx imports ./i18n first')
})

test.run()
