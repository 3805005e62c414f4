import './_dom'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { decodeToken, session, signIn, signOut } from '../../../src/state/session'
import { token } from './_helpers'

test('reads username and admin from the token', () => {
  assert.equal(decodeToken(token({ username: 'guest', admin: false })), { username: 'guest', admin: false })
  assert.equal(decodeToken(token({ username: 'Jörg', admin: true })), { username: 'Jörg', admin: true }, 'UTF-8 names')
})

test("garbage is 'Failed to parse JWT'", () => {
  for (const bad of ['', 'abc', 'a.b.c', token({ user: 'x' }), token({ username: 'x', admin: 'yes' })])
    assert.throws(() => decodeToken(bad), /Failed to parse JWT/)
})

test('sign-in stores the token in localStorage access_token; sign-out clears it', () => {
  const t = token({ username: 'admin', admin: true })
  signIn(t)
  assert.is(localStorage.getItem('access_token'), t)
  assert.equal(session.value.me, { username: 'admin', admin: true })
  signOut()
  assert.is(localStorage.getItem('access_token'), null)
  assert.is(session.value.me, null)
})

test.run()
