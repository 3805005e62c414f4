// JSON-body rules of the firmware (device-api §0): Content-Type routing, 16384-byte limit, 400 on bad bodies.
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { testEmulator } from '../../e2e/emulator.ts'

const admin = { username: 'admin', password: 'admin' }

test('a JSON POST without Content-Type application/json is not routed: 404 empty', async () => {
  const t = testEmulator()
  for (const type of ['text/plain', 'application/x-www-form-urlencoded', '']) {
    const res = await t.req('POST', '/rest/signIn', { body: JSON.stringify(admin), headers: type ? { 'content-type': type } : {} })
    assert.is(res.status, 404, type)
    assert.is(await res.text(), '', type)
  }
  await t.cleanup()
})

test('Content-Type parameters and case do not matter', async () => {
  const t = testEmulator()
  for (const type of ['application/json; charset=utf-8', 'Application/JSON']) {
    const res = await t.req('POST', '/rest/signIn', { json: admin, headers: { 'content-type': type } })
    assert.is(res.status, 200, type)
  }
  await t.cleanup()
})

test('a body over 16384 bytes is 413, before auth; 16384 bytes or less is read', async () => {
  const t = testEmulator()
  const big = JSON.stringify({ ...admin, pad: 'x'.repeat(16384) })
  assert.is((await t.req('POST', '/rest/signIn', { body: big, headers: { 'content-type': 'application/json' } })).status, 413)
  assert.is((await t.req('POST', '/rest/securitySettings', { body: big, headers: { 'content-type': 'application/json' } })).status, 413)
  const fits = JSON.stringify({ ...admin, pad: 'x'.repeat(16000) })
  assert.is((await t.req('POST', '/rest/signIn', { body: fits, headers: { 'content-type': 'application/json' } })).status, 200)
  await t.cleanup()
})

test('a missing or unparsable body is 400 (checked before auth, as on the device)', async () => {
  const t = testEmulator()
  const json = { 'content-type': 'application/json' }
  assert.is((await t.req('POST', '/rest/signIn', { headers: json })).status, 400)
  assert.is((await t.req('POST', '/rest/signIn', { body: '{"username":', headers: json })).status, 400)
  assert.is((await t.req('POST', '/rest/otaSettings', { body: 'nope', headers: json })).status, 400)
  await t.cleanup()
})

test.run()
