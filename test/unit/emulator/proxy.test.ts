// --device: /rest, /api and /es go to the gateway (headers, body, streamed replies); the page stays local.

import http from 'node:http'
import { gunzipSync } from 'node:zlib'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { createEmulator } from '../../../emulator/server.ts'
import { testEmulator } from '../../e2e/emulator.ts'

const quiet = { info() {}, warn() {} }

test('API calls reach the device with their Authorization header and body; the page is served locally', async () => {
  const device = testEmulator({ page: '<title>device page</title>' })
  const deviceUrl = await device.emulator.start()
  const local = testEmulator({ page: '<title>local page</title>' })
  const proxy = createEmulator({ dataDir: local.dataDir, page: local.page, device: deviceUrl, log: quiet })
  const req = (path: string, init?: RequestInit) => proxy.app.request(path, init)

  const page = await req('/')
  assert.match(gunzipSync(new Uint8Array(await page.arrayBuffer())).toString(), 'local page')
  const signIn = await req('/rest/signIn', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"username":"admin","password":"admin"}' })
  assert.is(signIn.status, 200)
  const { access_token } = (await signIn.json()) as { access_token: string }
  assert.is((await req('/rest/verifyAuthorization', { headers: { authorization: `Bearer ${access_token}` } })).status, 200)
  assert.is((await req(`/rest/verifyAuthorization?access_token=${access_token}`)).status, 200)
  const noToken = await req('/rest/verifyAuthorization')
  assert.is(noToken.status, 401)
  assert.is(noToken.headers.get('server'), 'ems-esp') // the device's own header, passed through
  // An unknown /rest GET is the DEVICE's page, as a real gateway would answer.
  const typo = await req('/rest/typo')
  assert.is(typo.headers.get('content-encoding'), null, 'fetch decoded it, so the header must go')
  assert.match(await typo.text(), 'device page')
  await proxy.stop()
  await local.cleanup()
  await device.cleanup()
})

test('an event stream is passed through as it arrives, not buffered', async () => {
  const device = http.createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/event-stream' })
    res.write('data: one\n\n')
    setTimeout(() => res.end('data: two\n\n'), 300)
  })
  await new Promise<void>((r) => device.listen(0, '127.0.0.1', r))
  const { port } = device.address() as { port: number }
  const local = testEmulator()
  const proxy = createEmulator({ dataDir: local.dataDir, page: local.page, device: `http://127.0.0.1:${port}`, log: quiet })
  const started = Date.now()
  const res = await proxy.app.request('/es/log?access_token=x')
  const reader = res.body!.getReader()
  const first = await reader.read()
  assert.is(new TextDecoder().decode(first.value), 'data: one\n\n')
  assert.ok(Date.now() - started < 250, 'first event before the stream ends')
  await reader.cancel()
  device.closeAllConnections()
  device.close()
  await proxy.stop()
  await local.cleanup()
})

test('an unreachable device gives 502, not a crash', async () => {
  const local = testEmulator()
  const proxy = createEmulator({ dataDir: local.dataDir, page: local.page, device: 'http://127.0.0.1:9', log: quiet })
  assert.is((await proxy.app.request('/api/system/info')).status, 502)
  await proxy.stop()
  await local.cleanup()
})

test.run()
