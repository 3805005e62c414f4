// The app shell in real Chromium against the emulator: sign-in, roles, routes, language, the Stay/Leave
// prompt, and what a user sees when the device is away.
import type { Browser, Page } from 'playwright-core'
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { launch } from './browser'
import { type RunningEmulator, startEmulator } from './emulator'

const t = suite('app shell')
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
  page = await browser.newPage({ viewport: { width: 1200, height: 800 } })
  page.setDefaultTimeout(8000)
})
t.after.each(async () => {
  await page.close()
})

const path = () => new URL(page.url()).pathname
const waitPath = (p: string) => page.waitForURL((u) => u.pathname === p)
async function signIn(user: string, pass = user) {
  await page.getByLabel('Username').fill(user)
  await page.getByLabel('Password').fill(pass)
  await page.getByLabel('Password').press('Enter')
}

t('admin signs in, lands on the dashboard and sees every menu item', async () => {
  await page.goto(emu.url + '/')
  await signIn('admin')
  await waitPath('/dashboard/devices')
  await page.getByText('Logged in as admin').waitFor()
  const menu = await page.getByRole('navigation', { name: 'Menu' }).getByRole('link').allTextContents()
  assert.equal(
    menu.map((s) => s.trim()),
    ['Dashboard', 'Settings', 'Help', 'Network', 'Access Point', 'NTP', 'MQTT', 'Security', 'System'],
  )
  await page.getByLabel('User menu').click()
  assert.ok(await page.getByText('admin', { exact: true }).last().isVisible())
})

t('a guest has no Settings or Security, and is sent away from /settings', async () => {
  await page.goto(emu.url + '/')
  await signIn('guest')
  await waitPath('/dashboard/devices')
  const menu = await page.getByRole('navigation', { name: 'Menu' }).getByRole('link').allTextContents()
  assert.not.ok(menu.some((s) => /Settings|Security/.test(s)), menu.join())
  await page.goto(emu.url + '/settings/application')
  await waitPath('/dashboard/devices')
  await page.goto(emu.url + '/security')
  await waitPath('/dashboard/devices')
})

t('a deep link while signed out is remembered and restored after sign-in', async () => {
  await page.goto(emu.url + '/system/ota')
  await waitPath('/')
  await page.getByText('Please sign in to continue').waitFor()
  await signIn('admin')
  await waitPath('/system/ota')
})

t('trailing slash, unknown route and unknown tab', async () => {
  await page.goto(emu.url + '/')
  await signIn('admin')
  await waitPath('/dashboard/devices')
  await page.goto(emu.url + '/system/status/')
  await waitPath('/system/status')
  await page.goto(emu.url + '/no/such/page')
  await waitPath('/dashboard/devices')
  await page.goto(emu.url + '/system/nonsense')
  await waitPath('/system/status')
})

t('reload on a deep link keeps the page (the device answers every GET with the app)', async () => {
  await page.goto(emu.url + '/')
  await signIn('admin')
  await waitPath('/dashboard/devices')
  await page.goto(emu.url + '/system/status')
  await page.reload()
  await page.getByText('3.6.5').waitFor()
  assert.is(path(), '/system/status')
})

t('wrong password: the invalid-login warning, and what was typed stays', async () => {
  await page.goto(emu.url + '/')
  await signIn('admin', 'nope')
  await page.getByText('Invalid login details').waitFor()
  assert.is(await page.getByLabel('Username').inputValue(), 'admin')
  assert.is(path(), '/')
  assert.is(await page.evaluate(() => localStorage.getItem('access_token')), null)
})

t('empty fields: required messages, nothing sent', async () => {
  await page.goto(emu.url + '/')
  let sent = 0
  page.on('request', (r) => r.url().includes('/rest/signIn') && sent++)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await page.getByText('Username is required').waitFor()
  await page.getByText('Password is required').waitFor()
  assert.is(sent, 0)
})

t('sign out clears the token and returns to sign-in', async () => {
  await page.goto(emu.url + '/')
  await signIn('admin')
  await waitPath('/dashboard/devices')
  await page.getByLabel('User menu').click()
  await page.getByRole('button', { name: 'Sign out' }).click()
  await waitPath('/')
  await page.getByRole('button', { name: 'Sign in' }).waitFor()
  assert.is(await page.evaluate(() => localStorage.getItem('access_token')), null)
})

t('the language choice survives a reload and sets <html lang>', async () => {
  await page.goto(emu.url + '/')
  await page.getByLabel('Language').selectOption('de')
  await page.getByRole('button', { name: 'Anmelden' }).waitFor()
  await page.reload()
  await page.getByRole('button', { name: 'Anmelden' }).waitFor()
  assert.is(await page.evaluate(() => document.documentElement.lang), 'de')
  assert.is(await page.evaluate(() => localStorage.getItem('lang')), 'de')
})

t('unsaved changes: Stay keeps them, Leave goes', async () => {
  await page.goto(emu.url + '/')
  await signIn('admin')
  await waitPath('/dashboard/devices')
  await page.goto(emu.url + '/system/ota')
  await page.getByLabel('Port').fill('8300')
  await page.getByRole('button', { name: 'Apply changes (1)' }).waitFor()
  await page.getByRole('navigation', { name: 'Menu' }).getByRole('link', { name: 'Help' }).click()
  await page.getByText('Unsaved changes').waitFor()
  await page.getByRole('button', { name: 'Stay' }).click()
  assert.is(path(), '/system/ota')
  assert.is(await page.getByLabel('Port').inputValue(), '8300')
  await page.getByRole('navigation', { name: 'Menu' }).getByRole('link', { name: 'Help' }).click()
  await page.getByRole('button', { name: 'Leave' }).click()
  await waitPath('/help')
})

t('a bad value shows the message and nothing is sent; a good one is saved', async () => {
  await page.goto(emu.url + '/')
  await signIn('admin')
  await waitPath('/dashboard/devices')
  await page.goto(emu.url + '/system/ota')
  let posts = 0
  page.on('request', (r) => r.method() === 'POST' && r.url().includes('otaSettings') && posts++)
  await page.getByLabel('Port').fill('80')
  await page.getByRole('button', { name: 'Apply changes (1)' }).click()
  await page.getByText('Port must be between 1025 and 65535').waitFor()
  assert.is(posts, 0)
  await page.getByLabel('Port').fill('8300')
  await page.getByRole('button', { name: 'Apply changes (1)' }).click()
  await page.getByText('Settings saved').waitFor()
  // What the device now has: the whole object, the port as a number.
  const token = await page.evaluate(() => localStorage.getItem('access_token'))
  const stored = await fetch(emu.url + '/rest/otaSettings', { headers: { Authorization: 'Bearer ' + token } }).then((r) => r.json())
  assert.equal(stored, { enabled: false, port: 8300, password: 'ems-esp-neo' })
  await page.reload()
  assert.is(await page.getByLabel('Port').inputValue(), '8300')
})

t('device away: the error panel, then Retry works once it is back', async () => {
  await page.goto(emu.url + '/')
  await signIn('admin')
  await waitPath('/dashboard/devices')
  await emu.emulator.stop() // the device is gone; the page is already loaded
  await page.getByRole('navigation', { name: 'Menu' }).getByRole('link', { name: 'System' }).click()
  await page.getByText('The device cannot be reached').waitFor()
  await emu.emulator.start()
  await page.getByRole('button', { name: 'Retry' }).click()
  await page.getByText('3.6.5').waitFor()
  assert.not.ok(await page.getByText('The device cannot be reached').isVisible())
})

t.run()
