// System on each release (docs/device-api.md §10): what the device receives for restart, factory reset, the
// partition switch, backups, all values, the log's backlog, the version check and install; what a guest on
// 3.7.2 and later is spared (those calls answer guests 401).
import './_dom'
import '../../../src/i18n'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { boardOf, checkReleases, factoryReset, fetchLog, isUp, readBackup, readSystemInfo, restart, setPartition, uploadURL } from '../../../src/api/system'
import { readFactsOf } from '../../../src/schemas/releases'
import { json } from './_helpers'
import { device, ok, STATUS } from './_system-releases'

const { stub, on, calls, actions } = device(test)
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
  await setPartition()
  await on('3.8.0', true, API)
  await setPartition('app1')
  assert.equal(calls(), [['POST', '/rest/action', { action: 'setPartition', param: 'app1' }]])
  assert.is(readFactsOf('3.7.2').partition, null)
  assert.is(readFactsOf('3.6.5').partition, 'rest')
})

test('backups and all values: the 3.6.5 GETs and /api command, /rest/action exports from 3.7.0; support info stays /api', async () => {
  await on('3.6.5', true, {
    '/rest/getSettings': () => json({ type: 'settings' }),
    '/rest/getCustomizations': () => json({ type: 'customizations' }),
    '/api': ok,
  })
  assert.is((await readBackup('settings')).type, 'settings')
  await readBackup('customizations')
  await readSystemInfo('allvalues')
  assert.equal(calls(), [
    ['GET', '/rest/getSettings', undefined],
    ['GET', '/rest/getCustomizations', undefined],
    ['POST', '/api', { device: 'system', entity: 'allvalues', id: 0 }],
  ])
  await on('3.7.0', true, API)
  await readBackup('schedule')
  await readSystemInfo('allvalues')
  await readSystemInfo('info')
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

test.run()
