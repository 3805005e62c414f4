// The Users tab against a stubbed device: a save answered with a text body keeps the list.
import './_dom'
import '../../../src/i18n'
import { render } from 'preact'
import { act } from 'preact/test-utils'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { SECURITY_DEFAULTS } from '../../../emulator/routes/security.ts'
import { Users } from '../../../src/screens/security/users'
import { signIn } from '../../../src/state/session'
import { json, stubFetch, token, until } from './_helpers'

const stub = stubFetch(test)
test.before(() => signIn(token({ username: 'admin', admin: true })))
const root = document.body.appendChild(document.createElement('div'))
test.after.each(() => act(() => render(null, root)))

test('a save answered with a text body keeps the list as saved', async () => {
  // The two demo accounts; a save answered with plain text.
  stub.answer = (req) => (req.method === 'POST' ? new Response('OK', { headers: { 'content-type': 'text/plain' } }) : json(SECURITY_DEFAULTS))
  await act(() => render(<Users />, root))
  await until(() => root.querySelectorAll('tbody tr').length === 2)
  await act(() => (root.querySelector('button[aria-label="Delete guest"]') as HTMLButtonElement).click())
  await until(() => root.querySelectorAll('tbody tr').length === 1)
  const apply = [...root.querySelectorAll('button')].find((b) => /Apply/.test(b.textContent!))!
  await act(() => apply.click())
  // saved: nothing left to apply
  await until(() => ![...root.querySelectorAll('button')].some((b) => /Apply/.test(b.textContent!)))
  assert.is(root.querySelectorAll('tbody tr').length, 1)
  assert.match(root.textContent!, 'admin')
  assert.not.match(root.textContent!, 'Cannot read')
})

test.run()
