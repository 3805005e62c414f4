// After security settings are saved (docs/console.md §6): a token the device no longer takes opens the
// sign-in-again dialog instead of a sign-out, and signing in there replaces the token in place.
import './_dom'
import '../../../src/i18n'
import { render } from 'preact'
import { act } from 'preact/test-utils'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { refreshSession, SignInAgain } from '../../../src/screens/security/session'
import { session, signIn } from '../../../src/state/session'
import { json, stubFetch, token, typeInto, until } from './_helpers'

const OLD = token({ username: 'admin', admin: true })
const NEW = token({ username: 'admin', admin: true }) + 'new'
let verify = 200
const { sent } = stubFetch(test, {
  '/rest/verifyAuthorization': () => new Response(null, { status: verify }),
  '/rest/signIn': () => json({ access_token: NEW }),
})

const root = document.body.appendChild(document.createElement('div'))
const dialog = () => root.querySelector('dialog')
const tick = () => act(() => new Promise((r) => setTimeout(r, 5)))

test.before.each(async () => {
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
  await typeInto(root.querySelector('#f-password') as HTMLInputElement, 'admin')
  await act(() => void root.querySelector('form')!.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true })))
  await until(() => !dialog())
  assert.is(dialog(), null)
  assert.is(session.value.token, NEW)
  assert.equal(sent.find((s) => s.path === '/rest/signIn')!.body, { username: 'admin', password: 'admin' })
})

test.run()
