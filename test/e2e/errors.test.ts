// Errors where the eyes are: while a form has changes its Apply bar stays in view (sticky at the bottom);
// a failed check on Apply brings the first invalid field into view and focuses it; error toasts stay
// until closed while the others still close after 3 s (the page's clock is driven, nothing waits); an
// answer the console cannot read is the translated error with Retry.
import * as assert from 'uvu/assert'
import { NTP_DEFAULTS } from '../../emulator/routes/ntp.ts'
import { SETTINGS_DEFAULTS } from '../../emulator/routes/settings.ts'
import { signedInSuite } from './fixture'

const { t, x } = signedInSuite('errors where the eyes are', 'admin')

/** Whether the element's box is wholly inside the 800 px high window. */
const inView = (sel: string) =>
  x.page.$eval(sel, (el) => {
    const r = el.getBoundingClientRect()
    return r.height > 0 && r.top >= 0 && r.bottom <= innerHeight
  })

t('a long form: Apply is in view while there are changes; a failed check focuses the first invalid field', async () => {
  x.emu.emulator.store.set('settings', SETTINGS_DEFAULTS)
  await x.page.goto(x.emu.url + '/settings/application')
  await x.page.getByLabel('Board profile').selectOption('CUSTOM')
  await x.page.getByLabel('Tx GPIO').fill('')
  const apply = x.page.getByRole('button', { name: /^Apply changes/ })
  await x.page.evaluate(() => scrollTo(0, 0))
  assert.ok(await apply.evaluate((b) => b.getBoundingClientRect().bottom <= innerHeight), 'Apply in view at the top of the page')
  await x.page.evaluate(() => scrollTo(0, document.body.scrollHeight))
  assert.not.ok(await inView('#f-tx_gpio'), 'the field is off screen when Apply is pressed')
  await apply.click()
  await x.page.getByText('Tx GPIO is required').waitFor()
  await x.page.waitForFunction(() => document.activeElement?.id === 'f-tx_gpio')
  assert.ok(await inView('#f-tx_gpio'), 'the invalid field is brought into view')
})

t('in a dialog the first invalid field is focused too', async () => {
  await x.page.goto(x.emu.url + '/settings/scheduler')
  await x.page.getByRole('button', { name: 'Add' }).click()
  const dialog = x.page.getByRole('dialog')
  await dialog.getByLabel('Command').waitFor()
  await x.page.keyboard.press('Tab') // focus somewhere else first
  await dialog
    .getByRole('button', { name: /Add|Update|OK/ })
    .last()
    .click()
  await x.page.waitForFunction(() => document.activeElement?.getAttribute('aria-invalid') === 'true')
  assert.ok(await dialog.evaluate((d) => d.contains(document.activeElement)))
})

t('an error toast stays until closed; a success toast still closes after 3 s', async () => {
  x.emu.emulator.store.set('ntp', NTP_DEFAULTS)
  await x.page.clock.install()
  await x.page.goto(x.emu.url + '/ntp/settings')
  await x.page.route('**/rest/ntpSettings', (r) => (r.request().method() === 'POST' ? r.fulfill({ status: 500, body: 'boom' }) : r.continue()))
  await x.page.getByLabel('Server').fill('pool.ntp.org')
  await x.page.getByRole('button', { name: 'Apply changes (1)' }).click()
  const error = x.page.getByRole('alert').filter({ has: x.page.getByRole('button', { name: 'Close' }) })
  await error.waitFor()
  await x.page.clock.fastForward(10_000)
  assert.ok(await error.isVisible(), 'the error toast is still there after 10 s')
  await error.getByRole('button', { name: 'Close' }).click()
  await error.waitFor({ state: 'detached' })

  await x.page.unroute('**/rest/ntpSettings')
  await x.page.getByRole('button', { name: 'Apply changes (1)' }).click()
  const saved = x.page.getByText('Settings saved')
  await saved.waitFor()
  await x.page.clock.fastForward(3500)
  await saved.waitFor({ state: 'detached' })
})

t('an answer the console cannot read (truncated JSON) is the translated error naming the endpoint, and Retry recovers', async () => {
  let broken = true
  await x.page.route('**/rest/systemStatus', async (r) => {
    if (!broken) return r.continue()
    const text = await (await r.fetch()).text()
    await r.fulfill({ body: text.slice(0, 40), contentType: 'application/json' })
  })
  const errors: string[] = []
  x.page.on('pageerror', (e) => errors.push(e.message))
  await x.page.goto(x.emu.url + '/system/status')
  await x.page.getByText('The device sent an answer this console cannot read (rest/systemStatus)').waitFor()
  broken = false
  await x.page.getByRole('button', { name: 'Retry' }).click()
  await x.page.getByText('3.6.5').first().waitFor()
  assert.equal(errors, [])
})

t.run()
