// After security settings are saved (spec section 6): a token the device no longer takes opens the
// sign-in-again dialog instead of a sign-out, and signing in there replaces the token in place.
import './_dom'
import '../../src/i18n'
import { render } from 'preact'
import { act } from 'preact/test-utils'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { refreshSession, SignInAgain } from '../../src/screens/security/session'
import { session, signIn } from '../../src/state/session'
import { token } from './_helpers'

const OLD = token({ username: 'admin', admin: true })
const NEW = token({ username: 'admin', admin: true }) + 'new'
let verify = 200
const sent: { path: string; body: string }[] = []

// The device is stubbed only while this suite runs (uvu loads every test file first).
let realFetch = globalThis.fetch
test.before(() => {
  realFetch = globalThis.fetch
  globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const req = input instanceof Request ? input : new Request(input, init)
    const path = new URL(req.url).pathname
    sent.push({ path, body: await req.text() })
    if (path === '/rest/verifyAuthorization') return new Response(null, { status: verify })
    if (path === '/rest/signIn') return new Response(JSON.stringify({ access_token: NEW }), { headers: { 'content-type': 'application/json' } })
    return new Response(null, { status: 404 })
  }) as typeof fetch
})
test.after(() => void (globalThis.fetch = realFetch))

const root = document.body.appendChild(document.createElement('div'))
const dialog = () => root.querySelector('dialog')
const tick = () => act(() => new Promise((r) => setTimeout(r, 5)))

test.before.each(async () => {
  sent.length = 0
  signIn(OLD)
  await act(() => render(<SignInAgain />, root))
})
test.after.each(() => act(() => render(null, root)))

test('a token that still counts: nothing happens', async () => {
  verify = 200
  await refreshSession()
  await tick()
  assert.is(dialog(), null)
  assert.is(session.value.token, OLD)
})

test('a token that no longer counts: the dialog, no sign-out; signing in there replaces the token', async () => {
  verify = 401
  await refreshSession()
  await tick()
  assert.ok(dialog(), 'asks to sign in again')
  assert.is(session.value.token, OLD, 'not signed out: the page and what it holds stay')
  assert.is((root.querySelector('#f-username') as HTMLInputElement).value, 'admin')
  const pw = root.querySelector('#f-password') as HTMLInputElement
  await act(() => {
    pw.value = 'admin'
    pw.dispatchEvent(new Event('input', { bubbles: true }))
  })
  await act(() => void root.querySelector('form')!.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true })))
  for (let i = 0; i < 50 && dialog(); i++) await tick()
  assert.is(dialog(), null)
  assert.is(session.value.token, NEW)
  assert.equal(JSON.parse(sent.find((s) => s.path === '/rest/signIn')!.body), { username: 'admin', password: 'admin' })
})

test.run()
