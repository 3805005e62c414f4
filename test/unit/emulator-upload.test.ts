// POST /rest/uploadFile of the emulator (device-api §4): auth, extension, size, first-byte and md5 rules,
// and the restart after a firmware image or a backup.
import { createHash } from 'node:crypto'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { testEmulator } from '../e2e/emulator.ts'

type T = ReturnType<typeof testEmulator>

/** A multipart request as a browser sends it, with its Content-Length (the firmware checks that). */
async function send(t: T, name: string, bytes: Uint8Array | string, token?: string) {
  const fd = new FormData()
  fd.append('file', new Blob([bytes as BlobPart]), name)
  const r = new Request('http://x/', { method: 'POST', body: fd })
  const body = new Uint8Array(await r.arrayBuffer())
  const headers: Record<string, string> = { 'content-type': r.headers.get('content-type')!, 'content-length': String(body.length) }
  if (token) headers.authorization = 'Bearer ' + token
  return t.emulator.app.request('/rest/uploadFile', { method: 'POST', headers, body })
}
/** An ESP32 app image: magic 0xE9, chip id at byte 12. */
function image(size = 1_100_000, chip = 0) {
  const b = new Uint8Array(size)
  b[0] = 0xe9
  b[12] = chip
  for (let i = 13; i < size; i++) b[i] = i & 0xff
  return b
}
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))
/** True when the emulator rebooted just now (its uptime started over); call after 150 ms of uptime. */
const restarted = async (t: T) => {
  await sleep(30) // without a socket the restart has no outage to wait for
  const fresh = t.emulator.ctx.uptimeMs() < 100
  await sleep(150) // so the next check starts from an old uptime again
  return fresh
}

test('admin only, and the only 403 of the API', async () => {
  const t = testEmulator()
  assert.is((await send(t, 'x.md5', 'a'.repeat(32))).status, 403)
  assert.is((await send(t, 'x.md5', 'a'.repeat(32), await t.signIn('guest'))).status, 403)
  await t.cleanup()
})

test('a wrong extension (also a wrong case) or a small .bin is 406', async () => {
  const t = testEmulator()
  const token = await t.signIn('admin')
  for (const name of ['firmware.txt', 'firmware.BIN', 'settings.JSON', 'noext']) assert.is((await send(t, name, '{}', token)).status, 406, name)
  assert.is((await send(t, 'small.bin', image(200_000), token)).status, 406)
  await t.cleanup()
})

test('.md5: exactly 32 bytes, answered with {md5}; anything else is 500', async () => {
  const t = testEmulator()
  const token = await t.signIn('admin')
  const hash = 'd41d8cd98f00b204e9800998ecf8427e'
  assert.is((await send(t, 'f.md5', hash + '\n', token)).status, 500)
  const res = await send(t, 'f.md5', hash, token)
  assert.is(res.status, 200)
  assert.equal(await res.json(), { md5: hash })
  await t.cleanup()
})

test('.bin: magic byte and chip id, else 503; a matching md5 passes, a wrong one is 500; success restarts', async () => {
  const t = testEmulator()
  const token = await t.signIn('admin')
  await sleep(150)
  const bad = image()
  bad[0] = 0x00
  assert.is((await send(t, 'fw.bin', bad, token)).status, 503)
  assert.is((await send(t, 'fw.bin', image(1_100_000, 9), token)).status, 503, 'an S3 image on an ESP32')
  await send(t, 'fw.md5', 'f'.repeat(32), token)
  assert.is((await send(t, 'fw.bin', image(), token)).status, 500, 'md5 mismatch')
  assert.not.ok(await restarted(t), 'no restart after a failure')
  const img = image()
  await send(t, 'fw.md5', createHash('md5').update(img).digest('hex'), token)
  const res = await send(t, 'fw.bin', img, token)
  assert.is(res.status, 200)
  assert.is(await res.text(), '')
  assert.ok(await restarted(t))
  await t.cleanup()
})

test('.json: 200 empty and a restart; an unknown type or broken JSON changes nothing', async () => {
  const t = testEmulator()
  const token = await t.signIn('admin')
  const before = await (await t.req('GET', '/rest/getSettings', { token })).json()
  await sleep(150)
  for (const text of ['{"type":"nonsense","OTA":{"port":1234}}', 'not json']) {
    const res = await send(t, 'x.json', text, token)
    assert.is(res.status, 200)
    assert.is(await res.text(), '')
    assert.ok(await restarted(t))
  }
  assert.equal(await (await t.req('GET', '/rest/getSettings', { token })).json(), before)
  await t.cleanup()
})

test.run()
