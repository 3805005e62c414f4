// The web log of the emulator (device-api §1b, §2b): log settings, the /es/log frames, fetchLog replay, level
// and buffer rules, and a restart that empties the buffer; from 3.7.0 a GET of the log settings replays the
// buffer (fetchLog is gone), the settings tell PSRAM and developer mode, the stream has no filter, and the
// notable system events (a queued restart, an install from a URL, an MQTT reset) are logged. The 3.7.0-3.8.0
// behaviour is checked against the recorded logSettings answers of 3.7.0, 3.7.2, 3.8.0 and WebLogService at
// those tags.
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { frame, traffic } from '../../../emulator/routes/log.ts'
import type { LogEntry } from '../../../src/schemas/system.ts'
import { testEmulator } from '../../e2e/emulator.ts'
import { until } from '../console/_helpers.ts'
import { eachRelease, type T } from './_releases.ts'

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

/** Opens /es/log (with `token` when given) and collects the parsed frames; `raw` keeps the bytes as sent. */
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

test('frame format: id, event: message, data, CRLF, no retry line', () => {
  const e = { t: '000+00:00:01.250', l: 6, i: 7, n: 'emsesp', m: 'hello' }
  assert.is(frame(e), 'id: 7\r\nevent: message\r\ndata: {"t":"000+00:00:01.250","l":6,"i":7,"n":"emsesp","m":"hello"}\r\n\r\n')
})

test('traffic is varied and mostly at INFO or below, with some DEBUG', () => {
  const msgs = Array.from({ length: 96 }, (_, k) => traffic(k))
  const levels = new Set(msgs.map((m) => m[0]))
  for (const l of [3, 4, 5, 6, 7]) assert.ok(levels.has(l), 'level ' + l)
  assert.ok(msgs.filter((m) => m[0] <= 6).length >= 48)
  assert.ok(new Set(msgs.map((m) => m[2])).size > 40, 'not the same line over and over')
})

test('logSettings: no auth; 3.6.5 defaults; POST answers 200 empty and is kept; bad input 400', async () => {
  const t = testEmulator()
  let res = await t.req('GET', '/rest/logSettings')
  assert.is(res.status, 200)
  assert.equal(await res.json(), { level: 6, max_messages: 50, compact: true })
  res = await t.req('POST', '/rest/logSettings', { json: { level: 7, max_messages: 25, compact: false } })
  assert.is(res.status, 200)
  assert.is(await res.text(), '')
  assert.equal(await (await t.req('GET', '/rest/logSettings')).json(), { level: 7, max_messages: 25, compact: false })
  for (const json of [{ level: 'x', max_messages: 25, compact: true }, { level: 6, max_messages: 300, compact: true }, [1]]) {
    assert.is((await t.req('POST', '/rest/logSettings', { json })).status, 400, JSON.stringify(json))
  }
  assert.equal(await (await t.req('GET', '/rest/logSettings')).json(), { level: 7, max_messages: 25, compact: false })
  await t.cleanup()
})

test('/es/log: admin only (others get the page); the boot messages first, then new traffic at a steady pace', async () => {
  const t = testEmulator()
  t.emulator.store.set('ntp', { ...t.emulator.store.get('ntp'), enabled: false }) // no clock: uptime stamps
  const guest = await listen(t, await t.signIn('guest'))
  assert.is(guest.res.headers.get('content-type'), 'text/html')
  const s = await listen(t, await t.signIn('admin'))
  assert.is(s.res.headers.get('content-type'), 'text/event-stream')
  await until(() => s.entries.length >= 5)
  assert.match(s.entries[0].m, 'Starting EMS-ESP version 3.6.5')
  assert.match(s.raw, /^id: 1\r\nevent: message\r\ndata: \{/)
  assert.ok(
    s.entries.every((e) => e.l <= 6),
    'nothing above INFO at the default level',
  )
  assert.match(s.entries[0].t, /^\d{3}\+\d\d:\d\d:\d\d\.\d{3}$/)
  const ids = s.entries.map((e) => e.i)
  assert.equal(
    ids,
    [...ids].sort((a, b) => a - b),
  )
  const before = s.entries.length
  await until(() => s.entries.length > before) // traffic keeps coming
  await s.stop()
  await t.cleanup()
})

test('with NTP running, messages carry the local time of the configured zone', async () => {
  const t = testEmulator()
  t.emulator.store.set('ntp', { ...t.emulator.store.get('ntp'), enabled: true, tz_label: 'Asia/Kolkata' })
  const s = await listen(t, await t.signIn('admin'))
  await until(() => s.entries.length >= 1)
  assert.match(s.entries[0].t, /^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d\.\d{3}$/)
  const kolkata = new Date(Date.now() + 5.5 * 3600e3).toISOString().slice(11, 13) // UTC+05:30, no DST
  assert.is(s.entries[0].t.slice(11, 13), kolkata)
  await s.stop()
  await t.cleanup()
})

test('fetchLog replays the whole buffer to the open stream; buffer size and level are honoured', async () => {
  const t = testEmulator()
  const token = await t.signIn('admin')
  await t.req('POST', '/rest/logSettings', { json: { level: 9, max_messages: 25, compact: true } })
  const s = await listen(t, token)
  await until(() => s.entries.length >= 6)
  const seen = s.entries.length
  const res = await t.req('POST', '/rest/fetchLog')
  assert.is(res.status, 200)
  assert.is(await res.text(), '')
  await until(() => s.entries.length >= seen * 2) // the same ids again
  assert.equal(
    s.entries.slice(seen, seen * 2).map((e) => e.i),
    s.entries.slice(0, seen).map((e) => e.i),
  )
  // OFF empties the buffer: a replay sends nothing
  await t.req('POST', '/rest/logSettings', { json: { level: -1, max_messages: 25, compact: true } })
  await sleep(100)
  const now = s.entries.length
  await t.req('POST', '/rest/fetchLog')
  await sleep(1300)
  assert.is(s.entries.length, now)
  await s.stop()
  await t.cleanup()
})

test('a restart empties the buffer and ids start again at 1', async () => {
  const t = testEmulator({ restartMs: 50 })
  t.emulator.store.set('ntp', { ...t.emulator.store.get('ntp'), enabled: false })
  const token = await t.signIn('admin')
  let s = await listen(t, token)
  await until(() => s.entries.length >= 6)
  await s.stop()
  await t.emulator.restart()
  s = await listen(t, token)
  await until(() => s.entries.length >= 1)
  assert.is(s.entries[0].i, 1)
  assert.match(s.entries[0].t, /^000\+00:00:00\./)
  await s.stop()
  await t.cleanup()
})

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
