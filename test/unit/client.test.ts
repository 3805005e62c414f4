// The API client's rules (spec section 7, device-api §0), seen from what a caller gets back.
import './_dom'
import { pack } from 'msgpackr'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import * as z from 'zod/mini'
import { call401, get, post, RebootRequired } from '../../src/api/client'

const any = z.unknown()
import { session, signIn } from '../../src/state/session'
import { token, fails } from './_helpers'

type Handler = (req: Request) => Response | Promise<Response>
let handler: Handler = () => new Response('')
const seen: Request[] = []
// The device, as this file's fetch stub (installed only while these tests run).
const realFetch = globalThis.fetch
test.before(() => {
  globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const req = input instanceof Request ? input : new Request(input, init)
    seen.push(req.clone())
    return handler(req)
  }) as typeof fetch
})
test.after(() => {
  globalThis.fetch = realFetch
})

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })

test.before.each(() => {
  seen.length = 0
  signIn(token({ username: 'admin', admin: true }))
})

test('sends the bearer token and decodes JSON', async () => {
  handler = () => json({ a: 1 })
  assert.equal(await get('rest/status', any), { a: 1 })
  assert.is(seen[0].headers.get('authorization'), 'Bearer ' + session.value.token)
  assert.is(new URL(seen[0].url).pathname, '/rest/status')
})

test('POST sends JSON; an empty answer is undefined', async () => {
  handler = () => new Response(null, { status: 200 })
  assert.is(await post('rest/otaSettings', { port: 8266 }), undefined)
  assert.is(seen[0].method, 'POST')
  assert.is(seen[0].headers.get('content-type'), 'application/json')
  assert.equal(await seen[0].json(), { port: 8266 })
})

test('205 is "Reboot required"', async () => {
  handler = () => new Response(null, { status: 205 })
  const e = await fails(post('rest/settings', {}))
  assert.instance(e, RebootRequired)
  assert.is(e.message, 'Reboot required')
})

test('400 is "Request Failed"; other errors carry the status text', async () => {
  handler = () => new Response('', { status: 400, statusText: 'Bad Request' })
  const e = await fails(get('rest/x', any))
  assert.is(e.message, 'Request Failed')
  assert.is(e.key, 'err.requestFailed')
  handler = () => new Response('', { status: 503, statusText: 'Service Unavailable' })
  const e2 = await fails(get('rest/x', any))
  assert.is(e2.message, 'Service Unavailable')
  assert.is(e2.status, 503)
})

test('401 signs out (to /unauthorized), except where asked not to', async () => {
  handler = () => new Response(null, { status: 401 })
  await fails(call401('rest/signIn', { json: {} }))
  assert.ok(session.value.token, 'sign-in keeps its own 401')
  await fails(get('rest/coreData', any))
  assert.is(session.value.token, null)
  assert.is(session.value.error, 'expired')
})

test('MessagePack answers are decoded whatever the content type says', async () => {
  const body = pack({ data: [{ id: '00flow temp', v: 41.5, u: 1 }] })
  handler = () => new Response(new Uint8Array(body), { headers: { 'content-type': 'application/json' } })
  assert.equal(await get('rest/deviceData', any, { binary: true, searchParams: { id: 1 } }), { data: [{ id: '00flow temp', v: 41.5, u: 1 }] })
  assert.is(new URL(seen[0].url).search, '?id=1')
})

test('the page itself (an unknown GET answered with HTML) is not data', async () => {
  handler = () => new Response('<!doctype html>', { headers: { 'content-type': 'text/html' } })
  assert.is((await fails(get('rest/typo', any))).key, 'err.unreadable')
})

test('never more than 3 requests in flight; the rest wait their turn', async () => {
  let open = 0
  let most = 0
  const release: (() => void)[] = []
  handler = () =>
    new Promise((resolve) => {
      open++
      most = Math.max(most, open)
      release.push(() => {
        open--
        resolve(json({}))
      })
    })
  const all = Promise.all(Array.from({ length: 7 }, (_, i) => get('rest/n' + i, any)))
  for (let i = 0; i < 7; i++) {
    while (!release.length) await new Promise((r) => setTimeout(r, 1))
    assert.ok(open <= 3, `open ${open}`)
    release.shift()!()
  }
  await all
  assert.is(most, 3)
  assert.is(seen.length, 7)
})

test.run()
