// Uploads of 3.7.0-3.8.0 (device-api §4, §5): after a firmware image or a backup the restart is queued until
// system status is next read, instead of following the client's disconnect (UploadFileService::uploadComplete
// at v3.7.0 and v3.8.0).
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { eachRelease, type T } from './_releases.ts'

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

/** A multipart request as a browser sends it, with its Content-Length (the firmware checks that). */
async function send(t: T, name: string, bytes: Uint8Array | string, token: string) {
  const fd = new FormData()
  fd.append('file', new Blob([bytes as BlobPart]), name)
  const r = new Request('http://x/', { method: 'POST', body: fd })
  const body = new Uint8Array(await r.arrayBuffer())
  const headers = { 'content-type': r.headers.get('content-type')!, 'content-length': String(body.length), authorization: 'Bearer ' + token }
  return t.emulator.app.request('/rest/uploadFile', { method: 'POST', headers, body })
}

/** An ESP32 app image: magic 0xE9, chip id 0 at byte 12. */
function image(size = 1_100_000) {
  const b = new Uint8Array(size)
  b[0] = 0xe9
  return b
}

const systemStatus = async (t: T, token: string) => (await (await t.req('GET', '/rest/systemStatus', { token })).json()) as { status: unknown }

test('a firmware image: 200, no restart until system status is read, which says restarting', async () => {
  await eachRelease(['3.7.0', '3.7.2', '3.8.0'], async (t, r) => {
    const token = await t.signIn('admin')
    await sleep(150)
    assert.is((await send(t, 'EMS-ESP-3_8_0-ESP32-16MB+.bin', image(), token)).status, 200, r)
    await sleep(30)
    assert.ok(t.emulator.ctx.uptimeMs() >= 150, `${r}: queued only`)
    assert.is((await systemStatus(t, token)).status, r === '3.7.0' ? 'restarting' : 4, r)
    await sleep(30) // without a socket the restart has no outage
    assert.ok(t.emulator.ctx.uptimeMs() < 100, `${r}: restarted after the read`)
  })
})

test('a schedule backup is restored at the restart that the next system status read starts', async () => {
  await eachRelease(['3.8.0'], async (t) => {
    const token = await t.signIn('admin')
    const item = { id: 0, active: true, flags: 2, time: '07:15', cmd: 'thermostat/hc1/mode', value: 'day', name: 'early' }
    const backup = JSON.stringify({ type: 'schedule', Schedule: { schedule: [item] } })
    assert.is((await send(t, 'schedule.json', backup, token)).status, 200)
    await sleep(30)
    const before = (await (await t.req('GET', '/rest/schedule', { token })).json()) as { schedule: object[] }
    assert.not.equal(before.schedule, [item], 'not yet: the gateway has not restarted')
    await systemStatus(t, token)
    await t.emulator.restart() // joins the restart the read started
    assert.equal(((await (await t.req('GET', '/rest/schedule', { token })).json()) as { schedule: object[] }).schedule, [item])
  })
})

test.run()
