// The user-list rules (docs/console.md §4, §5): name pattern, password length, a new name must be free,
// and Apply needs an admin.
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { hasAdmin, NewUser, SecuritySettings, User } from '../../../src/schemas/security'
import { validate } from '../../../src/schemas/validate'

const list = [
  { username: 'admin', password: 'admin', admin: true },
  { username: 'guest', password: 'guest', admin: false },
]

test('user names: 1-24 letters, digits, underscore or dot', () => {
  for (const ok of ['a', 'anna.k', 'user_2', 'x'.repeat(24)]) assert.equal(validate(User, { username: ok, password: 'p', admin: false }), {}, ok)
  assert.is(validate(User, { username: '', password: 'p', admin: false }).username, 'c.v.required')
  for (const bad of ['x'.repeat(25), 'a b', 'anna-k', 'jürgen', 'a@b'])
    assert.is(validate(User, { username: bad, password: 'p', admin: false }).username, 'c.v.username', bad)
})

test('passwords: 1-64 characters', () => {
  assert.is(validate(User, { username: 'a', password: '', admin: true }).password, 'c.v.password64')
  assert.is(validate(User, { username: 'a', password: 'p'.repeat(65), admin: true }).password, 'c.v.password64')
  assert.equal(validate(User, { username: 'a', password: 'p'.repeat(64), admin: true }), {})
})

test('a new user needs a name not in use (case matters, as on the device); editing does not check it', () => {
  const s = NewUser(list)
  assert.equal(validate(s, { username: 'guest', password: 'p', admin: true }), { username: 'security.v.taken' })
  assert.equal(validate(s, { username: 'Guest', password: 'p', admin: true }), {})
  assert.equal(validate(s, { username: 'bob', password: 'p', admin: true }), {})
  assert.equal(validate(User, list[1]), {})
})

test('no admin left: Apply is refused', () => {
  assert.ok(hasAdmin(list))
  assert.not.ok(hasAdmin(list.filter((u) => !u.admin)))
  assert.not.ok(hasAdmin([]))
})

test('the whole object: secret 1-64 characters, every user checked', () => {
  assert.equal(validate(SecuritySettings, { jwt_secret: 'ems-esp-neo', users: list }), {})
  assert.is(validate(SecuritySettings, { jwt_secret: '', users: list }).jwt_secret, 'c.v.secret')
  assert.is(validate(SecuritySettings, { jwt_secret: 's'.repeat(65), users: list }).jwt_secret, 'c.v.secret')
  assert.is(validate(SecuritySettings, { jwt_secret: 's', users: [{ username: 'a b', password: 'p', admin: true }] })['users.0.username'], 'c.v.username')
})

test.run()
