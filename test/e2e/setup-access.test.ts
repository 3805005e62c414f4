// Who lands on the setup: never an admin of a configured gateway, of an Ethernet-only one, nor one whose
// gateway does not answer the network settings, never a guest; Settings leads an admin back to it with the device's values.
import * as assert from 'uvu/assert'
import { setupSuite } from './setup-suite'

const { t, x, factory, path, value, step, calls, signIn } = setupSuite('setup access')

/** An admin signs in and lands on the overview, and stays there once `asked` (what the check looks at) has
 *  been answered. */
async function landsAsUsual(asked: string) {
  const looked = x.page.waitForResponse((r) => new URL(r.url()).pathname === asked)
  await signIn('admin')
  await looked
  await x.page.locator('main .cards h2, main .notice').first().waitFor()
  assert.is(path(), '/dashboard/overview')
}

t('a configured gateway never redirects an admin to the setup', async () => {
  factory()
  await landsAsUsual('/rest/networkSettings')
  await x.page.goto(x.emu.url + '/')
  await x.page.waitForURL((u) => u.pathname === '/dashboard/overview')
  await x.page.goto(x.emu.url + '/network/status')
  await x.page.getByText('WiFi connected').waitFor()
  assert.is(path(), '/network/status')
})

t('an Ethernet-only gateway (no SSID, a cable in) lands its admin as usual, not on the setup', async () => {
  x.emu.emulator.ctx.ethernet = true
  try {
    await landsAsUsual('/rest/networkStatus') // no SSID, so it asked how the gateway is online
    await x.page.goto(x.emu.url + '/network/status')
    await x.page.getByText('Ethernet connected').waitFor()
  } finally {
    x.emu.emulator.ctx.ethernet = false
  }
})

t('an admin whose gateway does not answer the network settings, or its status when it has no SSID, lands as usual', async () => {
  for (const path of ['/rest/networkSettings', '/rest/networkStatus']) {
    await x.page.route('**' + path, (r) => r.fulfill({ status: 500, body: '' }))
    await landsAsUsual(path)
    await x.page.unroute('**' + path)
    await x.page.evaluate(() => localStorage.removeItem('access_token'))
  }
})

t('guests never reach the setup, even of an unconfigured gateway', async () => {
  const sent = await calls()
  await signIn('guest')
  await x.page.waitForURL((u) => u.pathname === '/dashboard/overview')
  await x.page.goto(x.emu.url + '/setup')
  await x.page.waitForURL((u) => u.pathname === '/dashboard/overview')
  assert.not.ok(await x.page.getByRole('heading', { name: 'Setup' }).isVisible())
  assert.not.ok(
    sent.all.some((c) => c.path === '/rest/networkSettings'),
    'a guest never asks for the admin-only settings',
  )
  assert.ok(await x.page.evaluate(() => localStorage.getItem('access_token')), 'still signed in')
})

t('Settings leads an admin back to the setup, with the device values filled in', async () => {
  factory()
  await signIn('admin')
  await x.page.waitForURL((u) => u.pathname === '/dashboard/overview')
  await x.page.goto(x.emu.url + '/settings/application')
  await x.page.getByRole('link', { name: 'Run setup again' }).tap()
  await x.page.waitForURL((u) => u.pathname === '/setup')
  await step('Network')
  assert.is(await value('SSID'), 'HomeNet')
  assert.is(await value('Password'), 'heating-2024')
})

t.run()
