// Access Point in real Chromium against the emulator: the guest's view (status only, as in every area), the spec's
// messages with nothing sent (none moving its row's fields), and the fields only for provision modes 0 and 1.
import * as assert from 'uvu/assert'
import { AP_DEFAULTS } from '../../emulator/routes/ap.ts'
import { applyRefused, e2eSuite, fillIn, postsTo, signIn } from './fixture'

const { t, x } = e2eSuite('access point', { beforeEach: ({ emu }) => emu.emulator.store.set('ap', AP_DEFAULTS) })

t('a guest sees the status; the settings tab is not offered (as in the other areas)', async () => {
  await signIn(x, 'guest', '/ap')
  await x.page.waitForURL((u) => u.pathname === '/ap/status')
  await x.page.getByText('Inactive', { exact: true }).waitFor() // WiFi is connected and the mode is "when disconnected"
  for (const label of ['IP address', 'MAC address', 'Connected clients']) await x.page.getByText(label, { exact: true }).waitFor()
  const tabs = x.page.getByRole('navigation', { name: 'Access Point' })
  assert.equal(await tabs.innerText(), 'Status')
  await x.page.goto(x.emu.url + '/ap/settings')
  await x.page.waitForURL((u) => u.pathname === '/ap/status')
  await x.page.getByText('That page is for administrators only').waitFor()
})

t('invalid values show the spec messages and nothing is sent; mode Never hides the fields', async () => {
  await signIn(x, 'admin', '/ap/settings')
  const posts = postsTo(x.page, '/rest/apSettings')
  await fillIn(x.page, {
    'Provide access point': 'Always',
    SSID: '',
    Password: 'short',
    Channel: '15',
    'Max clients': '10',
    'Local IP address': '',
    'Gateway IP address': '192.168.4',
    'Subnet mask': '',
  })
  await applyRefused(x.page, [
    'SSID is required',
    'Password must be 8-64 characters',
    'Channel must be between 1 and 14',
    'Max clients must be between 1 and 9',
    'Local IP address is required',
    'Must be an IP address',
    'Subnet mask is required',
  ])
  // (the message is part of the field's label now, so find the input by name)
  await x.page.locator('input[name=ssid]').fill('x'.repeat(33))
  await x.page.getByText('SSID must be 32 characters or less').waitFor()
  assert.is(posts.count, 0)

  await x.page.getByLabel('Provide access point').selectOption({ label: 'Never' })
  await x.page.locator('input[name=ssid]').waitFor({ state: 'detached' })
  await x.page.getByRole('button', { name: /Apply changes/ }).click()
  await x.page.getByText('Settings saved').waitFor()
  assert.is(posts.count, 1)
  assert.is(x.emu.emulator.store.get('ap').provision_mode, 2)
})

t('a message under one field of a row moves no input of that row', async () => {
  x.emu.emulator.store.set('ap', { ...AP_DEFAULTS, provision_mode: 0 })
  await signIn(x, 'admin', '/ap/settings')
  const top = async (label: string) => (await x.page.getByLabel(label, { exact: true }).boundingBox())!.y
  const row = ['Channel', 'Max clients']
  const [channel, max] = await Promise.all(row.map(top))
  assert.is(channel, max)
  await x.page.getByLabel('Channel').fill('15')
  await x.page.getByRole('button', { name: /Apply changes/ }).click()
  await x.page.getByText('Channel must be between 1 and 14').waitFor()
  const after = await Promise.all(row.map(top))
  assert.is(after[1], after[0], 'Max clients stays level with Channel')
})

t('Channel and Max clients emptied, then Never: Apply works and the device gets the loaded numbers', async () => {
  x.emu.emulator.store.set('ap', { ...AP_DEFAULTS, channel: 6, max_clients: 3 })
  await signIn(x, 'admin', '/ap/settings')
  await x.page.getByLabel('Channel').fill('')
  await x.page.getByLabel('Max clients').fill('')
  await x.page.getByLabel('Provide access point').selectOption({ label: 'Never' })
  await x.page.getByRole('button', { name: 'Apply changes (3)' }).click()
  await x.page.getByText('Settings saved').waitFor()
  // The emulator, like the firmware, would store its defaults (1 and 4) for anything but numbers.
  assert.equal(x.emu.emulator.store.get('ap'), { ...AP_DEFAULTS, channel: 6, max_clients: 3, provision_mode: 2 })
  // Back to a mode that shows them: the fields hold the device's numbers again.
  await x.page.getByLabel('Provide access point').selectOption({ label: 'Always' })
  assert.equal([await x.page.getByLabel('Channel').inputValue(), await x.page.getByLabel('Max clients').inputValue()], ['6', '3'])
})

t('a valid change is saved; Always opens the access point', async () => {
  await signIn(x, 'admin', '/ap/settings')
  await x.page.getByLabel('Provide access point').selectOption({ label: 'Always' })
  await x.page.getByLabel('Channel').fill('6')
  await x.page.getByRole('switch', { name: 'Hide SSID' }).check()
  await x.page.getByRole('button', { name: 'Apply changes (3)' }).click()
  await x.page.getByText('Settings saved').waitFor()
  assert.equal(x.emu.emulator.store.get('ap'), { ...AP_DEFAULTS, provision_mode: 0, channel: 6, ssid_hidden: true })
  await x.page.getByRole('link', { name: 'Status' }).click()
  await x.page.getByText('Active', { exact: true }).waitFor()
  assert.match(await x.page.locator('dl.facts').innerText(), '192.168.4.1')
})

t.run()
