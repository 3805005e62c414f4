// System in real Chromium against the emulator: status and version check, restart and factory reset,
// the live log (new lines, settings, a device restart in the middle, export), upload rules and failures, a
// backup that restores the same settings, and uptime in words as the dashboard says it.
import fs from 'node:fs'
import * as assert from 'uvu/assert'
import { deviceGet, e2eSuite, RESTART_WAIT, signIn } from './fixture'

const { t, x } = e2eSuite('system', { restartMs: 500, page: { acceptDownloads: true } })

const logLines = () => x.page.getByRole('log').locator('div')
/** Log tests start from the factory log settings. */
const resetLog = () => x.emu.emulator.store.set('log', { level: 6, max_messages: 50, compact: true })
/** Signs in as admin and saves OTA port `port` as a user does: a change to see go (factory reset) or come back (restore). */
async function saveOtaPort(port: string) {
  await signIn(x, 'admin', '/system/ota')
  await x.page.getByLabel('Port').fill(port)
  await x.page.getByRole('button', { name: 'Apply changes (1)' }).click()
  await x.page.getByText('Settings saved').waitFor()
}

t('status: version, uptime, memory and usage bars; the version check says when there is no internet', async () => {
  await signIn(x, 'admin', '/system/status')
  await x.page.getByText('3.6.5').first().waitFor()
  for (const label of ['Uptime', 'PSRAM (free / size)', 'Flash chip', 'App partition', 'File system']) await x.page.getByText(label, { exact: true }).waitFor()
  assert.is(await x.page.getByRole('progressbar').count(), 2)
  assert.match(await x.page.locator('dd').filter({ hasText: 'ESP-IDF' }).innerText(), 'v4.4.7')
  // The emulator's network has no internet, like most gateways' networks seen from a test machine.
  await x.page.getByRole('button', { name: 'Check for updates' }).click()
  await x.page.getByRole('dialog').getByText('No internet connection').waitFor()
  await x.page.keyboard.press('Escape')
  await x.page.getByRole('dialog').waitFor({ state: 'detached' })
})

t('version check online: both releases, with the firmware file for this board', async () => {
  await x.page.route('https://api.github.com/**', (r) =>
    r.fulfill({
      json: { name: r.request().url().endsWith('/latest') && !r.request().url().includes('tags') ? 'v3.6.5' : 'ESP32 Development Build v3.7.0-dev.12' },
    }),
  )
  await signIn(x, 'admin', '/system/status')
  await x.page.getByRole('button', { name: 'Check for updates' }).click()
  const dlg = x.page.getByRole('dialog')
  await dlg.getByText('Latest official release').waitFor()
  assert.match(await dlg.innerText(), 'Installed: 3.6.5 (ESP32)')
  const links = await dlg.getByRole('link', { name: 'Download', exact: true }).evaluateAll((as) => as.map((a) => (a as HTMLAnchorElement).href))
  assert.equal(links, [
    'https://github.com/emsesp/EMS-ESP32/releases/download/v3.6.5/EMS-ESP-3_6_5-ESP32.bin',
    'https://github.com/emsesp/EMS-ESP32/releases/download/latest/EMS-ESP-3_7_0-dev_12-ESP32.bin',
  ])
})

t('uptime reads in the same words on the system status and the dashboard status', async () => {
  const words = /^(\d+ days? )?(\d+ hours? )?(\d+ minutes? )?\d+ seconds?$|^(\d+ days? )?(\d+ hours? )?\d+ minutes?$/
  const value = (label: string) => x.page.locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('+ dd')
  await signIn(x, 'admin', '/dashboard/status')
  assert.match(await value('Bus uptime').innerText(), words)
  await x.page.goto(x.emu.url + '/system/status')
  assert.match(await value('Uptime').innerText(), words)
})

t('a guest sees the status without restart or factory reset, and no OTA or upload tab', async () => {
  await signIn(x, 'guest', '/system/status')
  await x.page.getByText('3.6.5').first().waitFor()
  assert.is(await x.page.getByRole('button', { name: 'Restart' }).count(), 0)
  assert.is(await x.page.getByRole('button', { name: 'Factory reset' }).count(), 0)
  const tabs = await x.page.getByRole('navigation', { name: 'System' }).getByRole('link').allTextContents()
  assert.equal(tabs, ['Status', 'Log'])
})

t('restart: confirm, the waiting screen, then back on the device, on the page it was started from', async () => {
  await signIn(x, 'admin', '/system/status')
  await x.page.getByRole('button', { name: 'Restart', exact: true }).click()
  await x.page.getByRole('dialog').getByText('Restart the device now?').waitFor()
  await x.page.getByRole('dialog').getByRole('button', { name: 'Restart' }).click()
  await x.page.getByText('The device is restarting').waitFor()
  await x.page.getByText('The device is restarting').waitFor({ state: 'detached', timeout: RESTART_WAIT })
  assert.is(new URL(x.page.url()).pathname, '/system/status')
  await x.page.getByRole('button', { name: 'Restart', exact: true }).waitFor()
})

t('factory reset: cancel does nothing; confirmed, every setting is back to its default', async () => {
  await saveOtaPort('8300')
  await x.page.getByRole('navigation', { name: 'System' }).getByRole('link', { name: 'Status' }).click()
  await x.page.getByRole('button', { name: 'Factory reset' }).click()
  await x.page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click()
  assert.is((await deviceGet(x, '/rest/otaSettings')).port, 8300)
  await x.page.getByRole('button', { name: 'Factory reset' }).click()
  await x.page.getByRole('dialog').getByRole('button', { name: 'Factory reset' }).click()
  await x.page.getByText('The device is restarting').waitFor()
  await x.page.getByText('The device is restarting').waitFor({ state: 'detached', timeout: RESTART_WAIT })
  await x.page.waitForURL((u) => u.pathname === '/system/status')
  assert.is((await deviceGet(x, '/rest/otaSettings')).port, 8266)
})

t('log: the backlog, then new lines as they come; a level change shows debug lines; export', async () => {
  resetLog()
  await x.emu.emulator.restart() // a fresh boot: its first lines are still in the buffer
  await signIn(x, 'admin', '/system/log')
  await logLines().filter({ hasText: 'Starting EMS-ESP version 3.6.5' }).first().waitFor()
  const n = await logLines().count()
  await x.page.waitForFunction((n) => document.querySelectorAll('[role=log] div').length > n, n, { timeout: 5000 })
  // Compact by default (3.6.5): the level as one letter.
  assert.match(await logLines().first().innerText(), / N 1: \[emsesp\] Starting/)
  await x.page.getByLabel('Log level').selectOption('7')
  await x.page.getByRole('button', { name: 'Apply changes (1)' }).click()
  await x.page.getByText('Settings saved').waitFor()
  assert.equal(await deviceGet(x, '/rest/logSettings'), { level: 7, max_messages: 50, compact: true })
  // Any debug line: the emulator makes one every 3 s at most (one kind alone comes only every 12 s).
  await logLines()
    .filter({ hasText: / D \d+: \[/ })
    .first()
    .waitFor()
  const [file] = await Promise.all([x.page.waitForEvent('download'), x.page.getByRole('button', { name: 'Export' }).click()])
  assert.is(file.suggestedFilename(), 'emsesp_ems-esp_log.txt') // with the gateway's hostname
  const text = fs.readFileSync((await file.path())!, 'utf8')
  // uptime, or local time once NTP runs
  assert.match(text, /^(\d{3}\+|\d{4}-\d\d-\d\d )\d\d:\d\d:\d\d\.\d{3} NOTICE 1: \[emsesp\] Starting EMS-ESP version 3\.6\.5 \(ESP32\)$/m)
  // Not compact: the full level name, padded.
  await x.page.getByLabel('Compact').uncheck()
  await logLines().filter({ hasText: ' NOTICE 1:' }).first().waitFor()
})

t('log: a device restart shows the EventSource toast, then the new boot appears in the same view', async () => {
  resetLog()
  await signIn(x, 'admin', '/system/log')
  await logLines().first().waitFor()
  const first = await logLines().first().innerText()
  const before = await logLines().filter({ hasText: 'Starting EMS-ESP version 3.6.5' }).count()
  void x.emu.emulator.restart()
  await x.page.getByText('EventSource failed').waitFor()
  await x.page.getByText('Connection lost. Reconnecting').waitFor()
  await x.page.waitForFunction(
    (n) => [...document.querySelectorAll('[role=log] div')].filter((d) => d.textContent!.includes('Starting EMS-ESP')).length > n,
    before,
    { timeout: 15000 },
  )
  assert.is(await logLines().first().innerText(), first, 'the lines of the boot before are kept')
  assert.not.ok(await x.page.getByText('Connection lost. Reconnecting').isVisible())
})

t('log: a guest is told the live log is for administrators, and no stream is opened', async () => {
  let streams = 0
  x.page.on('request', (r) => r.url().includes('/es/log') && streams++)
  await signIn(x, 'guest', '/system/log')
  await x.page.getByText('The live log is shown to administrators only.').waitFor()
  assert.is(await logLines().count(), 0)
  assert.is(streams, 0)
  assert.not.ok(await x.page.getByText('EventSource failed').isVisible())
})

t('upload: a wrong extension gets the spec message; an .md5 is answered with MD5 successful', async () => {
  await signIn(x, 'admin', '/system/upload')
  const input = x.page.locator('input[type=file]')
  await input.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') })
  await x.page.getByText('Invalid file extension or incompatible bin file').waitFor()
  const md5 = '0123456789abcdef0123456789abcdef'
  await input.setInputFiles({ name: 'EMS-ESP-3_6_5-ESP32.md5', mimeType: 'application/octet-stream', buffer: Buffer.from(md5) })
  await x.page.getByText('MD5 successful').waitFor()
  await x.page.getByText('MD5: ' + md5).waitFor()
  // A wrong image is refused by the device with 503: the page says what the device refused (in a toast of its own:
  // the wrong extension's may still show).
  const bad = Buffer.alloc(1_100_000)
  const refused = x.page.waitForResponse((r) => r.url().includes('/rest/uploadFile') && r.status() === 503, { timeout: 30_000 }) // room on a loaded machine
  await input.setInputFiles({ name: 'EMS-ESP-3_6_5-ESP32.bin', mimeType: 'application/octet-stream', buffer: bad })
  await refused
  await x.page.getByText('Firmware for another chip').waitFor()
  assert.not.ok(await x.page.getByText('Service Unavailable').isVisible(), 'not the raw status text')
})

t('upload: headings no larger than the page title, no ".md5" jargon; a dropped file of another type is refused, unsent', async () => {
  await signIn(x, 'admin', '/system/upload')
  const sizes = await x.page.evaluate(() => ['main h1', 'main h2'].map((s) => parseFloat(getComputedStyle(document.querySelector(s)!).fontSize)))
  assert.ok(sizes[1] <= sizes[0], `h2 ${sizes[1]} px, title ${sizes[0]} px`)
  assert.not.match(await x.page.locator('main').innerText(), /md5/i)
  let sent = 0
  x.page.on('request', (r) => r.method() === 'POST' && r.url().includes('/rest/uploadFile') && sent++)
  await x.page.locator('.drop').evaluate((drop) => {
    const dt = new DataTransfer()
    dt.items.add(new File(['hello'], 'notes.txt', { type: 'text/plain' }))
    drop.dispatchEvent(new DragEvent('drop', { dataTransfer: dt, bubbles: true, cancelable: true }))
  })
  await x.page.getByText('Invalid file extension or incompatible bin file').waitFor()
  assert.is(sent, 0)
})

t('upload: a failed upload says what failed', async () => {
  await x.page.route('**/rest/uploadFile', (r) => r.fulfill({ status: 404, body: '' }))
  await signIn(x, 'admin', '/system/upload')
  await x.page.locator('input[type=file]').setInputFiles({ name: 'emsesp_settings.json', mimeType: 'application/json', buffer: Buffer.from('{}') })
  await x.page.getByText('Upload failed: Not Found').waitFor()
})

t('upload: progress and cancel', async () => {
  await signIn(x, 'admin', '/system/upload')
  const cdp = await x.page.context().newCDPSession(x.page)
  await cdp.send('Network.enable')
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: 256 * 1024 })
  const img = Buffer.alloc(3_000_000)
  img[0] = 0xe9
  await x.page.locator('input[type=file]').setInputFiles({ name: 'EMS-ESP-3_6_5-ESP32.bin', mimeType: 'application/octet-stream', buffer: img })
  await x.page.getByRole('progressbar', { name: 'Upload' }).waitFor()
  await x.page.getByRole('button', { name: 'Cancel' }).click()
  await x.page.getByText('upload aborted', { exact: true }).waitFor()
  await x.page.locator('input[type=file]').waitFor()
})

t('backup then restore: the downloaded settings come back after a change', async () => {
  await saveOtaPort('8400')
  await x.page.getByRole('navigation', { name: 'System' }).getByRole('link', { name: 'Upload/Download' }).click()
  const [dl] = await Promise.all([x.page.waitForEvent('download'), x.page.getByRole('button', { name: 'Settings' }).click()])
  assert.is(dl.suggestedFilename(), 'emsesp_ems-esp_settings.json')
  const backup = fs.readFileSync((await dl.path())!, 'utf8')
  assert.is(JSON.parse(backup).OTA.port, 8400)

  // Changed on the device afterwards, then the backup goes back up.
  const token = await x.page.evaluate(() => localStorage.getItem('access_token'))
  await fetch(x.emu.url + '/rest/otaSettings', {
    method: 'POST',
    headers: { Authorization: 'Bearer ' + token, 'Content-Type': 'application/json' },
    body: JSON.stringify({ enabled: true, port: 9000, password: 'x' }),
  })
  await x.page.locator('input[type=file]').setInputFiles({ name: 'emsesp_settings.json', mimeType: 'application/json', buffer: Buffer.from(backup) })
  // The restart screen itself: the upload's toast says 'The device is restarting' too, and sooner.
  await x.page.getByRole('heading', { name: 'Restarting' }).waitFor()
  await x.page.getByRole('heading', { name: 'Restarting' }).waitFor({ state: 'detached', timeout: RESTART_WAIT }) // back
  assert.equal(await deviceGet(x, '/rest/otaSettings'), { enabled: false, port: 8400, password: 'ems-esp-neo' })
  assert.equal(await deviceGet(x, '/rest/getSettings'), JSON.parse(backup))
})

t('downloads: support info, all values, customizations, custom entities and schedule as the firmware names them, with the gateway hostname', async () => {
  await signIn(x, 'admin', '/system/upload')
  const save = async (button: string) => {
    const [dl] = await Promise.all([x.page.waitForEvent('download'), x.page.getByRole('button', { name: button, exact: true }).click()])
    return { name: dl.suggestedFilename(), json: JSON.parse(fs.readFileSync((await dl.path())!, 'utf8')) }
  }
  for (const [button, name, type] of [
    ['Customizations', 'emsesp_ems-esp_customizations.json', 'customizations'],
    ['Custom entities', 'emsesp_ems-esp_entities.json', 'entities'],
    ['Schedule', 'emsesp_ems-esp_schedule.json', 'schedule'],
  ]) {
    const f = await save(button)
    assert.is(f.name, name)
    assert.is(f.json.type, type)
  }
  const info = await save('Support info')
  assert.is(info.name, 'emsesp_ems-esp_system_info.txt')
  assert.ok('System Info' in info.json)
  assert.is((await save('All values')).name, 'emsesp_ems-esp_system_allvalues.txt')
})

t.run()

{
  const s = e2eSuite('system 3.8.0', { firmware: '3.8.0', restartMs: 500 })
  s.t('3.8.0 status: the status code, memory with caps, and the stored version with its size and install date', async () => {
    const { x } = s
    await signIn(x, 'admin', '/system/status')
    const dd = (label: string) =>
      x.page
        .locator('dt', { hasText: new RegExp(`^${label}$`) })
        .locator('+ dd')
        .innerText()
    assert.is(await dd('Status'), 'OK')
    assert.match(await dd('Free heap / max block'), / · \d+ KB caps$/)
    await x.page.getByRole('button', { name: 'Restart into 3.7.2 (app1, 6144 KB, 11/2/2025)' }).waitFor()
  })

  s.t('3.8.0 log: the compact view strips the ISO date of a line stamped once NTP runs, as it strips the older format', async () => {
    const { x } = s
    await signIn(x, 'admin', '/system/log')
    const first = x.page.getByRole('log').locator('div').first()
    await first.waitFor()
    assert.match(await first.innerText(), /^\d\d:\d\d:\d\d [A-Z] \d+: \[/)
    await x.page.getByLabel('Compact').uncheck()
    assert.match(await first.innerText(), /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3} /, 'the full view keeps the time as the device sent it')
  })

  s.t('install from the version check: the monitor shows how far the download is, then that the install failed, and leads to the log', async () => {
    const { x } = s
    // the development build's image cannot be installed: the emulator fails a URL that names "fail"
    await x.page.route('https://api.github.com/**', (r) =>
      r.fulfill({ json: { name: r.request().url().includes('tags') ? 'ESP32 Development Build v3.9.0-fail.1' : 'v3.8.0' } }),
    )
    // While the test holds it, system status says 142 (42 % downloaded); then the device answers for itself.
    let held = true
    await x.page.route('**/rest/systemStatus', async (r) => {
      if (!held) return r.continue()
      const answer = await r.fetch()
      return r.fulfill({ response: answer, json: { ...(await answer.json()), status: 142 } })
    })
    await signIn(x, 'admin', '/system/status')
    held = false
    await x.page.getByRole('button', { name: 'Check for updates' }).click()
    await x.page.getByRole('dialog').getByRole('button', { name: 'Install 3.9.0-fail.1' }).click()
    held = true
    await x.page.getByRole('button', { name: 'Install 3.9.0-fail.1' }).nth(1).click() // the question's OK, once it is there
    await x.page.getByText('42%').waitFor()
    assert.is(await x.page.getByRole('dialog', { name: 'Restarting' }).getByRole('progressbar').getAttribute('value'), '42')
    held = false
    await x.page.getByRole('alert').getByText('Upload failed').waitFor()
    await x.page.getByRole('button', { name: 'Log', exact: true }).click()
    await x.page.waitForURL((u) => u.pathname === '/system/log')
    assert.is((await deviceGet(x, '/rest/systemStatus')).status, 0, 'the status is back to normal')
  })
  s.t.run()
}
