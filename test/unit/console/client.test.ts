// The API client's rules (docs/console.md §7, device-api §0), seen from what a caller gets back.
import './_dom'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import * as z from 'zod/mini'
import { RebootRequired } from '../../../src/api/errors'
import { call401, get, post } from '../../../src/api/transport'

const any = z.unknown()

import { session, signIn } from '../../../src/state/session'
import { fails, json, msgpack, page, stubFetch, token, until } from './_helpers'

// The device; `seen` holds copies of the requests as sent.
const stub = stubFetch(test)
const seen = stub.requests

test.before.each(() => {
  signIn(token({ username: 'admin', admin: true }))
})

test('sends the bearer token and decodes JSON', async () => {
  stub.answer = () => json({ a: 1 })
  assert.equal(await get('rest/status', any), { a: 1 })
  assert.is(seen[0].headers.get('authorization'), 'Bearer ' + session.value.token)
  assert.is(new URL(seen[0].url).pathname, '/rest/status')
})

test('POST sends JSON; an empty answer is undefined', async () => {
  stub.answer = () => new Response(null, { status: 200 })
  assert.is(await post('rest/otaSettings', { port: 8266 }), undefined)
  assert.is(seen[0].method, 'POST')
  assert.is(seen[0].headers.get('content-type'), 'application/json')
  assert.equal(await seen[0].json(), { port: 8266 })
})

test('205 is "Reboot required"', async () => {
  stub.answer = () => new Response(null, { status: 205 })
  const e = await fails(post('rest/settings', {}))
  assert.instance(e, RebootRequired)
  assert.is(e.message, 'Reboot required')
})

test('400 is "Request Failed"; other errors carry the status text', async () => {
  stub.answer = () => new Response('', { status: 400, statusText: 'Bad Request' })
  const e = await fails(get('rest/x', any))
  assert.is(e.message, 'Request Failed')
  assert.is(e.key, 'c.err.requestFailed')
  stub.answer = () => new Response('', { status: 503, statusText: 'Service Unavailable' })
  const e2 = await fails(get('rest/x', any))
  assert.is(e2.message, 'Service Unavailable')
  assert.is(e2.status, 503)
})

test('401 signs out (to /unauthorized), except where asked not to', async () => {
  stub.answer = () => new Response(null, { status: 401 })
  await fails(call401('rest/signIn', { json: {} }))
  assert.ok(session.value.token, 'sign-in keeps its own 401')
  await fails(get('rest/coreData', any))
  assert.is(session.value.token, null)
  assert.is(session.value.error, 'expired')
})

test('MessagePack answers are decoded whatever the content type says', async () => {
  stub.answer = () => msgpack({ data: [{ id: '00flow temp', v: 41.5, u: 1 }] })
  assert.equal(await get('rest/deviceData', any, { binary: true, searchParams: { id: 1 } }), { data: [{ id: '00flow temp', v: 41.5, u: 1 }] })
  assert.is(new URL(seen[0].url).search, '?id=1')
})

test('the page itself (an unknown GET answered with HTML) is not data', async () => {
  stub.answer = page
  assert.is((await fails(get('rest/typo', any))).key, 'c.err.unreadable')
})

test('never more than 3 requests in flight; the rest wait their turn', async () => {
  let open = 0
  let most = 0
  const release: (() => void)[] = []
  stub.answer = () =>
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
    await until(() => release.length > 0)
    assert.ok(open <= 3, `open ${open}`)
    release.shift()!()
  }
  await all
  assert.is(most, 3)
  assert.is(seen.length, 7)
})

test.run()
