// A CORS origin goes out as a header on every answer: one that cannot be a header (a non-ASCII character)
// is refused when posted, and a stored one that got in anyway (a hand-edited file) never breaks serving.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { NETWORK_DEFAULTS } from '../../../emulator/routes/network.ts'
import { testEmulator } from '../../e2e/emulator.ts'

test('POSTing a CORS origin with a non-ASCII character is 400 and changes nothing; serving goes on', async () => {
  const t = testEmulator()
  const token = await t.signIn('admin')
  for (const origin of ['http://münchen.de', 'http://a.b\u2028', ' *']) {
    const res = await t.req('POST', '/rest/networkSettings', { token, json: { ...NETWORK_DEFAULTS, enableCORS: true, CORSOrigin: origin } })
    assert.is(res.status, 400, origin)
  }
  const ok = await t.req('POST', '/rest/networkSettings', { token, json: { ...NETWORK_DEFAULTS, enableCORS: true, CORSOrigin: 'http://192.168.1.20:3000' } })
  assert.is(ok.status, 205)
  const next = await t.req('GET', '/rest/networkStatus', { token })
  assert.is(next.status, 200)
  assert.is(next.headers.get('access-control-allow-origin'), 'http://192.168.1.20:3000')
  await t.cleanup()
})

test('a bad origin already stored: every answer is still served (header left out, one warning)', async () => {
  const t = testEmulator()
  const token = await t.signIn('admin')
  t.emulator.store.set('network', { ...NETWORK_DEFAULTS, enableCORS: true, CORSOrigin: 'http://münchen.de' })
  for (const p of ['/rest/networkStatus', '/rest/systemStatus', '/']) {
    const res = await t.req('GET', p, { token })
    assert.is(res.status, 200, p)
    assert.is(res.headers.get('access-control-allow-origin'), null, p)
  }
  assert.is(t.warnings.filter((w) => /not a valid header value/.test(w)).length, 1, t.warnings.join('\n'))
  await t.cleanup()
})

test('... and after a restart of the process the stored network settings fall back to their defaults', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ems-cors-'))
  fs.writeFileSync(path.join(dir, 'settings.json'), JSON.stringify({ network: { ...NETWORK_DEFAULTS, enableCORS: true, CORSOrigin: 'http://münchen.de' } }))
  const t = testEmulator({ dataDir: dir })
  const token = await t.signIn('admin')
  const res = await t.req('GET', '/rest/networkSettings', { token })
  assert.is(res.status, 200)
  assert.is(((await res.json()) as { CORSOrigin: string }).CORSOrigin, '*')
  assert.ok(
    t.warnings.some((w) => /network CORSOrigin/.test(w)),
    t.warnings.join('\n'),
  )
  await t.cleanup()
})

test.run()
