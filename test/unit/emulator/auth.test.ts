// Tokens and auth levels exactly as the firmware (device-api §0, §2a).

import { createHmac } from 'node:crypto'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { JWT_HEADER } from '../../../emulator/jwt.ts'
import { testEmulator } from '../../e2e/emulator.ts'

const b64 = (s: string) => Buffer.from(s).toString('base64url')
const forge = (payload: string, secret = 'ems-esp-neo', header = JWT_HEADER) => {
  const data = `${header}.${b64(payload)}`
  return `${data}.${createHmac('sha256', secret).update(data).digest('base64url')}`
}

test('sign-in: the token has the fixed header and a payload of exactly {username, admin}', async () => {
  const t = testEmulator()
  const res = await t.req('POST', '/rest/signIn', { json: { username: 'admin', password: 'admin' } })
  assert.is(res.status, 200)
  const { access_token } = (await res.json()) as { access_token: string }
  const [header, payload, sig] = access_token.split('.')
  assert.is(header, 'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9')
  assert.is(Buffer.from(payload, 'base64url').toString(), '{"username":"admin","admin":true}')
  assert.not.match(access_token, /[=+/]/) // base64url without padding
  assert.is(sig, createHmac('sha256', 'ems-esp-neo').update(`${header}.${payload}`).digest('base64url'))
  const guest = await t.signIn('guest')
  assert.is(Buffer.from(guest.split('.')[1], 'base64url').toString(), '{"username":"guest","admin":false}')
  await t.cleanup()
})

test('sign-in with a wrong password, unknown user or malformed body: 401 empty', async () => {
  const t = testEmulator()
  for (const json of [{ username: 'admin', password: 'x' }, { username: 'nobody', password: 'nobody' }, { username: 'admin' }, [1]]) {
    const res = await t.req('POST', '/rest/signIn', { json })
    assert.is(res.status, 401, JSON.stringify(json))
    assert.is(await res.text(), '')
  }
  await t.cleanup()
})

test('verifyAuthorization: 200 with an EMPTY body for a valid token, 401 empty otherwise', async () => {
  const t = testEmulator()
  const ok = await t.req('GET', '/rest/verifyAuthorization', { token: await t.signIn('guest') })
  assert.is(ok.status, 200)
  assert.is(await ok.text(), '')
  const bad = await t.req('GET', '/rest/verifyAuthorization', { token: 'a.b.c' })
  assert.is(bad.status, 401)
  assert.is(await bad.text(), '')
  assert.is((await t.req('GET', '/rest/verifyAuthorization')).status, 401)
  await t.cleanup()
})

test("a correctly signed token must carry exactly the stored user's claims under the fixed header", async () => {
  const t = testEmulator()
  const check = async (token: string) => (await t.req('GET', '/rest/verifyAuthorization', { token })).status
  assert.is(await check(forge('{"username":"admin","admin":true}')), 200) // what sign-in makes
  // ArduinoJson compares objects, not strings: key order and spacing do not matter on the device.
  assert.is(await check(forge('{"admin":true, "username":"admin"}')), 200)
  assert.is(await check(forge('{"username":"admin","admin":true,"version":"3.6.5"}')), 401) // the mock's token
  assert.is(await check(forge('{"username":"admin","admin":"true"}')), 401)
  assert.is(await check(forge('{"username":"guest","admin":true}')), 401) // claims of no stored user
  assert.is(await check(forge('{"username":"admin","admin":true}', 'other-secret')), 401)
  assert.is(await check(forge('{"username":"admin","admin":true}', 'ems-esp-neo', b64('{"typ":"JWT","alg":"HS256"}'))), 401)
  await t.cleanup()
})

test('a guest on an admin endpoint gets 401 with an empty body (never 403)', async () => {
  const t = testEmulator()
  const token = await t.signIn('guest')
  for (const [m, p] of [
    ['GET', '/rest/securitySettings'],
    ['GET', '/rest/otaSettings'],
    ['POST', '/rest/restart'],
    ['GET', '/rest/generateToken?username=guest'],
  ]) {
    const res = await t.req(m, p, { token })
    assert.is(res.status, 401, p)
    assert.is(await res.text(), '', p)
  }
  assert.is((await t.req('GET', '/rest/systemStatus', { token })).status, 200) // auth level: guests are fine
  await t.cleanup()
})

test('?access_token= counts only when there is no Authorization header at all', async () => {
  const t = testEmulator()
  const token = await t.signIn('admin')
  const url = `/rest/securitySettings?access_token=${token}`
  assert.is((await t.req('GET', url)).status, 200)
  assert.is((await t.req('GET', url, { headers: { authorization: 'Basic xyz' } })).status, 401)
  assert.is((await t.req('GET', url, { headers: { authorization: token } })).status, 401) // no "Bearer " prefix
  assert.is((await t.req('GET', url, { headers: { authorization: 'Bearer nonsense' } })).status, 401)
  assert.is((await t.req('GET', '/rest/securitySettings', { headers: { authorization: `Bearer ${token}` } })).status, 200)
  await t.cleanup()
})

test('a new secret invalidates every token; new sign-ins work with the new secret', async () => {
  const t = testEmulator()
  const admin = await t.signIn('admin')
  const guest = await t.signIn('guest')
  const settings = await (await t.req('GET', '/rest/securitySettings', { token: admin })).json()
  const saved = await t.req('POST', '/rest/securitySettings', { token: admin, json: { ...settings, jwt_secret: 'changed' } })
  assert.is(saved.status, 200)
  assert.is((await t.req('GET', '/rest/verifyAuthorization', { token: admin })).status, 401)
  assert.is((await t.req('GET', '/rest/verifyAuthorization', { token: guest })).status, 401)
  const fresh = await t.signIn('admin')
  assert.is((await t.req('GET', '/rest/verifyAuthorization', { token: fresh })).status, 200)
  await t.cleanup()
})

test('removing a user or flipping its admin flag invalidates its token; a password change does not', async () => {
  const t = testEmulator()
  const admin = await t.signIn('admin')
  const guest = await t.signIn('guest')
  const post = (users: unknown) => t.req('POST', '/rest/securitySettings', { token: admin, json: { jwt_secret: 'ems-esp-neo', users } })
  const a = { username: 'admin', password: 'admin', admin: true }
  await post([a, { username: 'guest', password: 'new-password', admin: false }])
  assert.is((await t.req('GET', '/rest/verifyAuthorization', { token: guest })).status, 200)
  await post([a, { username: 'guest', password: 'guest', admin: true }])
  assert.is((await t.req('GET', '/rest/verifyAuthorization', { token: guest })).status, 401)
  await post([a])
  assert.is((await t.req('POST', '/rest/signIn', { json: { username: 'guest', password: 'guest' } })).status, 401)
  assert.is((await t.req('GET', '/rest/verifyAuthorization', { token: admin })).status, 200)
  await t.cleanup()
})

test.run()
