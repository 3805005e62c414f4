// dist/index.html is one self-contained page: everything inline, nothing fetched but the device API.
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { gunzipSync, gzipSync } from 'node:zlib'
import { test } from 'uvu'
import * as assert from 'uvu/assert'

const DIST = fileURLToPath(new URL('../../dist', import.meta.url))
const html = fs.readFileSync(path.join(DIST, 'index.html'), 'utf8')

test('the page has its head: charset first, viewport, color scheme, title, data: favicon', () => {
  assert.match(html, /^<!doctype html><html lang="en"><head><meta charset="utf-8">/)
  assert.match(html, /<meta name="viewport" content="width=device-width,initial-scale=1">/)
  assert.match(html, /<meta name="color-scheme" content="light dark">/)
  assert.match(html, /<title>EMS-ESP<\/title>/)
  assert.match(html, /<link rel="icon" href="data:image\/svg\+xml,/)
})

test('one inline style, one inline module script, the #app mount point', () => {
  assert.is(html.match(/<style>/g)?.length, 1)
  assert.is(html.match(/<script type="module">/g)?.length, 1)
  // the static first screen's two small classic scripts (theme and token; its language), nothing else
  assert.equal(html.match(/<script[^>]*>/g), ['<script>', '<script>', '<script type="module">'])
  assert.match(html, /<div id="app"><\/div><script type="module">/)
})

test('the style and a static sign-in card come before the app, within the first 20 KB of the gzipped page', () => {
  const app = html.indexOf('<script type="module">')
  const card = html.indexOf('<div id="first">')
  assert.ok(html.indexOf('</style>') < card && card < app)
  const first = html.slice(card, app)
  for (const el of ['<select class="lang"', '<input type="text" id="f-username"', '<input type="password" id="f-password"', '<button type="submit"']) {
    assert.ok(first.includes(el), el)
  }
  const gz = gzipSync(html.slice(0, first.indexOf('</form>') + card), { level: 9 }).length
  assert.ok(gz < 20_000, `the card ends after ${gz} B of gzip`)
})

test('nothing external: no src=, no href= but the data: favicon and the mark (#mark, in the page), no @import, no url(http', () => {
  assert.not.match(html, /\ssrc=/)
  assert.equal(html.match(/\shref="(?!data:|#mark")/g), null)
  assert.match(html, /<symbol id="mark"/)
  const css = html.slice(html.indexOf('<style>'), html.indexOf('</style>'))
  assert.not.match(css, /@import/)
  assert.not.match(css, /url\(\s*['"]?(https?:)?\/\//)
  assert.not.match(html, /sourceMappingURL/) // production builds carry no source map
  assert.not.match(html, /__livereload/) // nor the dev reload hook
})

test('index.html.gz is gzip of index.html', () => {
  assert.ok(gunzipSync(fs.readFileSync(path.join(DIST, 'index.html.gz'))).equals(Buffer.from(html)))
})

test.run()
