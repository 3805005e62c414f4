// System, Help and MQTT on each release (docs/device-api.md §10): what the device receives for restart, factory
// reset, partition switch, backups, all values, the log's backlog, the version check and install, MQTT reset;
// what a guest on 3.7.2 and later is spared (those calls answer guests 401); and what the status card shows for
// 3.6 and 3.7/3.8 answers (uptime from seconds, never "undefined" or "NaN").
import './_dom'
import './_css'
import '../../src/i18n'
import { render } from 'preact'
import { act } from 'preact/test-utils'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { gateway, known } from '../../src/api/release'
import { backup, boardOf, checkReleases, factoryReset, fetchLog, isUp, partition, restart, shownFacts, systemInfo, uploadURL } from '../../src/api/system'
import type { SystemStatus as Status } from '../../src/schemas/system'
import { MqttStatus } from '../../src/screens/mqtt/status'
import { systemTabs } from '../../src/screens/system'
import { SystemStatus } from '../../src/screens/system/status'
import { signIn } from '../../src/state/session'
import { SystemFiles } from '../../src/ui/download'
import { json, stubFetch, token, until } from './_helpers'

/** System status as each release sends it; 3.7.0 and 3.8.0 with the keys a real gateway adds to the recorded ones. */
const STATUS: Record<string, Status> = {
  '3.6.5': {
    emsesp_version: '3.6.5',
    esp_platform: 'ESP32',
    cpu_type: 'ESP32-D0WD-V3',
    cpu_rev: 3,
    cpu_cores: 2,
    cpu_freq_mhz: 240,
    max_alloc_heap: 107,
    free_heap: 182,
    sdk_version: 'v4.4.7',
    flash_chip_size: 16384,
    flash_chip_speed: 80000000,
    app_used: 2001,
    app_free: 4143,
    fs_used: 44,
    fs_free: 1876,
    uptime: '001+02:03:04.567',
    has_loader: true,
  },
  // as recorded from the PC build: everything about the chip left out
  '3.7.0': {
    emsesp_version: '3.7.0',
    bus_status: 0,
    bus_uptime: 0,
    free_heap: 0,
    uptime: 0,
    build_flags: 'DEBUG,TEST',
    esp_platform: 'ESP32',
    status: 'ready',
  },
  '3.7.2': { emsesp_version: '3.7.2-dev.1', free_heap: 150, uptime: 93784, esp_platform: 'ESP32', status: 0, has_loader: true },
  '3.8.0': {
    emsesp_version: '3.8.0',
    esp_platform: 'ESP32S3',
    cpu_type: 'ESP32-S3',
    cpu_rev: 0,
    cpu_cores: 2,
    cpu_freq_mhz: 240,
    free_heap: 200,
    max_alloc_heap: 100,
    flash_chip_size: 16384,
    flash_chip_speed: 80000000,
    psram: true,
    model: 'BBQKees Electronics EMS Gateway E32 V2',
    temperature: 41,
    uptime: 93784,
    partition: 'app0',
    partitions: [
      { partition: 'app0', version: '3.8.0', size: 2100 },
      { partition: 'app1', version: '3.7.2', size: 2000 },
    ],
    status: 0,
  },
}

const stub = stubFetch(test)
const { sent } = stub
let n = 0
/** A new session as `admin` (or a guest) on `release`: the device answers system status as that release. */
async function on(release: keyof typeof STATUS, admin = true, more: Record<string, () => Response> = {}) {
  stub.answer = { '/rest/systemStatus': () => json(STATUS[release]), ...more }
  signIn(token({ username: (admin ? 'admin' : 'guest') + ++n, admin }))
  await gateway()
  sent.length = 0
}
const calls = () => sent.filter((s) => s.path !== '/rest/systemStatus').map((s) => [s.method, s.path, s.body])
const ok = () => json({})
const API = { '/api': ok, '/rest/action': () => json({ type: 'settings' }) }

test('restart and factory reset: their own POSTs on 3.6.5, the system commands of /api from 3.7.0', async () => {
  await on('3.6.5', true, { '/rest/restart': ok, '/rest/factoryReset': ok })
  await restart()
  await factoryReset()
  assert.equal(calls(), [
    ['POST', '/rest/restart', {}],
    ['POST', '/rest/factoryReset', {}],
  ])
  for (const r of ['3.7.0', '3.7.2', '3.8.0'] as const) {
    await on(r, true, API)
    await restart()
    await factoryReset()
    assert.equal(
      calls(),
      [
        ['POST', '/api', { device: 'system', cmd: 'restart', id: 0 }],
        ['POST', '/api', { device: 'system', cmd: 'format', id: 0 }],
      ],
      r,
    )
  }
})

test('the restart flow waits while the device answers busy: a queued restart (which this read starts), a download', async () => {
  for (const [status, up] of [
    [undefined, true],
    ['ready', true],
    [0, true],
    [3, true], // the download failed: the device runs on, as it was
    ['restarting', false],
    ['uploading', false],
    [1, false],
    [4, false],
    [5, false],
    [142, false],
  ] as const) {
    stub.answer = { '/rest/systemStatus': () => json({ emsesp_version: '3.8.0', status }) }
    assert.is(await isUp(), up, String(status))
  }
})

test('partition: POST /rest/partition on 3.6.5, setPartition with the label on 3.8.0; none on 3.7.x', async () => {
  await on('3.6.5', true, { '/rest/partition': ok })
  await partition()
  await on('3.8.0', true, API)
  await partition('app1')
  assert.equal(calls(), [['POST', '/rest/action', { action: 'setPartition', param: 'app1' }]])
  assert.is(shownFacts('3.7.2').partition, null)
  assert.is(shownFacts('3.6.5').partition, 'rest')
})

test('backups and all values: the 3.6.5 GETs and /api command, /rest/action exports from 3.7.0; support info stays /api', async () => {
  await on('3.6.5', true, {
    '/rest/getSettings': () => json({ type: 'settings' }),
    '/rest/getCustomizations': () => json({ type: 'customizations' }),
    '/api': ok,
  })
  assert.is((await backup('settings')).type, 'settings')
  await backup('customizations')
  await systemInfo('allvalues')
  assert.equal(calls(), [
    ['GET', '/rest/getSettings', undefined],
    ['GET', '/rest/getCustomizations', undefined],
    ['POST', '/api', { device: 'system', entity: 'allvalues', id: 0 }],
  ])
  await on('3.7.0', true, API)
  await backup('schedule')
  await systemInfo('allvalues')
  await systemInfo('info')
  assert.equal(calls(), [
    ['POST', '/rest/action', { action: 'export', param: 'schedule' }],
    ['POST', '/rest/action', { action: 'export', param: 'allvalues' }],
    ['POST', '/api', { device: 'system', entity: 'info', id: 0 }],
  ])
})

test("the log's backlog: POST /rest/fetchLog on 3.6.5; from 3.7.0 the screen's own read, and a GET of the log settings on a reopened stream", async () => {
  await on('3.6.5', true, { '/rest/fetchLog': ok })
  await fetchLog(false)
  assert.equal(calls(), [['POST', '/rest/fetchLog', {}]])
  await on('3.8.0', true, { '/rest/logSettings': () => json({ level: 6, max_messages: 25, compact: true }) })
  await fetchLog(false)
  assert.equal(calls(), [])
  await fetchLog(true)
  assert.equal(calls(), [['GET', '/rest/logSettings', undefined]])
})

// GitHub as the version check sees it, beside the device
const GITHUB = {
  '/repos/emsesp/EMS-ESP32/releases/latest': () => json({ name: 'v3.8.1' }),
  '/repos/emsesp/EMS-ESP32/releases/tags/latest': () => json({ name: 'ESP32 Development Build v3.8.2-dev.3' }),
}
const actions = () => sent.filter((s) => s.path === '/rest/action').map((s) => s.body)

test('version check: 3.6.5 asks GitHub only, image named by platform; as it was', async () => {
  await on('3.6.5', true, GITHUB)
  const r = await checkReleases({ ...STATUS['3.6.5'], esp_platform: 'ESP32-S3' })
  assert.is(r.stable.url, 'https://github.com/emsesp/EMS-ESP32/releases/download/v3.8.1/EMS-ESP-3_8_1-ESP32_S3.bin')
  assert.equal([r.stable.newer, r.dev.newer], [undefined, undefined])
  assert.equal(actions(), [])
})

test('version check from 3.7.0: the device says which is newer; the image is named by chip, flash and PSRAM', async () => {
  const cases = [
    // 3.7.0 compares one version: the latest of the branch it runs
    ['3.7.0', { emsesp_version: '3.7.0', upgradeable: true }, '3.8.1', [true, undefined]],
    ['3.7.2', { emsesp_version: '3.7.2-dev.1', upgradeable: true }, '3.8.2-dev.3,3.8.1', [undefined, true]],
    ['3.8.0', { dev_upgradeable: true, stable_upgradeable: false }, '3.8.2-dev.3,3.8.1', [false, true]],
  ] as const
  for (const [r, answer, param, [stable, dev]] of cases) {
    await on(r, true, { ...GITHUB, '/rest/action': () => json(answer) })
    const got = await checkReleases(STATUS[r])
    assert.equal(actions(), [{ action: 'checkUpgrade', param }], r)
    assert.equal([got.stable.newer, got.dev.newer], [stable, dev], r)
  }
  assert.is(
    (await checkReleases(STATUS['3.8.0'])).dev.url,
    'https://github.com/emsesp/EMS-ESP32/releases/download/latest/EMS-ESP-3_8_2-dev_3-ESP32S3-16MB+.bin',
  )
  assert.is(boardOf(STATUS['3.7.0']), 'ESP32-4MB')
  // a guest is not asked (3.7.2 on answer guests 401), nor offered an install
  await on('3.7.2', false, GITHUB)
  await checkReleases(STATUS['3.7.2'])
  assert.equal(actions(), [])
})

test('install: the device is sent the image URL', async () => {
  await on('3.8.0', true, API)
  await uploadURL('https://github.com/x.bin')
  assert.equal(actions(), [{ action: 'uploadURL', param: 'https://github.com/x.bin' }])
})

// ---- screens --------------------------------------------------------------------------------------------

const root = document.body.appendChild(document.createElement('div'))
test.after.each(() => act(() => render(null, root)))
const show = async (el: preact.JSX.Element, done: () => boolean) => {
  await act(() => render(null, root))
  await act(() => render(el, root))
  await until(done)
  return root.textContent!
}
const rows = () => Object.fromEntries([...root.querySelectorAll('dt')].map((d) => [d.textContent, d.nextElementSibling!.textContent]))
const buttons = () => [...root.querySelectorAll('button')].map((b) => b.textContent!.trim())

test('status card: uptime in words from text (3.6.5) or seconds (3.7.0 on); rows a release leaves out are left out', async () => {
  for (const r of Object.keys(STATUS)) {
    await on(r)
    const text = await show(<SystemStatus />, () => !!root.querySelector('dl.facts'))
    assert.not.match(text, /undefined|NaN|null/, r)
    const uptime = rows().Uptime
    assert.is(uptime, r === '3.7.0' ? '0 seconds' : '1 day 2 hours 3 minutes 4 seconds', r)
  }
  const s = rows()
  assert.is(s['Interface board'], 'BBQKees Electronics EMS Gateway E32 V2')
  assert.is(s.CPU, 'ESP32-S3 rev 0 (ESP32S3) · 2 × 240 MHz · 41°')
})

test('partition switch: the loader on 3.6.5, the other partition by its version on 3.8.0, none on 3.7.x', async () => {
  const offered = async (r: string) => {
    await on(r)
    await show(<SystemStatus />, () => !!root.querySelector('dl.facts'))
    return buttons().filter((b) => b.startsWith('Restart '))
  }
  assert.equal(await offered('3.6.5'), ['Restart into loader'])
  assert.equal(await offered('3.7.2'), [])
  assert.equal(await offered('3.8.0'), ['Restart into 3.7.2 (app1)'])
})

test('the OTA tab is there until 3.6.5 and gone from 3.7.0', async () => {
  const ids = () => systemTabs.map((t) => t.id).join()
  await on('3.6.5')
  assert.is(ids(), 'status,log,ota,upload')
  await on('3.7.0')
  assert.is(ids(), 'status,log,upload')
  known.value = undefined // not known yet: as before
  assert.is(ids(), 'status,log,ota,upload')
})

test('MQTT reset: for admins on 3.8.0 only, beside the status; the device gets resetMQTT', async () => {
  const mqtt = () => json({ enabled: true, connected: true, client_id: 'ems', disconnect_reason: 0, mqtt_queued: 0, mqtt_fails: 0, connect_count: 1 })
  const card = async (r: string, admin: boolean) => {
    await on(r, admin, { '/rest/mqttStatus': mqtt, '/rest/action': ok })
    await show(<MqttStatus />, () => !!root.querySelector('dl.facts'))
    return buttons().includes('Reconnect')
  }
  assert.ok(await card('3.8.0', true))
  assert.not.ok(await card('3.8.0', false))
  assert.not.ok(await card('3.7.2', true))
  await card('3.8.0', true)
  await act(() => [...root.querySelectorAll('button')].find((b) => b.textContent === 'Reconnect')!.click())
  await until(() => actions().length > 0)
  assert.equal(actions(), [{ action: 'resetMQTT' }])
})

test('Help: all values for a guest until 3.7.1, not from 3.7.2 (the export refuses guests); admins always', async () => {
  const files = async (r: string, admin: boolean) => {
    await on(r, admin)
    await show(<SystemFiles />, () => root.querySelectorAll('button').length > 0)
    return buttons()
  }
  assert.equal(await files('3.7.0', false), ['Support info', 'All values'])
  assert.equal(await files('3.7.2', false), ['Support info'])
  assert.equal(await files('3.8.0', true), ['Support info', 'All values'])
  assert.equal(calls(), [])
})

test.run()
