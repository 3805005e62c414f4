// What a user sees after a save, an upload or a factory reset, in real Chromium against the emulator: the
// restart-needed notice in view, a refused file said by why in the user's words and language, no stale error over
// the restarting screen, the upload's success said while it still is news, and where a factory-reset gateway
// is found (its own access point), in the question and on the restarting screen.
import * as assert from 'uvu/assert'
import { NETWORK_DEFAULTS } from '../../emulator/routes/network.ts'
import { e2eSuite, RESTART_WAIT, signIn } from './fixture'

const { t, x } = e2eSuite('after save', {
  restartMs: 500,
  page: { viewport: { width: 1280, height: 800 } },
  beforeEach: ({ emu }) => emu.emulator.store.set('network', NETWORK_DEFAULTS),
})

const restarting = () => x.page.getByRole('heading', { name: 'Restarting' })
/** An image the device refuses after reading it: big enough to be one, but no ESP32 image (503). */
const notAnImage = { name: 'EMS-ESP-3_6_5-ESP32.bin', mimeType: 'application/octet-stream', buffer: Buffer.alloc(1_100_000) }
const backup = { name: 'emsesp_schedule.json', mimeType: 'application/json', buffer: Buffer.from('{"type":"schedule","Schedule":{"schedule":[]}}') }

t('a save answered with 205 on a long form: the restart-needed notice and its Restart button are in view', async () => {
  await signIn(x, 'admin', '/network/settings')
  await x.page.getByLabel('Transmit power').selectOption({ label: '19.5 dBm' })
  await x.page.getByRole('button', { name: 'Apply changes (1)' }).click()
  const notice = x.page.getByRole('alert').filter({ hasText: 'Restart the device to apply them' })
  await notice.waitFor()
  const box = await x.page.getByRole('button', { name: 'Restart', exact: true }).evaluate((b) => b.getBoundingClientRect().toJSON())
  assert.ok(box.top >= 0 && box.bottom <= 800, `the Restart button is at ${box.top}-${box.bottom} of an 800 px window`)
})

t('upload: a file the device refuses is said by why, in words and the language chosen, not as an HTTP status', async () => {
  await signIn(x, 'admin', '/system/upload')
  const input = x.page.locator('input[type=file]')
  const refused = async (file: typeof notAnImage, status: number, text: string) => {
    const answer = x.page.waitForResponse((r) => r.url().includes('/rest/uploadFile') && r.status() === status, { timeout: 30_000 }) // a loaded machine: room for the upload
    await input.setInputFiles(file)
    await answer
    await x.page.locator('.toast').filter({ hasText: text }).waitFor()
  }
  await refused(notAnImage, 503, 'Firmware for another chip')
  // larger than the device's app partition (answered by a route: the emulator's 507 needs a 6 MB body)
  await x.page.route('**/rest/uploadFile', (r) => r.fulfill({ status: 507 }), { times: 1 })
  await refused(notAnImage, 507, 'Too large for the device')
  // an .md5 that is no MD5 hash: nothing taken
  await refused({ name: 'EMS-ESP-3_6_5-ESP32.md5', mimeType: 'application/octet-stream', buffer: Buffer.from('no hash') }, 500, 'Writing failed: try again')
  assert.is(await x.page.getByText(/Service Unavailable|Insufficient Storage|Internal Server Error/).count(), 0)

  await x.page.evaluate(() => localStorage.setItem('lang', 'de'))
  await x.page.reload()
  await refused(notAnImage, 503, 'Firmware für einen anderen Chip')
})

t('upload: an earlier error is gone from the restarting screen; success is said while it restarts, not after', async () => {
  await signIn(x, 'admin', '/system/upload')
  // A first upload fails with an error toast, which stays until it is closed...
  await x.page.route('**/rest/uploadFile', (r) => r.fulfill({ status: 400 }), { times: 1 })
  await x.page.locator('input[type=file]').setInputFiles(backup)
  const error = x.page.locator('.toast.error')
  await error.waitFor()
  // ...the next one is taken: the device restarts, and the error is not on its screen.
  await x.page.locator('input[type=file]').setInputFiles(backup)
  await restarting().waitFor()
  assert.is(await error.count(), 0)
  await x.page.getByRole('dialog').getByText('Upload successful').waitFor()
  // Back from the restart, on the upload page: nothing says the upload just succeeded any more.
  await restarting().waitFor({ state: 'detached', timeout: RESTART_WAIT })
  await x.page.locator('input[type=file]').waitFor({ state: 'attached' })
  assert.is(new URL(x.page.url()).pathname, '/system/upload')
  await x.page.waitForTimeout(500)
  assert.is(await x.page.getByText('Upload successful').count(), 0)
})

t('factory reset: the question says the gateway becomes an access point, and its address; the restarting screen says it again, also on time-out', async () => {
  await x.page.clock.install()
  await signIn(x, 'admin', '/system/status')
  await x.page.getByRole('button', { name: 'Factory reset' }).click()
  const where = 'Access Point ems-esp (Password: ems-esp-neo) → http://192.168.4.1/'
  const question = await x.page.getByRole('dialog').innerText()
  assert.match(question, 'Erase all settings and restart with factory defaults?\n' + where)
  // The gateway does not come back at this address (it is on its own access point now).
  await x.page.route('**/rest/systemStatus', (r) => r.abort())
  await x.page.getByRole('dialog').getByRole('button', { name: 'Factory reset' }).click()
  await restarting().waitFor()
  await x.page.getByRole('dialog').getByText(where).waitFor()
  await x.page.clock.runFor(125_000)
  await x.page.getByText('Timed out').waitFor()
  await x.page.getByRole('dialog').getByText(where).waitFor()
})

t.run()
