// tools/pico-purge.mjs drops Pico rules for markup the console never renders. It must never drop one the console
// uses: the built page keeps the selectors the screens rely on, the usage scan sees what the app renders,
// and the purge keeps whatever it cannot decide.
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { parse, print } from '../../tools/css-scan.mjs'
import { realVars } from '../../tools/css-vars.mjs'
import { usage } from '../../tools/pico.mjs'
import { purge } from '../../tools/pico-purge.mjs'
import { canMatch, safeToDropAlone } from '../../tools/pico-selectors.mjs'
import { usageOf } from '../../tools/pico-usage.mjs'

const DIST = fileURLToPath(new URL('../../dist', import.meta.url))
const html = fs.readFileSync(path.join(DIST, 'index.html'), 'utf8')
// with the custom properties' real names (the page ships short ones: tools/css-vars.mjs)
const css = realVars(html.slice(html.indexOf('<style>') + 7, html.indexOf('</style>')), JSON.parse(fs.readFileSync(path.join(DIST, 'css-names.json'), 'utf8')))
const app = await usage()

test('the page keeps the Pico rules the console uses', () => {
  for (const sel of [
    '[role=switch]',
    'dialog',
    'article',
    'nav',
    '[aria-invalid=true]',
    '[data-theme=dark]',
    ':root:not([data-theme])',
    'details.dropdown',
    'progress',
    '[aria-busy=true]',
    '[type=file]',
    '[type=search]',
    '[type=checkbox]',
    '.secondary',
    '.grid',
    'fieldset',
    'legend',
    'textarea',
    'summary',
    'small',
    'h3',
    'thead',
  ])
    assert.ok(css.includes(sel), `${sel} is gone from the page's CSS`)
  // custom properties the app's own CSS reads (the log's background comes from Pico's code module)
  for (const v of ['--pico-code-background-color:', '--pico-primary-focus:', '--pico-muted-border-color:', '--pico-card-box-shadow:']) {
    assert.ok(css.includes(v), `${v} is no longer defined`)
  }
})

test('the page has no rules for what the console never renders (the purge ran)', () => {
  for (const sel of [
    '[data-tooltip]',
    '.container',
    ':host(',
    ':host{',
    ',:host',
    'blockquote{',
    'blockquote footer',
    '[type=radio]:checked',
    '[type=radio]~label',
    ').outline',
    'hgroup',
    'h6{',
    '.modal-is-open',
    '[dir=rtl]',
    '--pico-icon-date',
    'breadcrumb',
  ]) {
    assert.not.ok(css.includes(sel), `${sel} is back in the page's CSS`)
  }
  assert.not.ok(css.includes('--pico-tooltip-'))
})

test('the usage scan sees what the app renders', () => {
  for (const t of ['dialog', 'article', 'nav', 'details', 'summary', 'progress', 'table', 'fieldset', 'select', 'aside', 'main', 'svg']) {
    assert.ok(app.tags.has(t), `element ${t}`)
  }
  for (const a of ['role', 'aria-invalid', 'aria-busy', 'data-theme', 'tabindex', 'hidden', 'open']) assert.ok(app.attrs.has(a), `attribute ${a}`)
  for (const v of ['switch', 'dark', 'light', 'checkbox', 'file', 'search']) assert.ok(app.values.has(v), `value ${v}`)
  // the user menu opens leftwards by a rule of ours: no dir=rtl, so none of Pico's right-to-left rules is kept
  assert.not.ok(app.values.has('rtl'), 'value rtl')
  for (const c of ['secondary', 'dropdown', 'grid', 'sidebar', 'toast']) assert.ok(app.words.has(c), `class ${c}`)
  assert.ok(app.vars.has('--pico-code-background-color'))
})

test("every selector of the app's own CSS counts as matching (the scan misses no class of ours)", () => {
  const src = fileURLToPath(new URL('../../src', import.meta.url))
  const misses = []
  const walk = (nodes) => {
    for (const n of nodes) {
      if (n.rules) walk(n.rules)
      else if (n.sel !== undefined) for (const s of splitList(n.sel)) if (!canMatch(s, app)) misses.push(s)
    }
  }
  for (const f of fs.readdirSync(src, { recursive: true }).filter((f) => String(f).endsWith('.css'))) {
    walk(parse(fs.readFileSync(path.join(src, String(f)), 'utf8')))
  }
  assert.equal(misses, [])
})

/** Splits a selector list at the commas outside brackets (enough for our own CSS). */
function splitList(sel) {
  const out = []
  let depth = 0
  let cur = ''
  for (const c of sel) {
    if (c === '(' || c === '[') depth++
    if (c === ')' || c === ']') depth--
    if (c === ',' && depth === 0) {
      out.push(cur.trim())
      cur = ''
    } else cur += c
  }
  return [...out, cur.trim()]
}

// ---------------------------------------------------------------------------------------------- the purge itself

const u = usageOf(`jsx("div", { class: "card wide", role: "switch", type: "checkbox", "aria-invalid": x })
  jsx("details", {}); el.dataset.theme = "dark"; const k = "toast-" + kind; '<section id="s">'`)

test('usageOf: elements, classes, attributes (dataset, case), values, prefixes, markup in strings', () => {
  for (const t of ['div', 'details', 'section', 'html', 'body']) assert.ok(u.tags.has(t), t)
  assert.not.ok(u.tags.has('card'))
  for (const a of ['class', 'role', 'type', 'aria-invalid', 'data-theme', 'open', 'id']) assert.ok(u.attrs.has(a), a)
  assert.ok(canMatch('.toast-error', u)) // prefix
})

test('canMatch: drops only what needs something never rendered', () => {
  const yes = [
    'div',
    '.card',
    'div.card.wide',
    '[role=switch]',
    '[type=checkbox][role=switch]',
    '[aria-invalid=true]',
    '[aria-invalid=false]',
    ':root',
    'html',
    '*',
    '::before',
    'div:hover>.card',
    ':is(pre,div)',
    ':where(pre,div) .card',
    'div:not(.nope)',
    'details[open]>div',
    '[data-theme=dark] div',
    'div:has(.card)',
    '[id=anything]',
    'div:not(:host)',
  ]
  const no = [
    'pre',
    '.nope',
    'div.nope',
    '[role=button]',
    '[type=radio]',
    '[data-tooltip]',
    ':host',
    ':host(.card)',
    ':is(pre,code)',
    ':where(.nope) div',
    'div pre',
    'div:has(pre)',
    '[dir=rtl] div',
  ]
  for (const s of yes) assert.ok(canMatch(s, u), `${s} should be kept`)
  for (const s of no) assert.not.ok(canMatch(s, u), `${s} should be dropped`)
})

test('purge: prunes lists, keeps lists with selectors a browser may not parse, drops empty @media', () => {
  // pre goes from a list that div::-moz-x already makes invalid wherever that is unknown: the same either way;
  // pre::-moz-x and pre:focus-visible alone would revive their rules where they are unknown: kept
  const out = purge(
    'div,pre{color:red}@media(min-width:1px){pre{color:blue}}pre,div::-moz-x,div{margin:0}' +
      'div,pre:focus-visible{padding:0}pre::-moz-x,div{border:0}pre::-moz-x,pre{top:0}',
    u,
  ).css
  assert.is(out, 'div{color:red}div::-moz-x,div{margin:0}div,pre:focus-visible{padding:0}pre::-moz-x,div{border:0}')
  assert.ok(safeToDropAlone('pre:hover>code::before'))
  assert.not.ok(safeToDropAlone('pre::-webkit-scrollbar'))
  assert.not.ok(safeToDropAlone('pre:has(code)'))
})

test('purge: custom properties no kept rule reads go (transitively); read ones stay; @keyframes by name', () => {
  const src =
    ':root{--a:1px;--b:var(--c);--c:red;--d:var(--e);--e:blue;--f:2px}pre{margin:var(--d)}' +
    'div{padding:var(--a);color:var(--b);animation:spin 1s}@keyframes spin{to{opacity:0}}@keyframes gone{to{opacity:0}}'
  const r = purge(src, { ...u, vars: new Set(['--f']) })
  assert.is(r.css, ':root{--a:1px;--b:var(--c);--c:red;--f:2px}div{padding:var(--a);color:var(--b);animation:spin 1s}@keyframes spin{to{opacity:0}}')
  assert.equal(r.dropped.vars.sort(), ['--d', '--e'])
  assert.equal(r.dropped.keyframes, ['gone'])
})

test('parse/print: strings, comments, nested groups and url() survive a round trip', () => {
  const src = '/*! x */a{background:url("data:image/svg+xml,%3Csvg a=\'{}\'%3E");content:"a;b}"}@media (x){@supports (y){b{c:d}}}@import "z";'
  assert.is(print(parse(src)), 'a{background:url("data:image/svg+xml,%3Csvg a=\'{}\'%3E");content:"a;b}"}@media (x){@supports (y){b{c:d}}}@import "z";')
})

test.run()
