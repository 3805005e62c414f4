// Network in real Chromium against the emulator: the guest's status-only view, a scan that fills the
// settings (and can be undone), the spec's messages with nothing sent, and a save the firmware answers
// with 205: the restart warning, Restart, and the device back.
import type { Browser, Page } from 'playwright-core'
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { launch } from './browser'
import { type RunningEmulator, startEmulator } from './emulator'
import { NETWORK_DEFAULTS } from '../../emulator/routes/network.ts'

const t = suite('network')
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
  emu.emulator.store.set('network', NETWORK_DEFAULTS)
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
const path = () => new URL(page.url()).pathname
/** Counts the settings POSTs the page sends from now on. */
const settingsPosts = () => {
  const sent = { count: 0 }
  page.on('request', (r) => r.method() === 'POST' && r.url().endsWith('/rest/networkSettings') && sent.count++)
  return sent
}
const facts = () => page.locator('dl.facts').innerText()

t('a guest sees the status only', async () => {
  await signIn('guest', '/network')
  await page.waitForURL((u) => u.pathname === '/network/status')
  await page.getByText('WiFi connected').waitFor()
  const text = await facts()
  for (const s of ['ems-esp', 'HomeNet', 'dBm', '192.168.1.50', '24:0A:C4:12:34:56', '255.255.255.0']) assert.match(text, s)
  assert.equal(await page.getByRole('navigation', { name: 'Network' }).getByRole('link').allInnerTexts(), ['Status'])
  await page.goto(emu.url + '/network/settings')
  await page.waitForURL((u) => u.pathname === '/network/status')
})

t('a scan fills in the settings; Cancel on the choice brings back the device values', async () => {
  await signIn('admin', '/network/scan')
  await page.getByText('Scanning…').waitFor()
  const row = page.getByRole('row', { name: /Cafe Guest/ })
  await row.waitFor()
  assert.match(await row.innerText(), /Open/)
  // Strongest first.
  assert.match(await page.locator('tbody tr').first().innerText(), /HomeNet\s/)

  await page.getByRole('row', { name: /HomeNet-Garage/ }).click()
  await page.waitForURL((u) => u.pathname === '/network/settings')
  await page.getByText('WPA2/WPA3').waitFor()
  assert.not.ok(await page.getByLabel('SSID', { exact: true }).isVisible(), 'the SSID comes from the choice')
  assert.ok(await page.getByLabel('Password').isVisible(), 'a secured network needs its key')
  await page.getByRole('button', { name: /Apply changes/ }).waitFor()
  await page.getByRole('article').getByRole('button', { name: 'Cancel' }).click()
  assert.is(await page.getByLabel('SSID', { exact: true }).inputValue(), 'HomeNet')
  assert.not.ok(await page.getByRole('button', { name: /Apply changes/ }).isVisible())

  // An open network: no password field, and the spec's defaults for a new connection replace the old
  // settings (tx power and CORS change, so the firmware answers 205).
  const fixed = { static_ip_config: true, local_ip: '192.168.1.60', gateway_ip: '192.168.1.1', subnet_mask: '255.255.255.0' }
  const before = { ...NETWORK_DEFAULTS, ...fixed, enableIPv6: true, bandwidth20: true, tx_power: 78, nosleep: true, enableMDNS: false, enableCORS: true, CORSOrigin: 'http://ha' }
  emu.emulator.store.set('network', before)
  await page.goto(emu.url + '/network/scan')
  const sent = settingsPosts()
  await page.getByRole('row', { name: /Cafe Guest/ }).click()
  await page.getByText('Cafe Guest').waitFor()
  assert.not.ok(await page.getByLabel('Password').isVisible())
  await page.getByRole('button', { name: /Apply changes/ }).click()
  await page.getByText('Restart the device to apply them').waitFor()
  assert.is(sent.count, 1)
  assert.equal(emu.emulator.store.get('network'), { ...NETWORK_DEFAULTS, ...fixed, static_ip_config: false, ssid: 'Cafe Guest', bssid: '82:28:6D:4A:91:3F', password: '' })
  await page.getByRole('link', { name: 'Status' }).click()
  await page.getByText('WiFi connected').waitFor()
  assert.match(await facts(), 'Cafe Guest')
})

t('invalid values show the spec messages and nothing is sent', async () => {
  await signIn('admin', '/network/settings')
  const sent = settingsPosts()
  await page.getByLabel('SSID', { exact: true }).fill('x'.repeat(33))
  await page.getByLabel('BSSID').fill('AA:BB:CC:DD:EE:FF:00')
  await page.getByLabel('Password').fill('p'.repeat(65))
  await page.getByLabel('Hostname').fill('')
  await page.getByRole('switch', { name: 'Fixed IP address' }).check()
  await page.getByLabel('DNS 1').fill('8.8.8')
  await page.getByRole('button', { name: /Apply changes/ }).click()
  for (const msg of [
    'SSID must be 32 characters or less',
    'BSSID must be 17 characters or empty',
    'Password must be 64 characters or less',
    'Hostname is required',
    'Local IP is required',
    'Gateway IP is required',
    'Subnet mask is required',
    'Must be an IP address',
  ]) await page.getByText(msg, { exact: true }).waitFor()
  await page.getByLabel('Hostname').fill('ems_esp')
  await page.getByText('Must be a valid hostname').waitFor()
  assert.is(sent.count, 0)
  assert.equal(emu.emulator.store.get('network'), NETWORK_DEFAULTS)
})

t('a save answered with 205: the restart warning replaces Apply and Cancel, and Restart brings the device back', async () => {
  await signIn('admin', '/network/settings')
  await page.getByLabel('Transmit power').selectOption({ label: '19.5 dBm' })
  await page.getByRole('button', { name: 'Apply changes (1)' }).click()
  await page.getByText('Restart the device to apply them').waitFor()
  assert.not.ok(await page.getByRole('button', { name: /Apply changes/ }).isVisible())
  assert.not.ok(await page.getByRole('button', { name: 'Cancel' }).isVisible())
  assert.is(emu.emulator.store.get('network').tx_power, 78, 'saved with the 205')
  const bootedAt = () => Date.now() - emu.emulator.ctx.uptimeMs()
  const before = bootedAt()
  let restarted = false
  page.on('request', (r) => r.url().endsWith('/rest/restart') && (restarted = true))
  await page.getByRole('button', { name: 'Restart' }).click()
  await page.getByRole('alertdialog', { name: 'Restarting' }).waitFor()
  // The page polls every 3 s and loads the root page once the device answers again.
  await page.waitForURL((u) => u.pathname === '/dashboard/devices', { timeout: 20_000 })
  assert.ok(restarted)
  assert.ok(bootedAt() > before + 500, 'the device booted again')
  await page.goto(emu.url + '/network/settings')
  assert.is(await page.getByLabel('Transmit power').inputValue(), '78')
  assert.is(path(), '/network/settings')
})

t.run()
