// Access Point in real Chromium against the emulator: the guest's view (settings greyed out), the spec's
// messages with nothing sent, and the fields only for provision modes 0 and 1.
import type { Browser, Page } from 'playwright-core'
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { launch } from './browser'
import { type RunningEmulator, startEmulator } from './emulator'
import { AP_DEFAULTS } from '../../emulator/routes/ap.ts'

const t = suite('access point')
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
  emu.emulator.store.set('ap', AP_DEFAULTS)
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

t('a guest sees the status; the settings tab is greyed out', async () => {
  await signIn('guest', '/ap')
  await page.waitForURL((u) => u.pathname === '/ap/status')
  await page.getByText('Inactive', { exact: true }).waitFor() // WiFi is connected and the mode is "when disconnected"
  for (const label of ['IP address', 'MAC address', 'Connected clients']) await page.getByText(label, { exact: true }).waitFor()
  const tabs = page.getByRole('navigation', { name: 'Access Point' })
  assert.equal(await tabs.getByRole('link').allInnerTexts(), ['Status'])
  assert.is(await tabs.getByText('Settings').getAttribute('aria-disabled'), 'true')
  await page.goto(emu.url + '/ap/settings')
  await page.waitForURL((u) => u.pathname === '/ap/status')
})

t('invalid values show the spec messages and nothing is sent; mode Never hides the fields', async () => {
  await signIn('admin', '/ap/settings')
  let posts = 0
  page.on('request', (r) => r.method() === 'POST' && r.url().endsWith('/rest/apSettings') && posts++)
  await page.getByLabel('Provide access point').selectOption({ label: 'Always' })
  await page.getByLabel('SSID', { exact: true }).fill('')
  await page.getByLabel('Password').fill('short')
  await page.getByLabel('Channel').fill('15')
  await page.getByLabel('Max clients').fill('10')
  await page.getByLabel('Local IP address').fill('')
  await page.getByLabel('Gateway IP address').fill('192.168.4')
  await page.getByLabel('Subnet mask').fill('')
  await page.getByRole('button', { name: /Apply changes/ }).click()
  for (const msg of [
    'SSID is required',
    'Password must be 8-64 characters',
    'Channel must be between 1 and 14',
    'Max clients must be between 1 and 9',
    'Local IP address is required',
    'Must be an IP address',
    'Subnet mask is required',
  ]) await page.getByText(msg, { exact: true }).waitFor()
  // (the message is part of the field's label now, so find the input by name)
  await page.locator('input[name=ssid]').fill('x'.repeat(33))
  await page.getByText('SSID must be 32 characters or less').waitFor()
  assert.is(posts, 0)

  await page.getByLabel('Provide access point').selectOption({ label: 'Never' })
  await page.locator('input[name=ssid]').waitFor({ state: 'detached' })
  await page.getByRole('button', { name: /Apply changes/ }).click()
  await page.getByText('Settings saved').waitFor()
  assert.is(posts, 1)
  assert.is(emu.emulator.store.get('ap').provision_mode, 2)
})

t('a valid change is saved; Always opens the access point', async () => {
  await signIn('admin', '/ap/settings')
  await page.getByLabel('Provide access point').selectOption({ label: 'Always' })
  await page.getByLabel('Channel').fill('6')
  await page.getByRole('switch', { name: 'Hide SSID' }).check()
  await page.getByRole('button', { name: 'Apply changes (3)' }).click()
  await page.getByText('Settings saved').waitFor()
  assert.equal(emu.emulator.store.get('ap'), { ...AP_DEFAULTS, provision_mode: 0, channel: 6, ssid_hidden: true })
  await page.getByRole('link', { name: 'Status' }).click()
  await page.getByText('Active', { exact: true }).waitFor()
  assert.match(await page.locator('dl.facts').innerText(), '192.168.4.1')
})

t.run()
