// dist/index.html is one self-contained page: everything inline, nothing fetched but the device API.
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { gunzipSync } from 'node:zlib'
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
  assert.is(html.match(/<script/g)?.length, 1)
  assert.match(html, /<script type="module">/)
  assert.match(html, /<div id="app"><\/div>/)
})

test('nothing external: no src=, no href= but the data: favicon, no @import, no url(http', () => {
  assert.not.match(html, /\ssrc=/)
  assert.equal(html.match(/\shref="(?!data:)/g), null)
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
