// Whatever the settings file holds, the emulator starts, serves and lets users sign in: an area of the
// wrong type or failing its schema is left at its defaults with a warning, a byte-order mark is fine, and
// temp files an interrupted save left behind are removed at start.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { testEmulator } from '../../e2e/emulator.ts'

/** A data folder whose settings.json holds `text`. */
const folder = (text: string) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ems-file-'))
  fs.writeFileSync(path.join(dir, 'settings.json'), text)
  return dir
}

test('users: null locks nobody out: security falls back to its defaults, with a warning', async () => {
  const t = testEmulator({ dataDir: folder(JSON.stringify({ security: { jwt_secret: 'x', users: null }, ota: { port: 1234 } })) })
  const res = await t.req('POST', '/rest/signIn', { json: { username: 'admin', password: 'admin' } })
  assert.is(res.status, 200)
  const token = ((await res.json()) as { access_token: string }).access_token
  const sec = await t.req('GET', '/rest/securitySettings', { token })
  assert.is(sec.status, 200)
  assert.equal(
    ((await sec.json()) as { users: { username: string }[] }).users.map((u) => u.username),
    ['admin', 'guest'],
  )
  assert.is(((await (await t.req('GET', '/rest/otaSettings', { token })).json()) as { port: number }).port, 1234, 'the other areas are kept')
  assert.ok(
    t.warnings.some((w) => /security users is null, not array/.test(w)),
    t.warnings.join('\n'),
  )
  await t.cleanup()
})

test('an area that is not an object, or that its schema refuses, is left at its defaults', async () => {
  const t = testEmulator({ dataDir: folder(JSON.stringify({ network: 'x', mqtt: { port: 70000 }, ntp: { server: 'pool.ntp.org' } })) })
  const token = await t.signIn('admin')
  const get = async (p: string) => {
    const r = await t.req('GET', p, { token })
    assert.is(r.status, 200, p)
    return (await r.json()) as Record<string, unknown>
  }
  assert.is((await get('/rest/networkSettings')).ssid, 'HomeNet')
  assert.is((await get('/rest/mqttSettings')).port, 1883)
  assert.is((await get('/rest/ntpSettings')).server, 'pool.ntp.org', 'a valid area is kept')
  assert.is((await t.req('GET', '/rest/networkStatus', { token })).status, 200)
  assert.is((await t.req('GET', '/rest/mqttStatus', { token })).status, 200)
  assert.is(t.warnings.filter((w) => /using its defaults/.test(w)).length, 2, t.warnings.join('\n'))
  await t.cleanup()
})

test('a byte-order mark at the start of the file is accepted', async () => {
  const t = testEmulator({ dataDir: folder('\uFEFF' + JSON.stringify({ ota: { enabled: true, port: 1234, password: 'p' } })) })
  const ota = await t.req('GET', '/rest/otaSettings', { token: await t.signIn('admin') })
  assert.is(((await ota.json()) as { port: number }).port, 1234)
  assert.not.ok(fs.existsSync(path.join(t.dataDir, 'settings.json.corrupt')))
  assert.equal(t.warnings, [])
  await t.cleanup()
})

test("temp files of an interrupted save are removed at start; a running process's temp file is left alone", async () => {
  const dir = folder('{}')
  const stale = path.join(dir, 'settings.json.4000000.tmp') // above Linux's pid_max: no such process
  const live = path.join(dir, `settings.json.${process.ppid}.tmp`) // the process that started this test runs
  fs.writeFileSync(stale, '{"ota":')
  fs.writeFileSync(live, '{}')
  const t = testEmulator({ dataDir: dir })
  assert.not.ok(fs.existsSync(stale))
  assert.ok(fs.existsSync(live))
  fs.rmSync(live)
  await t.cleanup()
})

test.run()
