// System status, restart, factory reset, partition (device-api §1a, §3f, §5).
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { formatUptime } from '../../emulator/routes/hardware.ts'
import type { SystemStatus } from '../../src/schemas/system.ts'
import { testEmulator } from '../e2e/emulator.ts'

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))
/** What a browser would see: an HTTP status, or 'down' when nothing answers on the port. */
const probe = (url: string, init?: RequestInit) =>
  fetch(url, { ...init, signal: AbortSignal.timeout(1000) }).then(
    (r) => r.status,
    () => 'down' as const,
  )

test('uptime format is DDD+HH:MM:SS.mmm', () => {
  assert.is(formatUptime(0), '000+00:00:00.000')
  assert.is(formatUptime(((2 * 24 + 3) * 3600 + 4 * 60 + 5) * 1000 + 67), '002+03:04:05.067')
})

test('systemStatus: a 3.6.5 ESP32 16M board with PSRAM, for any signed-in user', async () => {
  const t = testEmulator()
  assert.is((await t.req('GET', '/rest/systemStatus')).status, 401)
  const res = await t.req('GET', '/rest/systemStatus', { token: await t.signIn('guest') })
  assert.is(res.status, 200)
  const s = (await res.json()) as Required<SystemStatus> & { uptime: string } // a 3.6.5 answer
  // Every field of device-api §3f with the firmware's JSON type.
  for (const k of ['emsesp_version', 'esp_platform', 'cpu_type', 'arduino_version', 'sdk_version', 'partition', 'uptime'] as const)
    assert.type(s[k], 'string', k)
  for (const k of [
    'cpu_rev',
    'cpu_cores',
    'cpu_freq_mhz',
    'max_alloc_heap',
    'free_heap',
    'flash_chip_size',
    'flash_chip_speed',
    'app_used',
    'app_free',
    'fs_used',
    'fs_free',
  ] as const)
    assert.type(s[k], 'number', k)
  assert.is(s.emsesp_version, '3.6.5')
  assert.is(s.esp_platform, 'ESP32')
  assert.is(s.cpu_rev, 3) // a number, unlike the mock
  assert.is(s.flash_chip_size, 16384)
  assert.is(s.has_loader, false)
  assert.type(s.psram_size, 'number')
  assert.type(s.free_psram, 'number')
  assert.match(s.uptime, /^\d{3}\+\d\d:\d\d:\d\d\.\d{3}$/)
  assert.ok(s.free_heap > 100 && s.free_heap < 300 && s.max_alloc_heap < s.free_heap)
  await t.cleanup()
})

test('partition: admin only, and 400 because this board has no other bootable slot', async () => {
  const t = testEmulator()
  assert.is((await t.req('POST', '/rest/partition', { token: await t.signIn('guest') })).status, 401)
  assert.is((await t.req('POST', '/rest/partition', { token: await t.signIn('admin') })).status, 400)
  await t.cleanup()
})

test('restart: 200, then the port is unreachable for restart-ms, then back with a fresh uptime', async () => {
  const t = testEmulator({ restartMs: 400 })
  const url = await t.emulator.start()
  const token = await t.signIn('admin')
  const auth = { headers: { authorization: `Bearer ${token}` } }
  await sleep(1100)
  const before = (await (await fetch(`${url}/rest/systemStatus`, auth)).json()) as SystemStatus & { uptime: string }
  assert.ok(before.uptime >= '000+00:00:01.000', before.uptime)
  assert.is(await probe(`${url}/rest/restart`, { method: 'POST', ...auth }), 200)
  await sleep(250)
  assert.is(await probe(`${url}/`), 'down')
  await sleep(600)
  assert.is(await probe(`${url}/`), 200)
  const after = (await (await fetch(`${url}/rest/systemStatus`, auth)).json()) as SystemStatus & { uptime: string }
  assert.ok(after.uptime < '000+00:00:01.000', after.uptime)
  assert.is(t.emulator.url, url, 'same port')
  await t.cleanup()
})

test('restart drops open connections too (an event stream in progress), like a device that vanishes', async () => {
  const t = testEmulator({ restartMs: 300 })
  // A never-ending stream, as /es/log will be.
  t.emulator.app.get('/test/stream', (c) =>
    c.body(new ReadableStream({ start: (ctl) => ctl.enqueue(new TextEncoder().encode('data: x\n\n')) }), 200, { 'content-type': 'text/event-stream' }),
  )
  const url = await t.emulator.start()
  const token = await t.signIn('admin')
  const http = await import('node:http')
  const ended = new Promise<string>((resolve) => {
    http.get(`${url}/test/stream`, (r) => {
      r.once('data', () => void t.req('POST', '/rest/restart', { token }))
      r.on('close', () => resolve('closed'))
    })
    setTimeout(() => resolve('still open'), 1500)
  })
  assert.is(await ended, 'closed')
  await t.cleanup()
})

test('factoryReset: 200, then every setting is back to its default and the file is gone', async () => {
  const t = testEmulator()
  let token = await t.signIn('admin')
  await t.req('POST', '/rest/otaSettings', { token, json: { enabled: true, port: 3232, password: 'pw' } })
  await t.req('POST', '/rest/securitySettings', { token, json: { jwt_secret: 'mine', users: [{ username: 'boss', password: 'pw', admin: true }] } })
  token = await t.signIn('boss', 'pw')
  assert.is((await t.req('POST', '/rest/factoryReset')).status, 401)
  const res = await t.req('POST', '/rest/factoryReset', { token })
  assert.is(res.status, 200)
  assert.is(await res.text(), '')
  await t.emulator.restart() // joins the restart the request started
  token = await t.signIn('admin')
  assert.equal(await (await t.req('GET', '/rest/otaSettings', { token })).json(), { enabled: false, port: 8266, password: 'ems-esp-neo' })
  assert.is((await t.req('POST', '/rest/signIn', { json: { username: 'boss', password: 'pw' } })).status, 401)
  assert.not.ok((await import('node:fs')).existsSync(t.emulator.store.file))
  await t.cleanup()
})

test.run()
