// /rest/securitySettings and /rest/generateToken (device-api §1a).

import fs from 'node:fs'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { testEmulator } from '../../e2e/emulator.ts'

const DEFAULTS = {
  jwt_secret: 'ems-esp-neo',
  users: [
    { username: 'admin', password: 'admin', admin: true },
    { username: 'guest', password: 'guest', admin: false },
  ],
}

test('GET answers the factory settings to an admin', async () => {
  const t = testEmulator()
  const res = await t.req('GET', '/rest/securitySettings', { token: await t.signIn('admin') })
  assert.is(res.status, 200)
  assert.equal(await res.json(), DEFAULTS)
  await t.cleanup()
})

test('a bad body is 400 and nothing is saved', async () => {
  const t = testEmulator()
  const token = await t.signIn('admin')
  const bad = [
    { jwt_secret: '', users: DEFAULTS.users },
    { jwt_secret: 'x'.repeat(65), users: DEFAULTS.users },
    { jwt_secret: 's', users: [{ username: 'bad name', password: 'p', admin: true }] },
    { jwt_secret: 's', users: [{ username: 'x'.repeat(25), password: 'p', admin: true }] },
    { jwt_secret: 's', users: [{ username: 'ok', password: '', admin: true }] },
    { jwt_secret: 's', users: [{ username: 'ok', password: 'p', admin: 'true' }] },
    { jwt_secret: 's', users: 'admin' },
    [DEFAULTS],
  ]
  for (const json of bad) {
    const res = await t.req('POST', '/rest/securitySettings', { token, json })
    assert.is(res.status, 400, JSON.stringify(json))
  }
  assert.not.ok(fs.existsSync(t.emulator.store.file), 'nothing written')
  assert.equal(await (await t.req('GET', '/rest/securitySettings', { token })).json(), DEFAULTS)
  await t.cleanup()
})

test('POST saves and answers the full new state; a missing users key restores admin/admin + guest/guest', async () => {
  const t = testEmulator()
  let token = await t.signIn('admin')
  const mine = { jwt_secret: 'secret-2', users: [{ username: 'boss.1', password: 'pw', admin: true }], extra: 1 }
  let res = await t.req('POST', '/rest/securitySettings', { token, json: mine })
  assert.is(res.status, 200)
  assert.equal(await res.json(), { jwt_secret: 'secret-2', users: mine.users }) // unknown keys dropped
  assert.is((await t.req('POST', '/rest/signIn', { json: { username: 'admin', password: 'admin' } })).status, 401)
  token = await t.signIn('boss.1', 'pw')
  res = await t.req('POST', '/rest/securitySettings', { token, json: { jwt_secret: 'secret-3' } })
  assert.equal(await res.json(), { ...DEFAULTS, jwt_secret: 'secret-3' })
  assert.is((await t.req('POST', '/rest/signIn', { json: { username: 'guest', password: 'guest' } })).status, 200)
  await t.cleanup()
})

test('generateToken: a token for the named user, 401 for an unknown one, 400 without the parameter', async () => {
  const t = testEmulator()
  const token = await t.signIn('admin')
  const res = await t.req('GET', '/rest/generateToken?username=guest', { token })
  assert.is(res.status, 200)
  const body = (await res.json()) as { token: string }
  assert.equal(Object.keys(body), ['token'])
  assert.is(Buffer.from(body.token.split('.')[1], 'base64url').toString(), '{"username":"guest","admin":false}')
  assert.is((await t.req('GET', '/rest/systemStatus', { token: body.token })).status, 200) // and it works
  assert.is((await t.req('GET', '/rest/generateToken?username=nobody', { token })).status, 401)
  assert.is((await t.req('GET', '/rest/generateToken', { token })).status, 400)
  assert.is((await t.req('GET', '/rest/generateToken?username=guest')).status, 401)
  await t.cleanup()
})

test.run()
