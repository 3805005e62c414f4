// NTP in real Chromium against the emulator: the guest's view, the time-zone choice sending both label
// and rule, the spec's messages with nothing sent, and setting the clock by hand while NTP is off.
import type { Browser, Page } from 'playwright-core'
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { launch } from './browser'
import { type RunningEmulator, startEmulator } from './emulator'
import { NTP_DEFAULTS } from '../../emulator/routes/ntp.ts'

const t = suite('ntp')
let emu: RunningEmulator
let browser: Browser
let page: Page

t.before(async () => {
  emu = await startEmulator()
  browser = await launch()
})
t.after(async () => {
  await browser?.close()
  await emu?.stop()
})
t.before.each(async () => {
  emu.emulator.store.set('ntp', NTP_DEFAULTS)
  page = await browser.newPage({ viewport: { width: 1200, height: 800 } })
  page.setDefaultTimeout(8000)
})
t.after.each(async () => {
  await page.close()
})

async function signIn(user: string, to: string) {
  await page.goto(emu.url + '/')
  await page.getByLabel('Username').fill(user)
  await page.getByLabel('Password').fill(user)
  await page.getByLabel('Password').press('Enter')
  await page.waitForURL((u) => u.pathname === '/dashboard/devices')
  await page.goto(emu.url + to)
}
const facts = () => page.locator('dl.facts').innerText()

t('a guest sees the status only, and no set-time button even with NTP off', async () => {
  emu.emulator.store.set('ntp', { ...NTP_DEFAULTS, enabled: false })
  await signIn('guest', '/ntp')
  await page.waitForURL((u) => u.pathname === '/ntp/status')
  await page.getByText('Disabled', { exact: true }).waitFor()
  assert.match(await facts(), /UTC time\s+\d{4}-\d\d-\d\d \d\d:\d\d:\d\d UTC/)
  assert.not.ok(await page.getByRole('button', { name: 'Set time' }).isVisible())
  assert.equal(await page.getByRole('navigation', { name: 'NTP' }).getByRole('link').allInnerTexts(), ['Status'])
})

t('settings: a time zone sends its label and POSIX rule; the spec messages, nothing sent', async () => {
  await signIn('admin', '/ntp/settings')
  let posts = 0
  page.on('request', (r) => r.method() === 'POST' && r.url().endsWith('/rest/ntpSettings') && posts++)
  const zone = page.getByLabel('Time zone')
  assert.is(await zone.inputValue(), 'Europe/Amsterdam')
  assert.ok((await zone.locator('option').count()) > 500, 'the whole table')
  await page.getByLabel('Server').fill('')
  await page.getByRole('button', { name: /Apply changes/ }).click()
  await page.getByText('Server is required').waitFor()
  await page.getByLabel('Server').fill('not a host')
  await page.getByText('Must be a valid IP address or hostname').waitFor()
  assert.is(posts, 0)
  await page.getByLabel('Server').fill('pool.ntp.org')
  await zone.selectOption('America/New_York')
  await page.getByRole('button', { name: 'Apply changes (2)' }).click()
  await page.getByText('Settings saved').waitFor()
  assert.is(posts, 1)
  assert.equal(emu.emulator.store.get('ntp'), { enabled: true, server: 'pool.ntp.org', tz_label: 'America/New_York', tz_format: 'EST5EDT,M3.2.0,M11.1.0' })
})

t('with NTP off an admin sets the time in a dialog; Escape closes it', async () => {
  emu.emulator.store.set('ntp', { ...NTP_DEFAULTS, enabled: false })
  await signIn('admin', '/ntp/status')
  await page.getByText('Disabled', { exact: true }).waitFor()
  const open = page.getByRole('button', { name: 'Set time' })
  await open.click()
  const dialog = page.getByRole('dialog', { name: 'Set time' })
  await dialog.waitFor()
  await page.keyboard.press('Escape')
  await dialog.waitFor({ state: 'detached' })

  await open.click()
  await dialog.getByLabel('Local time').fill('2021-03-04T05:06:07')
  await dialog.getByRole('button', { name: 'Set time' }).click()
  await page.getByText('Time set').waitFor()
  await dialog.waitFor({ state: 'detached' })
  // The device got exactly that local time: its clock now reads it (UTC+1 in Amsterdam in March).
  await page.getByText(/2021-03-04 05:06:0\d/).waitFor()
  assert.match(await facts(), /2021-03-04 04:06:0\d UTC/)
})

t.run()
