// System status, restart, factory reset and partition of every release (device-api §1a, §3f, §5): until 3.6.5
// the /rest endpoints; from 3.7.0 the status keys and types per release, the /api system commands, the
// restart queued until system status is next read, and the 3.6 endpoints that are gone. The 3.7.0-3.8.0
// expectations are written out per release, checked against the recorded answers of 3.7.0, 3.7.2 and 3.8.0
// and the sources (WebStatusService, system.cpp, command.cpp at each tag).
import fs from 'node:fs'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { formatUptime } from '../../../emulator/routes/hardware.ts'
import type { Release } from '../../../src/schemas/releases.ts'
import type { SystemStatus } from '../../../src/schemas/system.ts'
import { testEmulator } from '../../e2e/emulator.ts'
import { eachRelease, isPage } from './_releases.ts'

const NEW: Release[] = ['3.7.0', '3.7.1', '3.7.2', '3.8.0']
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))
/** What a browser would see: an HTTP status, or 'down' when nothing answers on the port. */
const probe = (url: string, init?: RequestInit) =>
  fetch(url, { ...init, signal: AbortSignal.timeout(10_000) }).then(
    (r) => r.status,
    () => 'down' as const,
  )
/** Whether `url` comes to answer `want` (asked every 50 ms, for a minute at the most). The restarts below keep
 *  the port closed for RESTART_MS, long enough for this to see, on a busy machine too. */
const becomes = async (url: string, want: number | 'down') => {
  for (const end = performance.now() + 60_000; performance.now() < end; await sleep(50)) if ((await probe(url)) === want) return true
  return false
}
const RESTART_MS = 2000
/** When the emulator last booted, by its own clock. */
const bootOf = (t: ReturnType<typeof testEmulator>) => Date.now() - t.emulator.ctx.uptimeMs()

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
  const numbers = 'cpu_rev cpu_cores cpu_freq_mhz max_alloc_heap free_heap flash_chip_size flash_chip_speed app_used app_free fs_used fs_free'
  for (const k of numbers.split(' ') as (keyof SystemStatus)[]) assert.type(s[k], 'number', k)
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
  const t = testEmulator({ restartMs: RESTART_MS })
  const url = await t.emulator.start()
  const token = await t.signIn('admin')
  const auth = { headers: { authorization: `Bearer ${token}` } }
  await sleep(1100)
  const before = (await (await fetch(`${url}/rest/systemStatus`, auth)).json()) as SystemStatus & { uptime: string }
  assert.ok(before.uptime >= '000+00:00:01.000', before.uptime)
  const boot = bootOf(t)
  assert.is(await probe(`${url}/rest/restart`, { method: 'POST', ...auth }), 200)
  assert.ok(await becomes(`${url}/`, 'down'), 'down while it restarts')
  assert.ok(await becomes(`${url}/`, 200), 'back')
  const after = (await (await fetch(`${url}/rest/systemStatus`, auth)).json()) as SystemStatus & { uptime: string }
  assert.ok(bootOf(t) > boot + RESTART_MS / 2, 'booted again')
  assert.ok(after.uptime <= formatUptime(t.emulator.ctx.uptimeMs()), `counted from the new boot: ${after.uptime}`)
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
    setTimeout(() => resolve('still open'), 60_000).unref()
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
  assert.not.ok(fs.existsSync(t.emulator.store.file))
  await t.cleanup()
})

// Every release from 3.7.0: in this order, then the release's own keys.
const KEYS_37 = [
  'emsesp_version',
  'bus_status',
  'bus_uptime',
  'num_devices',
  'num_sensors',
  'num_analogs',
  'free_heap',
  'uptime',
  'mqtt_status',
  'ntp_status',
  'ap_status',
  'network_status',
  'wifi_rssi',
  'esp_platform',
  'cpu_type',
  'cpu_rev',
  'cpu_cores',
  'cpu_freq_mhz',
  'max_alloc_heap',
  'arduino_version',
  'sdk_version',
  'partition',
  'flash_chip_size',
  'flash_chip_speed',
  'app_used',
  'app_free',
  'fs_used',
  'fs_free',
  'free_caps',
  'psram',
  'psram_size',
  'free_psram',
  'model',
  'has_loader',
  'has_partition',
]
const KEYS: Record<string, string[]> = {
  '3.7.0': [...KEYS_37, 'status'],
  '3.7.1': [...KEYS_37, 'status'],
  // ntp_time follows ntp_status while the clock is synchronised (the demo settings have NTP on).
  '3.7.2': [...KEYS_37.slice(0, 10), 'ntp_time', ...KEYS_37.slice(10), 'status'],
  '3.8.0': [...KEYS_37.slice(0, 10), 'ntp_time', ...KEYS_37.slice(10), 'partitions', 'developer_mode', 'status'],
}
const NUMBERS =
  'bus_status bus_uptime num_devices num_sensors num_analogs free_heap uptime ntp_status network_status wifi_rssi cpu_rev cpu_cores cpu_freq_mhz max_alloc_heap flash_chip_size flash_chip_speed app_used app_free fs_used fs_free free_caps psram_size free_psram'
const BOOLS = 'mqtt_status ap_status psram has_loader has_partition'
const TEXTS = 'emsesp_version esp_platform cpu_type arduino_version sdk_version partition model'

test('systemStatus 3.7.0-3.8.0: the keys in order and their types; uptime in seconds; status text until 3.7.1, a code from 3.7.2', async () => {
  await eachRelease(NEW, async (t, r) => {
    const res = await t.req('GET', '/rest/systemStatus', { token: await t.signIn('guest') })
    assert.is(res.status, 200, r)
    assert.is(res.headers.get('content-type'), 'application/json', r)
    const s = (await res.json()) as Record<string, any>
    assert.equal(Object.keys(s), KEYS[r], r)
    for (const k of NUMBERS.split(' ')) assert.ok(Number.isInteger(s[k]), `${r} ${k}`)
    for (const k of BOOLS.split(' ')) assert.type(s[k], 'boolean', `${r} ${k}`)
    for (const k of TEXTS.split(' ')) assert.type(s[k], 'string', `${r} ${k}`)
    assert.is(s.emsesp_version, r)
    assert.is(s.esp_platform, 'ESP32')
    assert.ok(s.uptime >= 0 && s.uptime < 5, `${r} seconds since boot`)
    assert.ok(s.num_devices > 0, r)
    assert.is(s.network_status, 3) // WiFi connected
    assert.ok(s.wifi_rssi < 0, r)
    assert.is(s.status, r === '3.7.0' || r === '3.7.1' ? 'ready' : 0, r)
    if (r === '3.7.2' || r === '3.8.0') assert.match(s.ntp_time, /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d$/)
    if (r === '3.8.0') {
      assert.is(s.developer_mode, false)
      assert.ok(s.partitions.length >= 1)
      for (const p of s.partitions) assert.equal(Object.keys(p), ['partition', 'version', 'size', 'install_date'])
      assert.equal(s.partitions[0], { partition: 'app0', version: '3.8.0', size: 6144, install_date: '' })
    }
  })
})

test('systemStatus: open to anyone in 3.7.0-3.7.1 (registered without a check), signed-in users from 3.7.2', async () => {
  await eachRelease(NEW, async (t, r) => {
    assert.is((await t.req('GET', '/rest/systemStatus')).status, r === '3.7.0' || r === '3.7.1' ? 200 : 401, r)
  })
})

test('3.7.0 on: restart, factory reset, partition, OTA settings, fetchLog and the backup GETs are gone (page / 404)', async () => {
  await eachRelease(['3.6.5', ...NEW], async (t, r) => {
    const token = await t.signIn('admin')
    const gone = r !== '3.6.5'
    for (const path of ['/rest/getSettings', '/rest/getCustomizations', '/rest/getSchedule', '/rest/getEntities', '/rest/otaSettings']) {
      const res = await t.req('GET', path, { token })
      if (gone) await isPage(res, `${r} GET ${path}`)
      else assert.is(res.headers.get('content-type'), 'application/json', `${r} GET ${path}`)
    }
    // 3.6.5 itself is not asked to restart here: only whether the handler is there.
    for (const path of ['/rest/partition', '/rest/fetchLog', '/rest/otaSettings'])
      assert.is((await t.req('POST', path, { token, json: {} })).status === 404, gone, `${r} POST ${path}`)
    if (gone) for (const path of ['/rest/restart', '/rest/factoryReset']) assert.is((await t.req('POST', path, { token })).status, 404, `${r} POST ${path}`)
  })
})

test('/api allvalues is gone from 3.7.0, each release with its own message', async () => {
  const expected: Record<string, [number, string]> = {
    '3.7.0': [400, 'no allvalues in system'],
    '3.7.1': [400, 'no allvalues in system'],
    '3.7.2': [404, "no entity 'allvalues' in system"],
    '3.8.0': [404, "no 'allvalues' in system"],
  }
  await eachRelease(NEW, async (t, r) => {
    const res = await t.req('POST', '/api', { json: { device: 'system', entity: 'allvalues', id: 0 } })
    assert.is(res.status, expected[r][0], r)
    assert.is(res.headers.get('content-type'), 'application/json; charset=utf-8', r)
    assert.equal(await res.json(), { message: expected[r][1] }, r)
    // The support information is still there.
    assert.is((await t.req('POST', '/api', { json: { device: 'system', entity: 'info', id: 0 } })).status, 200, r)
  })
})

test('/api restart and format: admin commands (401 {message} otherwise), 200 {}', async () => {
  await eachRelease(NEW, async (t, r) => {
    for (const cmd of ['restart', 'format']) {
      const res = await t.req('POST', '/api', { token: await t.signIn('guest'), json: { device: 'system', cmd, id: 0 } })
      assert.is(res.status, 401, `${r} ${cmd}`)
      assert.equal(await res.json(), { message: 'authentication failed' })
    }
    const res = await t.req('POST', '/api', { token: await t.signIn('admin'), json: { device: 'system', cmd: 'restart', id: 0 } })
    assert.is(res.status, 200, r)
    assert.is(res.headers.get('content-type'), 'application/json; charset=utf-8', r)
    assert.equal(await res.json(), {}, r)
  })
})

for (const r of ['3.7.0', '3.8.0'] as const) {
  test(`${r}: a restart over /api waits for the next system status read, whose answer still goes out`, async () => {
    const t = testEmulator({ firmware: r, restartMs: RESTART_MS })
    const url = await t.emulator.start()
    const headers = { authorization: `Bearer ${await t.signIn('admin')}`, 'content-type': 'application/json' }
    const boot = bootOf(t)
    const res = await fetch(`${url}/api`, { method: 'POST', headers, body: JSON.stringify({ device: 'system', cmd: 'restart', id: 0 }) })
    assert.equal(await res.json(), {})
    await sleep(400) // a restart started at once would have closed the port by now (it waits 100 ms)
    assert.is(await probe(`${url}/`), 200, 'still up: the restart is only queued')
    assert.ok(bootOf(t) < boot + 50, 'not booted again')
    const status = (await (await fetch(`${url}/rest/systemStatus`, { headers })).json()) as Record<string, unknown>
    assert.is(status.status, r === '3.7.0' ? 'restarting' : 4)
    assert.ok(await becomes(`${url}/`, 'down'), 'down while it restarts')
    assert.ok(await becomes(`${url}/`, 200), 'back')
    const after = (await (await fetch(`${url}/rest/systemStatus`, { headers })).json()) as Record<string, unknown>
    assert.is(after.status, r === '3.7.0' ? 'ready' : 0)
    assert.ok(bootOf(t) > boot + RESTART_MS / 2, 'a fresh boot')
    assert.ok((after.uptime as number) <= t.emulator.ctx.uptimeMs() / 1000, `uptime counted from it: ${after.uptime} s`)
    await t.cleanup()
  })
}

test('format erases the settings and restarts at once (no system status read needed)', async () => {
  const t = testEmulator({ firmware: '3.8.0' })
  const token = await t.signIn('admin')
  await t.req('POST', '/rest/securitySettings', { token, json: { jwt_secret: 'mine', users: [{ username: 'boss', password: 'pw', admin: true }] } })
  const res = await t.req('POST', '/api', { token: await t.signIn('boss', 'pw'), json: { device: 'system', cmd: 'format', id: 0 } })
  assert.is(res.status, 200)
  await t.emulator.restart() // joins the restart the command started
  assert.not.ok(fs.existsSync(t.emulator.store.file))
  assert.is((await t.req('POST', '/rest/signIn', { json: { username: 'admin', password: 'admin' } })).status, 200)
  await t.cleanup()
})

test.run()
