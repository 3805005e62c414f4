// The static page and the global rules of the firmware's web server (device-api §0).

import { createHash } from 'node:crypto'
import fs from 'node:fs'
import { gunzipSync } from 'node:zlib'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { testEmulator } from '../../e2e/emulator.ts'

const bytes = async (res: Response) => new Uint8Array(await res.arrayBuffer())

test('GET / serves the gzipped page with a strong sha256 ETag and no-cache', async () => {
  const t = testEmulator()
  const res = await t.req('GET', '/')
  assert.is(res.status, 200)
  assert.is(res.headers.get('content-type'), 'text/html')
  assert.is(res.headers.get('content-encoding'), 'gzip')
  assert.is(res.headers.get('cache-control'), 'no-cache')
  const file = fs.readFileSync(t.page)
  assert.is(res.headers.get('etag'), `"${createHash('sha256').update(file).digest('hex')}"`)
  assert.ok(res.headers.get('last-modified'))
  const body = await bytes(res)
  assert.ok(gunzipSync(body).toString().includes('<title>EMS</title>'))
  await t.cleanup()
})

test('a matching If-None-Match gives 304 without a body; another ETag gives the page', async () => {
  const t = testEmulator()
  const etag = (await t.req('GET', '/')).headers.get('etag')!
  const res = await t.req('GET', '/', { headers: { 'if-none-match': etag } })
  assert.is(res.status, 304)
  assert.is((await bytes(res)).length, 0)
  assert.is(res.headers.get('etag'), etag)
  assert.is((await t.req('GET', '/', { headers: { 'if-none-match': '"other"' } })).status, 200)
  await t.cleanup()
})

test('a rebuilt page is served without restarting (new bytes, new ETag)', async () => {
  const t = testEmulator()
  const before = (await t.req('GET', '/')).headers.get('etag')
  fs.writeFileSync(t.page, (await import('node:zlib')).gzipSync('<!doctype html><title>v2</title>'))
  fs.utimesSync(t.page, new Date(), new Date(Date.now() + 5000))
  const res = await t.req('GET', '/')
  assert.is.not(res.headers.get('etag'), before)
  assert.ok(
    gunzipSync(await bytes(res))
      .toString()
      .includes('v2'),
  )
  await t.cleanup()
})

test('every unmatched GET answers the page with 200, also /rest/typo and the auth-free /rest/signIn GET', async () => {
  const t = testEmulator()
  for (const p of ['/rest/typo', '/dashboard/devices', '/rest/signIn', '/es/nothing']) {
    const res = await t.req('GET', p)
    assert.is(res.status, 200, p)
    assert.is(res.headers.get('content-type'), 'text/html', p)
  }
  await t.cleanup()
})

test('OPTIONS anything is 200; other unmatched methods are 404 with an empty body', async () => {
  const t = testEmulator()
  assert.is((await t.req('OPTIONS', '/rest/systemStatus')).status, 200)
  assert.is((await t.req('OPTIONS', '/whatever')).status, 200)
  for (const m of ['POST', 'PUT', 'DELETE', 'PATCH']) {
    const res = await t.req(m, '/rest/typo', { json: {} })
    assert.is(res.status, 404, m)
    assert.is(await res.text(), '', m)
  }
  await t.cleanup()
})

test('a missing page gives a text/plain 503 telling how to build it', async () => {
  const t = testEmulator({ page: null })
  const res = await t.req('GET', '/')
  assert.is(res.status, 503)
  assert.match(res.headers.get('content-type') ?? '', 'text/plain')
  assert.match(await res.text(), 'npm run build')
  await t.cleanup()
})

test('Server header is the hostname; CORS headers only when the network settings enable them', async () => {
  const t = testEmulator()
  let res = await t.req('GET', '/')
  assert.is(res.headers.get('server'), 'ems-esp')
  assert.is(res.headers.get('access-control-allow-origin'), null)
  // The network area belongs to the network module; stand in for it if it is not registered.
  const { store } = t.emulator
  if (!store.has('network')) store.define('network', { hostname: 'ems-esp', enableCORS: false, CORSOrigin: '*' })
  store.set('network', { ...store.get('network'), hostname: 'boiler-room', enableCORS: true, CORSOrigin: 'http://x.test' })
  res = await t.req('OPTIONS', '/rest/signIn')
  assert.is(res.headers.get('server'), 'boiler-room')
  assert.is(res.headers.get('access-control-allow-origin'), 'http://x.test')
  assert.is(res.headers.get('access-control-allow-headers'), 'Accept, Content-Type, Authorization')
  assert.is(res.headers.get('access-control-allow-credentials'), 'true')
  await t.cleanup()
})

test('--dev adds a live-reload snippet and serves /__livereload as an event stream', async () => {
  const { createEmulator } = await import('../../../emulator/server.ts')
  const t = testEmulator()
  const dev = createEmulator({ dataDir: t.dataDir, page: t.page, dev: true, log: { info() {}, warn() {} } })
  const html = gunzipSync(await bytes(await dev.app.request('/'))).toString()
  assert.match(html, "new EventSource('/__livereload')")
  const live = await dev.app.request('/__livereload')
  assert.is(live.headers.get('content-type'), 'text/event-stream')
  const reader = live.body!.getReader()
  await reader.read() // the ": connected" comment
  fs.writeFileSync(t.page, (await import('node:zlib')).gzipSync('<!doctype html><title>v2</title>'))
  fs.utimesSync(t.page, new Date(), new Date(Date.now() + 5000))
  const { value } = await reader.read()
  assert.is(new TextDecoder().decode(value), 'data: reload\n\n')
  await reader.cancel()
  await dev.stop()
  await t.cleanup()
})

test("--dev on a built page: the snippet runs under the page's CSP, by its hash added to script-src", async () => {
  const { createEmulator } = await import('../../../emulator/server.ts')
  const csp = `<meta http-equiv="Content-Security-Policy" content="default-src 'none';script-src 'sha256-AAAA';style-src 'none'">`
  const t = testEmulator({ page: `<!doctype html><html><head><meta charset="utf-8">${csp}</head><body></body></html>` })
  const dev = createEmulator({ dataDir: t.dataDir, page: t.page, dev: true, log: { info() {}, warn() {} } })
  const html = gunzipSync(await bytes(await dev.app.request('/'))).toString()
  const js = html.match(/<script>([^<]*)<\/script><\/body>/)![1]
  const sha = `'sha256-${createHash('sha256').update(js).digest('base64')}'`
  assert.match(html, `script-src ${sha} 'sha256-AAAA';style-src 'none'`)
  await dev.stop()
  await t.cleanup()
})

test.run()
