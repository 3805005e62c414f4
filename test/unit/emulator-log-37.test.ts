// The web log of 3.7.0-3.8.0 (device-api §2b): a GET of the log settings replays the buffer (fetchLog is
// gone), the settings tell PSRAM and developer mode, the stream has no filter, and the notable system events
// (a queued restart, an install from a URL, an MQTT reset) are logged. Checked against the recorded
// logSettings answers of 3.7.0, 3.7.2, 3.8.0 and WebLogService at those tags.
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import type { LogEntry } from '../../src/schemas/system.ts'
import { testEmulator } from '../e2e/emulator.ts'
import { until } from './_helpers.ts'
import { eachRelease, type T } from './_releases.ts'

/** Opens /es/log (with `token` when given) and collects the parsed frames. */
async function listen(t: T, token?: string) {
  const res = await t.req('GET', '/es/log' + (token ? '?access_token=' + token : ''))
  const reader = res.body!.getReader()
  const dec = new TextDecoder()
  const s = { res, raw: '', entries: [] as LogEntry[], stop: () => reader.cancel() }
  void (async () => {
    for (;;) {
      const { value, done } = await reader.read().catch(() => ({ value: undefined, done: true }))
      if (done) return
      s.raw += dec.decode(value)
      s.entries = [...s.raw.matchAll(/data: (.*)\r\n/g)].map((m) => JSON.parse(m[1]))
    }
  })()
  return s
}

test('logSettings GET adds psram and developer_mode from 3.7.0', async () => {
  await eachRelease(['3.6.5', '3.7.0', '3.7.1', '3.7.2', '3.8.0'], async (t, r) => {
    const res = await t.req('GET', '/rest/logSettings', { token: await t.signIn('admin') })
    assert.is(res.status, 200, r)
    const want =
      r === '3.6.5' ? { level: 6, max_messages: 50, compact: true } : { level: 6, max_messages: 50, compact: true, psram: true, developer_mode: false }
    assert.equal(await res.json(), want, r)
  })
})

test('3.7.0 on: a GET of the log settings replays the whole buffer to the open stream', async () => {
  await eachRelease(['3.7.0', '3.8.0'], async (t, r) => {
    const token = await t.signIn('admin')
    const s = await listen(t, token)
    await until(() => s.entries.length >= 6)
    const seen = s.entries.length
    assert.match(s.entries[0].m, `Starting EMS-ESP version ${r}`)
    assert.is((await t.req('POST', '/rest/fetchLog', { token })).status, 404, 'no fetchLog any more')
    assert.is((await t.req('GET', '/rest/logSettings', { token })).status, 200)
    await until(() => s.entries.length >= seen * 2) // the same ids again
    assert.equal(
      s.entries.slice(seen, seen * 2).map((e) => e.i),
      s.entries.slice(0, seen).map((e) => e.i),
    )
    await s.stop()
  })
})

test('the stream: admins only until 3.6.5 (others get the page), no filter from 3.7.0', async () => {
  await eachRelease(['3.6.5', '3.7.0', '3.8.0'], async (t, r) => {
    const s = await listen(t, await t.signIn('guest'))
    assert.is(s.res.headers.get('content-type'), r === '3.6.5' ? 'text/html' : 'text/event-stream', r)
    await s.stop()
  })
})

test('a queued restart, an install from a URL and an MQTT reset are logged', async () => {
  const t = testEmulator({ firmware: '3.8.0' })
  const token = await t.signIn('admin')
  const s = await listen(t, token)
  await t.req('POST', '/api', { token, json: { device: 'system', cmd: 'restart', id: 0 } })
  await t.req('POST', '/rest/action', { token, json: { action: 'uploadURL', param: 'http://192.168.1.10/firmware.bin' } })
  await t.req('POST', '/rest/action', { token, json: { action: 'resetMQTT' } })
  await until(() => s.entries.some((e) => e.n === 'mqtt' && e.m.includes('Resetting MQTT')))
  const text = s.entries.map((e) => e.m).join('\n')
  assert.match(text, 'Preparing to restart system')
  assert.match(text, 'Firmware location: http://192.168.1.10/firmware.bin')
  await s.stop()
  await t.cleanup()
})

test.run()
