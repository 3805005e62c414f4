// tools/css-vars.mjs gives the page's CSS custom properties short names. Every declaration and every var() of
// a property must get the same new name, and nothing that only looks like one (a string, a class name) or
// that the rest of the page names itself may change.
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { cssVarNames, realVars, renameVars } from '../../tools/css-vars.mjs'

const DIST = fileURLToPath(new URL('../../dist', import.meta.url))
const rename = (css, others = '') => renameVars(css, cssVarNames(css, others))

test('declarations and var() uses, fallbacks included, get one short name each, in first-seen order', () => {
  const css = ':root{--pico-color:red;--pico-spacing:1rem}a{color:var(--pico-color);margin:var(--pico-gap,var(--pico-spacing))}'
  assert.is(rename(css), ':root{--a:red;--b:1rem}a{color:var(--a);margin:var(--c,var(--b))}')
})

test('strings, class names with --, and names the script or markup mention stay as they are', () => {
  const css = '.btn--primary{--pico-x:1;background:url("data:image/svg+xml,a--pico-x");content:\'--pico-x\'}b{--set-by-js:0;color:var(--pico-x)}'
  assert.is(
    rename(css, "el.style.setProperty('--set-by-js', 1)"),
    '.btn--primary{--a:1;background:url("data:image/svg+xml,a--pico-x");content:\'--pico-x\'}b{--set-by-js:0;color:var(--a)}',
  )
})

test('a short name is never one a property of the page already has; past z come two letters', () => {
  const names = Array.from({ length: 30 }, (_, i) => `--long-${i}`)
  const css = `:root{--b:0;${names.map((n) => `${n}:1`).join(';')}}`
  const map = cssVarNames(css, '')
  assert.is(map.get('--b'), '--a')
  assert.is(map.get('--long-0'), '--c') // --b is taken
  assert.is(map.get('--long-23'), '--z')
  assert.is(map.get('--long-24'), '--aa')
  assert.is(new Set(map.values()).size, map.size)
})

test('a name with an escape or a non-ASCII character is left whole', () => {
  assert.is(rename('a{--k\\.z:1;--ä:2;--ok:var(--k\\.z)}'), 'a{--k\\.z:1;--ä:2;--a:var(--k\\.z)}')
})

test('realVars undoes it, given the { short: long } of dist/css-names.json', () => {
  const css = ':root{--pico-color:red;--ok:1}a{color:var(--pico-color,var(--ok));content:"--a"}'
  const names = cssVarNames(css, '')
  assert.is(realVars(renameVars(css, names), Object.fromEntries([...names].map(([l, s]) => [s, l]))), css)
})

test('the built page: no --pico- name left, every custom property a short name, css-names.json names them all', () => {
  const html = fs.readFileSync(path.join(DIST, 'index.html'), 'utf8')
  const css = html.slice(html.indexOf('<style>') + 7, html.indexOf('</style>'))
  assert.not.match(css, /--pico-/)
  const names = JSON.parse(fs.readFileSync(path.join(DIST, 'css-names.json'), 'utf8'))
  assert.match(realVars(css, names), /--pico-primary-background:/)
  // the shipped page is production: its names are the short ones, so the longest is a few letters
  const all = new Set(css.match(/(?<![\w-])--[\w-]+/g))
  assert.ok(all.size > 50, `${all.size} custom properties`)
  for (const n of all) assert.ok(n.length <= 6, n)
})

test.run()
