// tools/first-screen.mjs writes the static first screen and the two small scripts that run before the app: one
// applies the stored theme and token, the other switches the card to the stored language from a table of every
// locale's four sign-in strings. test/unit/console/first-paint.test.tsx checks the card's markup against the sign-in
// page, test/e2e/first-paint.test.ts that a browser paints it early; here: the table the build takes from
// locales/*.json, and what the scripts do, run against a happy-dom document.
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { Window } from 'happy-dom'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { firstPaint } from '../../tools/first-screen.mjs'

const ROOT = fileURLToPath(new URL('../..', import.meta.url))
const KEYS = ['ui.language', 'c.username', 'c.password', 'c.signIn']
const get = (obj, key) => key.split('.').reduce((o, k) => o?.[k], obj)
const locale = (code) => JSON.parse(fs.readFileSync(path.join(ROOT, 'locales', code + '.json'), 'utf8'))
const LOCALES = fs
  .readdirSync(path.join(ROOT, 'locales'))
  .filter((f) => f.endsWith('.json'))
  .map((f) => f.slice(0, -5))
  .sort()

const { head, body } = await firstPaint(ROOT)
const scripts = (html) => [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1])
const table = JSON.parse(/firstLang=function\(T\)\{[\s\S]*?\}\}\((\{[\s\S]*?\})\);/.exec(body)[1])

/** A document with the first screen, its scripts run as the page runs them, with `stored` as localStorage and
 *  `languages` as the browser's (navigator.languages). */
function paint(stored, languages = ['en-US', 'en']) {
  const win = new Window({ url: 'http://127.0.0.1:3080/' })
  const doc = win.document
  doc.documentElement.innerHTML = `<head>${head.replace(/<script>[\s\S]*?<\/script>/g, '')}</head><body>${body.replace(/<script>[\s\S]*?<\/script>/g, '')}</body>`
  const storage = {
    getItem: (k) => (k in stored ? stored[k] : null),
    setItem: (k, v) => void (stored[k] = String(v)),
  }
  const code = [...scripts(head), ...scripts(body)].join(';\n') + ';\nreturn firstLang'
  const firstLang = new Function('document', 'localStorage', 'navigator', code)(doc, storage, { languages })
  return {
    doc,
    firstLang,
    texts: () => [...doc.querySelectorAll('#first [data-t]')].map((e) => (e.dataset.t === '0' ? e.getAttribute('aria-label') : e.textContent)),
  }
}

test('the language table has every locale, each with its four sign-in strings (en where it lacks one)', () => {
  assert.equal(Object.keys(table).sort(), LOCALES)
  const en = locale('en')
  for (const code of LOCALES) {
    const l = locale(code)
    assert.equal(
      table[code],
      KEYS.map((k) => get(l, k) ?? get(en, k)),
      code,
    )
    for (const s of table[code]) assert.type(s, 'string', `${code}: a key is missing in en too`)
  }
  // the table sits in an inline <script>: nothing in it may end that script early
  assert.is(body.match(/<\/script/g).length, scripts(body).length)
})

test('the picker offers every locale, English selected; the card is in English before any script runs', () => {
  const codes = [...body.matchAll(/<option value="([^"]+)"/g)].map((m) => m[1])
  assert.equal([...codes].sort(), LOCALES)
  assert.match(body, /<option value="en" selected>/)
  const { doc } = paint({})
  assert.equal(
    [...doc.querySelectorAll('#first [data-t]')].map((e) => e.dataset.t),
    ['0', '1', '2', '3'],
  )
})

test('no stored language, theme or token: English, the theme left to the system, the sign-in card', () => {
  const { doc, texts } = paint({})
  assert.equal(texts(), table.en)
  assert.is(doc.documentElement.dataset.theme, undefined)
  assert.not.ok(doc.documentElement.classList.contains('token'))
})

test('a stored language, theme and token are applied before the app runs', () => {
  const { doc, texts } = paint({ lang: 'de', theme: 'dark', access_token: 'x' })
  assert.equal(texts(), table.de)
  assert.is(doc.documentElement.lang, 'de')
  assert.is(doc.querySelector('#first select').value, 'de')
  assert.is(doc.documentElement.dataset.theme, 'dark')
  assert.ok(doc.documentElement.classList.contains('token'))
})

test('no stored language: the browser first language of ours, as the app picks it (src/i18n.ts pickLanguage)', () => {
  for (const [languages, code] of [
    [['de-DE', 'de', 'en'], 'de'],
    [['ja-JP', 'nb-NO'], 'no'],
    [['nn'], 'no'],
    [['tr'], 'tr'],
    [['pt-BR', 'ja'], 'en'],
  ]) {
    const { doc, texts } = paint({}, languages)
    assert.equal(texts(), table[code], languages.join())
    assert.is(doc.querySelector('#first select').value, code)
  }
  const { texts } = paint({ lang: 'fr' }, ['de-DE'])
  assert.equal(texts(), table.fr, 'the stored choice wins')
})

test('an unknown stored language or theme changes nothing; the picker switches and remembers', () => {
  const stored = { lang: 'xx', theme: 'purple' }
  const { doc, firstLang, texts } = paint(stored)
  assert.equal(texts(), table.en)
  assert.is(doc.documentElement.dataset.theme, undefined)
  firstLang('fr')
  assert.equal(texts(), table.fr)
  const select = doc.querySelector('#first select')
  select.value = 'sv'
  // its handler is set by the script (an onchange="" attribute would be refused by the page's CSP)
  assert.is(select.getAttribute('onchange'), null)
  select.dispatchEvent(new doc.defaultView.Event('change'))
  assert.is(stored.lang, 'sv')
  assert.equal(texts(), table.sv)
})

test('Enter before the app runs: the form is not sent, only marked (data-sent) and its button busy', () => {
  const { doc } = paint({})
  const form = doc.querySelector('#first form')
  assert.is(form.getAttribute('onsubmit'), null)
  const submit = new doc.defaultView.Event('submit', { cancelable: true })
  form.dispatchEvent(submit)
  assert.ok(submit.defaultPrevented, 'not sent as a GET with the password')
  assert.is(form.dataset.sent, '1')
  assert.is(form.querySelector('button').getAttribute('aria-busy'), 'true')
})

test.run()
