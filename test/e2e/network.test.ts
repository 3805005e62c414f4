// Network in real Chromium against the emulator: the guest's status-only view, a scan that fills the
// settings (and can be undone), the spec's messages with nothing sent, and a save the firmware answers
// with 205: the restart warning, Restart, and the device back.
import * as assert from 'uvu/assert'
import { NETWORK_DEFAULTS } from '../../emulator/routes/network.ts'
import { applyRefused, e2eSuite, fillIn, postsTo, RESTART_WAIT, signIn } from './fixture'

const { t, x } = e2eSuite('network', { beforeEach: ({ emu }) => emu.emulator.store.set('network', NETWORK_DEFAULTS) })

const path = () => new URL(x.page.url()).pathname
/** Counts the settings POSTs the page sends from now on. */
const settingsPosts = () => postsTo(x.page, '/rest/networkSettings')
const facts = () => x.page.locator('dl.facts').innerText()

t('a guest sees the status only', async () => {
  await signIn(x, 'guest', '/network')
  await x.page.waitForURL((u) => u.pathname === '/network/status')
  await x.page.getByText('WiFi connected').waitFor()
  const text = await facts()
  for (const s of ['ems-esp', 'HomeNet', 'dBm', '192.168.1.50', '24:0A:C4:12:34:56', '255.255.255.0']) assert.match(text, s)
  assert.equal(await x.page.getByRole('navigation', { name: 'Network' }).getByRole('link').allInnerTexts(), ['Status'])
  await x.page.goto(x.emu.url + '/network/settings')
  await x.page.waitForURL((u) => u.pathname === '/network/status')
})

t('a scan fills in the settings; Clear selection brings back the device values', async () => {
  await signIn(x, 'admin', '/network/scan')
  await x.page.getByText('Scanning...', { exact: true }).waitFor()
  const row = x.page.getByRole('row', { name: /Cafe Guest/ })
  await row.waitFor()
  assert.match(await row.innerText(), /Open/)
  // Strongest first.
  assert.match(await x.page.locator('tbody tr').first().innerText(), /HomeNet\s/)

  await x.page.getByRole('row', { name: /HomeNet-Garage/ }).click()
  await x.page.waitForURL((u) => u.pathname === '/network/settings')
  await x.page.getByText('WPA2/WPA3').waitFor()
  assert.not.ok(await x.page.getByLabel('SSID', { exact: true }).isVisible(), 'the SSID comes from the choice')
  assert.ok(await x.page.getByLabel('Password', { exact: true }).isVisible(), 'a secured network needs its key')
  assert.is(await x.page.getByLabel('Password', { exact: true }).inputValue(), '', "another network: HomeNet's key is not kept")
  await x.page.getByRole('button', { name: /Apply changes/ }).waitFor()
  // The choice has its own button, apart from the form's Cancel.
  const card = x.page.getByRole('article')
  assert.equal(await card.getByRole('button').allInnerTexts(), ['Clear selection'])
  assert.is(await x.page.getByRole('button', { name: 'Cancel', exact: true }).count(), 1)
  await card.getByRole('button', { name: 'Clear selection' }).click()
  assert.is(await x.page.getByLabel('SSID', { exact: true }).inputValue(), 'HomeNet')
  assert.is(await x.page.getByLabel('Password', { exact: true }).inputValue(), 'heating-2024')
  assert.not.ok(await x.page.getByRole('button', { name: /Apply changes/ }).isVisible())

  // The network already set, chosen again: its key stays.
  await x.page.getByRole('link', { name: 'Scan' }).click()
  await x.page.getByRole('row', { name: /^HomeNet\s/ }).click()
  await x.page.waitForURL((u) => u.pathname === '/network/settings')
  await x.page.locator('#picked').waitFor()
  assert.is(await x.page.getByLabel('Password', { exact: true }).inputValue(), 'heating-2024')
  await x.page.getByRole('button', { name: 'Clear selection' }).click()

  // An open network: no password field, and the spec's defaults for a new connection replace the old
  // settings (tx power and CORS change, so the firmware answers 205).
  const fixed = { static_ip_config: true, local_ip: '192.168.1.60', gateway_ip: '192.168.1.1', subnet_mask: '255.255.255.0' }
  const before = {
    ...NETWORK_DEFAULTS,
    ...fixed,
    enableIPv6: true,
    bandwidth20: true,
    tx_power: 78,
    nosleep: true,
    enableMDNS: false,
    enableCORS: true,
    CORSOrigin: 'http://ha',
  }
  x.emu.emulator.store.set('network', before)
  await x.page.goto(x.emu.url + '/network/scan')
  const sent = settingsPosts()
  await x.page.getByRole('row', { name: /Cafe Guest/ }).click()
  await x.page.getByText('Cafe Guest').waitFor()
  assert.not.ok(await x.page.getByLabel('Password', { exact: true }).isVisible())
  await x.page.getByRole('button', { name: /Apply changes/ }).click()
  await x.page.getByText('Restart the device to apply them').waitFor()
  assert.is(sent.count, 1)
  assert.equal(x.emu.emulator.store.get('network'), {
    ...NETWORK_DEFAULTS,
    ...fixed,
    static_ip_config: false,
    ssid: 'Cafe Guest',
    bssid: '82:28:6D:4A:91:3F',
    password: '',
  })
  await x.page.getByRole('link', { name: 'Status' }).click()
  await x.page.getByText('WiFi connected').waitFor()
  assert.match(await facts(), 'Cafe Guest')
})

t('invalid values show the spec messages and nothing is sent', async () => {
  await signIn(x, 'admin', '/network/settings')
  const sent = settingsPosts()
  await fillIn(x.page, {
    SSID: 'x'.repeat(33),
    BSSID: 'AA:BB:CC:DD:EE:FF:00',
    Password: 'p'.repeat(65),
    Hostname: '',
    'Fixed IP address': true,
    'DNS 1': '8.8.8',
  })
  await applyRefused(x.page, [
    'SSID must be 32 characters or less',
    'BSSID must be 17 characters or empty',
    'Password must be 64 characters or less',
    'Hostname is required',
    'Local IP is required',
    'Gateway IP is required',
    'Subnet mask is required',
    'Must be an IP address',
  ])
  await x.page.getByLabel('Hostname').fill('ems_esp')
  await x.page.getByText('Must be a valid hostname').waitFor()
  assert.is(sent.count, 0)
  assert.equal(x.emu.emulator.store.get('network'), NETWORK_DEFAULTS)
})

t('a save answered with 205: the restart warning replaces Apply and Cancel, and Restart brings the device back', async () => {
  await signIn(x, 'admin', '/network/settings')
  await x.page.getByLabel('Transmit power').selectOption({ label: '19.5 dBm' })
  await x.page.getByRole('button', { name: 'Apply changes (1)' }).click()
  await x.page.getByText('Restart the device to apply them').waitFor()
  assert.not.ok(await x.page.getByRole('button', { name: /Apply changes/ }).isVisible())
  assert.not.ok(await x.page.getByRole('button', { name: 'Cancel' }).isVisible())
  assert.is(x.emu.emulator.store.get('network').tx_power, 78, 'saved with the 205')
  const bootedAt = () => Date.now() - x.emu.emulator.ctx.uptimeMs()
  const before = bootedAt()
  let restarted = false
  x.page.on('request', (r) => r.url().endsWith('/rest/restart') && (restarted = true))
  await x.page.getByRole('button', { name: 'Restart' }).click()
  await x.page.getByRole('heading', { name: 'Restarting' }).waitFor() // the restarting screen (a modal dialog)
  // The page polls every 3 s and, once the device answers again, loads the page the restart was started from.
  await x.page.getByRole('heading', { name: 'Restarting' }).waitFor({ state: 'detached', timeout: RESTART_WAIT })
  assert.is(new URL(x.page.url()).pathname, '/network/settings')
  assert.ok(restarted)
  assert.ok(bootedAt() > before + 500, 'the device booted again')
  await x.page.goto(x.emu.url + '/network/settings')
  assert.is(await x.page.getByLabel('Transmit power').inputValue(), '78')
  assert.is(path(), '/network/settings')
})

t.run()

{
  const s = e2eSuite('network 3.8.0', { firmware: '3.8.0' })
  s.t('3.8.0: the WiFi reconnect count follows the state', async () => {
    const { x } = s
    await signIn(x, 'admin', '/network/settings')
    await x.page.getByLabel('Hostname').fill('boiler-room')
    await x.page.getByRole('button', { name: 'Apply changes (1)' }).click()
    await x.page.getByText('Settings saved').waitFor() // WiFi reconnects with them
    await x.page.goto(x.emu.url + '/network/status')
    await x.page.getByText('WiFi connected (1)', { exact: true }).waitFor()
  })
  s.t.run()
}
