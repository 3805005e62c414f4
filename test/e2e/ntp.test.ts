// NTP in real Chromium against the emulator: the guest's view, the time-zone choice sending both label
// and rule, the spec's messages with nothing sent, and setting the clock by hand while NTP is off (24 h,
// whatever the browser's locale).

import * as assert from 'uvu/assert'
import { NTP_DEFAULTS } from '../../emulator/routes/ntp.ts'
import { timeZones } from '../../src/screens/ntp/zones'
import { e2eSuite, postsTo, signIn } from './fixture'

// en-US: the locale whose browser date and time fields show "06:46 PM".
const { t, x } = e2eSuite('ntp', { page: { locale: 'en-US' }, beforeEach: ({ emu }) => emu.emulator.store.set('ntp', NTP_DEFAULTS) })

const facts = () => x.page.locator('dl.facts').innerText()

t('a guest sees the status only, and no set-time button even with NTP off', async () => {
  x.emu.emulator.store.set('ntp', { ...NTP_DEFAULTS, enabled: false })
  await signIn(x, 'guest', '/ntp')
  await x.page.waitForURL((u) => u.pathname === '/ntp/status')
  await x.page.getByText('Disabled', { exact: true }).waitFor()
  assert.match(await facts(), /UTC time\s+[A-Z][a-z]{2} \d+, \d{4}, \d\d:\d\d:\d\d UTC/)
  assert.not.ok(await x.page.getByRole('button', { name: 'Set time' }).isVisible())
  assert.equal(await x.page.getByRole('navigation', { name: 'NTP' }).getByRole('link').allInnerTexts(), ['Status'])
})

t('settings: a time zone sends its label and POSIX rule; the spec messages, nothing sent', async () => {
  await signIn(x, 'admin', '/ntp/settings')
  const posts = postsTo(x.page, '/rest/ntpSettings')
  const zone = x.page.getByLabel('Time zone')
  assert.is(await zone.inputValue(), 'Europe/Amsterdam')
  assert.is(await zone.locator('option').count(), timeZones().size, 'the whole table')
  await x.page.getByLabel('Server').fill('')
  await x.page.getByRole('button', { name: /Apply changes/ }).click()
  await x.page.getByText('Server is required').waitFor()
  await x.page.getByLabel('Server').fill('not a host')
  await x.page.getByText('Must be a valid IP address or hostname').waitFor()
  assert.is(posts.count, 0)
  await x.page.getByLabel('Server').fill('pool.ntp.org')
  await zone.selectOption('America/New_York')
  await x.page.getByRole('button', { name: 'Apply changes (2)' }).click()
  await x.page.getByText('Settings saved').waitFor()
  assert.is(posts.count, 1)
  assert.equal(x.emu.emulator.store.get('ntp'), { enabled: true, server: 'pool.ntp.org', tz_label: 'America/New_York', tz_format: 'EST5EDT,M3.2.0,M11.1.0' })
})

t('with NTP off an admin sets the time in a dialog; Escape closes it', async () => {
  x.emu.emulator.store.set('ntp', { ...NTP_DEFAULTS, enabled: false })
  await signIn(x, 'admin', '/ntp/status')
  await x.page.getByText('Disabled', { exact: true }).waitFor()
  const open = x.page.getByRole('button', { name: 'Set time' })
  await open.click()
  const dialog = x.page.getByRole('dialog', { name: 'Set time' })
  await dialog.waitFor()
  await x.page.keyboard.press('Escape')
  await dialog.waitFor({ state: 'detached' })

  await open.click()
  await dialog.getByLabel('Local time').fill('2021-03-04T05:06:07')
  await dialog.getByRole('button', { name: 'Set time' }).click()
  await x.page.getByText('Time set').waitFor()
  await dialog.waitFor({ state: 'detached' })
  // The device got exactly that local time: its clock now reads it (UTC+1 in Amsterdam in March).
  await x.page.getByText(/Mar 4, 2021, 05:06:0\d/).waitFor()
  assert.match(await facts(), /Mar 4, 2021, 04:06:0\d UTC/)
})

t('the set-time field shows and takes the local time as "YYYY-MM-DD HH:MM:SS", 24 h, in a 12-hour browser locale', async () => {
  x.emu.emulator.store.set('ntp', { ...NTP_DEFAULTS, enabled: false })
  await signIn(x, 'admin', '/ntp/status')
  await x.page.getByRole('button', { name: 'Set time' }).click()
  const field = x.page.getByRole('dialog').getByLabel('Local time')
  assert.match(await field.inputValue(), /^\d{4}-\d\d-\d\d ([01]\d|2[0-3]):\d\d:\d\d$/)
  assert.is(await field.evaluate((e: HTMLInputElement) => e.type), 'text', 'a datetime-local field would show "06:46 PM"')
  await field.fill('2021-03-04 17:06:07')
  await field.press('Enter')
  await x.page.getByText('Time set').waitFor()
  await x.page.getByText(/Mar 4, 2021, 17:06:\d\d/).waitFor()
})

t("the clock in the user's language: a date as German writes it, the time in 24 h", async () => {
  x.emu.emulator.store.set('ntp', { ...NTP_DEFAULTS, enabled: false })
  await signIn(x, 'admin', '/ntp/status')
  await x.page.evaluate(() => localStorage.setItem('lang', 'de'))
  await x.page.reload()
  await x.page.getByText('Deaktiviert', { exact: true }).waitFor()
  assert.match(await facts(), /\d\d\.\d\d\.\d{4}, \d\d:\d\d:\d\d UTC/)
})

t.run()
