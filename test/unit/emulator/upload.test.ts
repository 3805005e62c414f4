// POST /rest/uploadFile of the emulator (device-api §4, §5): auth, extension, size, first-byte and md5 rules,
// and the restart after a firmware image or a backup: at once until 3.6.5; from 3.7.0 queued until system
// status is next read, instead of following the client's disconnect (UploadFileService::uploadComplete at
// v3.7.0 and v3.8.0).
import { createHash } from 'node:crypto'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { testEmulator } from '../../e2e/emulator.ts'
import { holdClock, later, releaseClock, restarted } from './_clock.ts'
import { eachRelease } from './_releases.ts'

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

test.before.each(holdClock)
test.after.each(releaseClock)
const anHourLater = () => later(3_600_000)

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
  anHourLater()
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
  for (const text of ['{"type":"nonsense","OTA":{"port":1234}}', 'not json']) {
    anHourLater()
    const res = await send(t, 'x.json', text, token)
    assert.is(res.status, 200)
    assert.is(await res.text(), '')
    assert.ok(await restarted(t))
  }
  assert.equal(await (await t.req('GET', '/rest/getSettings', { token })).json(), before)
  await t.cleanup()
})

const systemStatus = async (t: T, token: string) => (await (await t.req('GET', '/rest/systemStatus', { token })).json()) as { status: unknown }

test('3.7.0 on, a firmware image: 200, no restart until system status is read, which says restarting', async () => {
  await eachRelease(['3.7.0', '3.7.2', '3.8.0'], async (t, r) => {
    const token = await t.signIn('admin')
    anHourLater()
    assert.is((await send(t, 'EMS-ESP-3_8_0-ESP32-16MB+.bin', image(), token)).status, 200, r)
    assert.not.ok(await restarted(t), `${r}: queued only`)
    assert.is((await systemStatus(t, token)).status, r === '3.7.0' ? 'restarting' : 4, r)
    assert.ok(await restarted(t), `${r}: restarted after the read`)
  })
})

test('3.8.0: a schedule backup is restored at the restart that the next system status read starts', async () => {
  await eachRelease(['3.8.0'], async (t) => {
    const token = await t.signIn('admin')
    const item = { id: 0, active: true, flags: 2, time: '07:15', cmd: 'thermostat/hc1/mode', value: 'day', name: 'early' }
    const backup = JSON.stringify({ type: 'schedule', Schedule: { schedule: [item] } })
    anHourLater()
    assert.is((await send(t, 'schedule.json', backup, token)).status, 200)
    assert.not.ok(await restarted(t), 'queued only')
    const before = (await (await t.req('GET', '/rest/schedule', { token })).json()) as { schedule: object[] }
    assert.not.equal(before.schedule, [item], 'not yet: the gateway has not restarted')
    await systemStatus(t, token)
    await t.emulator.restart() // joins the restart the read started
    assert.equal(((await (await t.req('GET', '/rest/schedule', { token })).json()) as { schedule: object[] }).schedule, [item])
  })
})

test.run()
