// The page's Content-Security-Policy (tools/csp.mjs): in dist/index.html right after <meta charset>, with the
// sha256 of each inline script and style as the browser hashes them; markup the policy would block is refused.
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import { fileURLToPath } from 'node:url'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { policy, withCsp } from '../../tools/csp.mjs'

const html = fs.readFileSync(fileURLToPath(new URL('../../dist/index.html', import.meta.url)), 'utf8')
const sha = (text) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`
const texts = (tag) => [...html.matchAll(new RegExp(`<${tag}\\b[^>]*>([^]*?)</${tag}>`, 'g'))].map((m) => m[1])

test('dist/index.html: the policy follows <meta charset>, each inline script and the style by its hash, nothing unsafe', () => {
  const m = html.match(/^<!doctype html><html lang="en"><head><meta charset="utf-8"><meta http-equiv="Content-Security-Policy" content="([^"]+)">/)
  assert.ok(m, 'the CSP meta right after <meta charset>')
  assert.is(texts('script').length, 3)
  assert.equal(m[1].split(';'), [
    "default-src 'none'",
    `script-src ${texts('script').map(sha).join(' ')}`,
    `style-src ${texts('style').map(sha).join(' ')}`,
    "connect-src 'self' https://api.github.com",
    "img-src 'self' data:",
    "base-uri 'none'",
    "form-action 'self'",
  ])
})

test('the release host is the one the version check asks', () => {
  const src = fs.readFileSync(fileURLToPath(new URL('../../src/api/system.ts', import.meta.url)), 'utf8')
  assert.match(src, /const RELEASES = 'https:\/\/api\.github\.com\//)
})

test('a script is hashed as the browser reads it: CRLF and CR as LF', () => {
  const page = (js) => `<meta charset="utf-8"><script>${js}</script><style>a{}</style>`
  assert.is(policy(page('a()\r\nb()\rc()')), policy(page('a()\nb()\nc()')))
  assert.is.not(policy(page('a()')), policy(page('b()')))
})

test('markup the policy would block is refused: an inline handler, a style attribute', () => {
  const page = (body) => `<meta charset="utf-8"><style>a{}</style><body>${body}<script>x()</script></body>`
  assert.throws(() => withCsp(page('<form novalidate onsubmit="go()">')), /inline onsubmit=/)
  assert.throws(() => withCsp(page('<div class="a" style="color:red">')), /inline style=/)
  // in a script or in text it is not markup
  assert.match(withCsp(page('<p>a style="" b</p><script>el.onclick="x"</script>')), /Content-Security-Policy/)
})

test.run()
