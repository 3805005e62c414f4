// tools/slim-ky.mjs ships ky without its progress streams and retries (production builds). The slim ky must
// answer every kind of call the console makes exactly as the whole one does (a GET with search parameters, a
// JSON POST, an error status, a timeout, a refused connection), and src/ may ask ky for none of what it took out.

import fs from 'node:fs'
import http from 'node:http'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { ABSENT, slim, slimKy } from '../../tools/slim-ky.mjs'
import { bundle, bundled } from './_bundle.mjs'

const ROOT = fileURLToPath(new URL('../..', import.meta.url))
const ENTRY = "export { default, HTTPError, TimeoutError } from 'ky'"
const bundleOf = (plugins) => bundle(ENTRY, plugins)

/** The whole ky or the slim one, bundled once each. */
const builds = {}
const ky = (name) => (builds[name] ??= bundled(ENTRY, name === 'slim' ? [slimKy] : []))

let server
let base
const seen = []
test.before(async () => {
  server = http.createServer((req, res) => {
    let body = ''
    req.on('data', (c) => (body += c))
    req.on('end', () => {
      seen.push(`${req.method} ${req.url} ${req.headers.authorization ?? ''} ${req.headers['content-type'] ?? ''} ${body}`)
      if (req.url.startsWith('/slow')) return setTimeout(() => res.end('{}'), 5000).unref() // past its call's timeout
      if (req.url.startsWith('/missing')) return res.writeHead(404, 'Not Found').end('no')
      if (req.url.startsWith('/busy')) return res.writeHead(503, { 'Retry-After': '0' }).end()
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ url: req.url, body }))
    })
  })
  await new Promise((r) => server.listen(0, '127.0.0.1', r))
  base = `http://127.0.0.1:${server.address().port}/`
})

/** What each call the console makes gives, as text: the answer, or the error's kind and status. */
async function calls(name) {
  const { default: k, HTTPError, TimeoutError } = await ky(name)
  // a busy machine's answers within 10 s; the slow one's call gives up after 0.2 s
  const o = { timeout: 10000, retry: 0, headers: { Authorization: 'Bearer x' } }
  const out = []
  const run = async (p) => {
    try {
      const res = await p
      out.push(`${res.status} ${await res.text()}`)
    } catch (e) {
      out.push(
        e instanceof HTTPError ? `HTTPError ${e.response.status} ${e.response.statusText}` : e instanceof TimeoutError ? 'TimeoutError' : `other ${e.name}`,
      )
    }
  }
  await run(k(base + 'rest/a', { ...o, method: 'GET', searchParams: { id: 3, name: 'a b' } }))
  await run(k(base + 'rest/b', { ...o, method: 'POST', json: { x: 1, s: 'ü' } }))
  await run(k(base + 'missing', { ...o, method: 'GET' }))
  await run(k(base + 'busy', { ...o, method: 'GET' }))
  await run(k(base + 'slow', { ...o, method: 'GET', timeout: 200 }))
  await run(k('http://127.0.0.1:1/', { ...o, method: 'GET' }))
  return out
}

test('the slim ky answers and fails as the whole one, one request per call', async () => {
  seen.length = 0
  const whole = await calls('whole')
  const sent = [...seen]
  seen.length = 0
  const lean = await calls('slim')
  assert.equal(lean, whole)
  assert.equal(seen, sent)
  assert.equal(sent.length, 5) // no retry: each call reached the server once (the refused one never did)
  assert.match(whole[2], /^HTTPError 404 Not Found/)
  assert.is(whole[4], 'TimeoutError')
})

test('the progress streams and retries go, and nothing is missed', async () => {
  const plain = await bundleOf([])
  const lean = await bundleOf([slimKy])
  assert.equal(lean.warnings, [])
  for (const gone of ['Retry-After', 'Request streams are not supported', 'Streams are not supported']) {
    assert.match(plain.code, gone)
    assert.not.match(lean.code, gone)
  }
  assert.ok(lean.code.length < plain.code.length - 2000, `${plain.code.length} -> ${lean.code.length}`)
  const r = slim('class Ky {\n    x() {\n    }\n}\n')
  assert.equal(r.missing, ['options never passed', 'hooks', '#retry', '#calculateRetryDelay', '#calculateDelay'])
})

test('src/ calls ky in one place, with retry 0 and none of the options the slim ky reads as absent', () => {
  const src = path.join(ROOT, 'src')
  const files = fs.readdirSync(src, { recursive: true }).filter((f) => /\.tsx?$/.test(String(f)))
  const texts = files.map((f) => [String(f), fs.readFileSync(path.join(src, String(f)), 'utf8')])
  assert.equal(
    texts.filter(([, t]) => /from 'ky'/.test(t)).map(([f]) => f),
    [path.join('api', 'transport.ts')],
  )
  const transport = texts.find(([f]) => f === path.join('api', 'transport.ts'))[1]
  assert.equal(transport.match(/\bky\(/g)?.length, 1)
  assert.match(transport, /\bretry: 0,/)
  for (const [f, t] of texts) assert.not.match(t, new RegExp(`\\b(${ABSENT.join('|')}|hooks)\\b`), f)
})

test.after(() => {
  server.closeAllConnections()
  server.close()
})
test.run()
