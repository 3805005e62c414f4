// The app shell in real Chromium against the emulator: sign-in, roles, routes, language, the Stay/Leave
// prompt, what a user sees when the device is away, "Page not found" and the admin-only note on the way
// elsewhere, a session that ends mid-use, and the dark theme's scrollbars.
import * as assert from 'uvu/assert'
import { deviceGet, e2eSuite, postsTo, signIn, toastsSeen, tokenOf, withToken } from './fixture'

const { t, x } = e2eSuite('app shell')

const path = () => new URL(x.page.url()).pathname
const waitPath = (p: string) => x.page.waitForURL((u) => u.pathname === p)
/** Types into the sign-in page already open and submits, with any password; waits for nothing. */
async function typeSignIn(user: string, pass = user) {
  await x.page.getByLabel('Username').fill(user)
  await x.page.getByLabel('Password', { exact: true }).fill(pass)
  await x.page.getByLabel('Password', { exact: true }).press('Enter')
}

t('admin signs in, lands on the dashboard and sees every menu item', async () => {
  await signIn(x, 'admin')
  await x.page.getByText('Logged in as admin').waitFor()
  const menu = await x.page.getByRole('navigation', { name: 'Menu' }).getByRole('link').allTextContents()
  assert.equal(
    menu.map((s) => s.trim()),
    ['Dashboard', 'Settings', 'Help', 'Network', 'Access Point', 'NTP', 'MQTT', 'Security', 'System'],
  )
  await x.page.getByLabel('User menu').click()
  assert.ok(await x.page.getByText('admin', { exact: true }).last().isVisible())
})

t('a guest has no Settings or Security, and is sent away from /settings', async () => {
  await signIn(x, 'guest')
  const menu = await x.page.getByRole('navigation', { name: 'Menu' }).getByRole('link').allTextContents()
  assert.not.ok(
    menu.some((s) => /Settings|Security/.test(s)),
    menu.join(),
  )
  await x.page.goto(x.emu.url + '/settings/application')
  await waitPath('/dashboard/overview')
  await x.page.goto(x.emu.url + '/security')
  await waitPath('/dashboard/overview')
})

t('on a 360 px phone the menu is a drawer: the menu button opens it, a choice or Escape closes it', async () => {
  await x.page.setViewportSize({ width: 360, height: 740 })
  await signIn(x, 'admin')
  const drawer = x.page.locator('#sidebar')
  const inView = async () => (await drawer.boundingBox())!.x >= 0
  assert.not.ok(await inView(), 'the drawer starts closed')
  const link = x.page.getByRole('navigation', { name: 'Menu' }).getByRole('link', { name: 'Network' })
  assert.not.ok(await link.isVisible(), 'a closed drawer is hidden, not only moved away (no Tab stops in it)')
  const button = x.page.getByRole('button', { name: 'Menu' })
  await button.click()
  await x.page.waitForFunction(() => document.getElementById('sidebar')!.getBoundingClientRect().x >= 0)
  assert.is(await button.getAttribute('aria-expanded'), 'true')
  await x.page.getByRole('navigation', { name: 'Menu' }).getByRole('link', { name: 'Network' }).click()
  await waitPath('/network/status')
  await x.page.waitForFunction(() => document.getElementById('sidebar')!.getBoundingClientRect().right <= 0)
  await button.click()
  await x.page.waitForFunction(() => document.getElementById('sidebar')!.getBoundingClientRect().x >= 0)
  await x.page.keyboard.press('Escape')
  await x.page.waitForFunction(() => document.getElementById('sidebar')!.getBoundingClientRect().right <= 0)
  assert.is(await button.getAttribute('aria-expanded'), 'false')
  assert.is(await x.page.evaluate(() => document.activeElement?.getAttribute('aria-label')), 'Menu', 'focus back on the menu button')
})

t('a deep link while signed out is remembered and restored after sign-in', async () => {
  await x.page.goto(x.emu.url + '/system/ota')
  await waitPath('/')
  await x.page.getByText('Please sign in to continue').waitFor()
  await typeSignIn('admin')
  await waitPath('/system/ota')
})

t('trailing slash, unknown route and unknown tab', async () => {
  await signIn(x, 'admin')
  await x.page.goto(x.emu.url + '/system/status/')
  await waitPath('/system/status')
  await x.page.goto(x.emu.url + '/no/such/page')
  await waitPath('/dashboard/overview')
  await x.page.goto(x.emu.url + '/system/nonsense')
  await waitPath('/system/status')
})

t('an unknown address or tab says "Page not found" on the way to the overview; a guest on an admin page or tab is told why', async () => {
  let said = await toastsSeen(x.page)
  await signIn(x, 'admin', '/nowhere')
  await said('Page not found: /nowhere')
  await waitPath('/dashboard/overview')
  await x.page.goto(x.emu.url + '/dashboard/nothing')
  await said('Page not found: /dashboard/nothing')
  await x.page.close()
  x.page = await x.browser.newPage()
  await withToken(x, await tokenOf(x, 'guest'))
  said = await toastsSeen(x.page)
  for (const path of ['/settings/application', '/mqtt/settings']) {
    await x.page.goto(x.emu.url + path)
    await said('That page is for administrators only')
    await x.page.waitForURL((u) => u.pathname !== path)
  }
})

t('a session that ends mid-use: signing in again returns to the page it was on', async () => {
  const said = await toastsSeen(x.page)
  await signIn(x, 'admin', '/ntp/status')
  await x.page.getByText('Local time').first().waitFor()
  await x.page.route('**/rest/**', (r) => r.fulfill({ status: 401, body: '' })) // the device no longer takes the token
  await x.page.getByRole('button', { name: 'Refresh' }).click()
  await said('Please sign in to continue')
  await x.page.unroute('**/rest/**')
  await typeSignIn('admin')
  await x.page.waitForURL((u) => u.pathname !== '/')
  assert.is(path(), '/ntp/status')
})

t('the dark theme has dark scrollbars, chosen or from the system', async () => {
  await signIn(x, 'admin', '/dashboard/status')
  const colours = () => x.page.evaluate(() => getComputedStyle(document.documentElement).scrollbarColor)
  assert.is(await colours(), 'auto', 'the light theme keeps the browser’s own')
  await x.page.evaluate(() => document.documentElement.setAttribute('data-theme', 'dark'))
  const dark = await colours()
  assert.match(dark, /^rgb.* rgb/)
  await x.page.evaluate(() => document.documentElement.removeAttribute('data-theme'))
  await x.page.emulateMedia({ colorScheme: 'dark' })
  assert.is(await colours(), dark)
})

t('reload on a deep link keeps the page (the device answers every GET with the app)', async () => {
  await signIn(x, 'admin')
  await x.page.goto(x.emu.url + '/system/status')
  await x.page.reload()
  await x.page.getByText('3.6.5').waitFor()
  assert.is(path(), '/system/status')
})

t('wrong password: the invalid-login warning, and what was typed stays', async () => {
  await x.page.goto(x.emu.url + '/')
  await typeSignIn('admin', 'nope')
  await x.page.getByText('Invalid login details').waitFor()
  assert.is(await x.page.getByLabel('Username').inputValue(), 'admin')
  assert.is(path(), '/')
  assert.is(await x.page.evaluate(() => localStorage.getItem('access_token')), null)
})

t('empty fields: required messages, nothing sent', async () => {
  await x.page.goto(x.emu.url + '/')
  let sent = 0
  x.page.on('request', (r) => r.url().includes('/rest/signIn') && sent++)
  await x.page.getByRole('button', { name: 'Sign in' }).click()
  await x.page.getByText('Username is required').waitFor()
  await x.page.getByText('Password is required').waitFor()
  assert.is(sent, 0)
})

t('sign out clears the token and returns to sign-in', async () => {
  await signIn(x, 'admin')
  await x.page.getByLabel('User menu').click()
  await x.page.getByRole('button', { name: 'Sign out' }).click()
  await waitPath('/')
  await x.page.getByRole('button', { name: 'Sign in' }).waitFor()
  assert.is(await x.page.evaluate(() => localStorage.getItem('access_token')), null)
})

t('the language choice survives a reload and sets <html lang>', async () => {
  await x.page.goto(x.emu.url + '/')
  await x.page.getByLabel('Language').selectOption('de')
  await x.page.getByRole('button', { name: 'Anmelden' }).waitFor()
  await x.page.reload()
  await x.page.getByRole('button', { name: 'Anmelden' }).waitFor()
  assert.is(await x.page.evaluate(() => document.documentElement.lang), 'de')
  assert.is(await x.page.evaluate(() => localStorage.getItem('lang')), 'de')
})

t('unsaved changes: Stay keeps them, Leave goes', async () => {
  await signIn(x, 'admin')
  await x.page.goto(x.emu.url + '/system/ota')
  await x.page.getByLabel('Port').fill('8300')
  await x.page.getByRole('button', { name: 'Apply changes (1)' }).waitFor()
  await x.page.getByRole('navigation', { name: 'Menu' }).getByRole('link', { name: 'Help' }).click()
  await x.page.getByText('Unsaved changes').waitFor()
  await x.page.getByRole('button', { name: 'Stay' }).click()
  assert.is(path(), '/system/ota')
  assert.is(await x.page.getByLabel('Port').inputValue(), '8300')
  await x.page.getByRole('navigation', { name: 'Menu' }).getByRole('link', { name: 'Help' }).click()
  await x.page.getByRole('button', { name: 'Leave' }).click()
  await waitPath('/help')
})

t('unsaved changes: the browser Back button asks too; Stay keeps the page, Leave goes back', async () => {
  await signIn(x, 'admin', '/system/status')
  await x.page.getByRole('link', { name: 'OTA' }).click()
  await x.page.getByLabel('Port').fill('8300')
  await x.page.getByRole('button', { name: 'Apply changes (1)' }).waitFor()
  await x.page.evaluate(() => history.back())
  await x.page.getByText('Unsaved changes').waitFor()
  await x.page.getByRole('button', { name: 'Stay' }).click()
  assert.is(path(), '/system/ota')
  assert.is(await x.page.getByLabel('Port').inputValue(), '8300')
  await x.page.evaluate(() => history.back())
  await x.page.getByRole('button', { name: 'Leave' }).click()
  await waitPath('/system/status')
})

t('unsaved changes: closing or reloading the tab asks the browser to confirm; without changes it does not', async () => {
  await signIn(x, 'admin', '/system/ota')
  // What the browser does on close: a cancelable beforeunload; a cancelled one makes it ask "Leave site?".
  const asks = () =>
    x.page.evaluate(() => {
      const e = new Event('beforeunload', { cancelable: true })
      dispatchEvent(e)
      return e.defaultPrevented
    })
  assert.not.ok(await asks(), 'nothing changed yet')
  await x.page.getByLabel('Port').fill('8300')
  await x.page.getByRole('button', { name: 'Apply changes (1)' }).waitFor()
  assert.ok(await asks(), 'a changed field')
  await x.page.getByLabel('Port').fill('8266') // back to what the device has
  await x.page.getByRole('button', { name: /Apply changes/ }).waitFor({ state: 'detached' })
  assert.not.ok(await asks(), 'changed back')
})

t('a bad value shows the message and nothing is sent; a good one is saved', async () => {
  await signIn(x, 'admin')
  await x.page.goto(x.emu.url + '/system/ota')
  const posts = postsTo(x.page, '/rest/otaSettings')
  await x.page.getByLabel('Port').fill('80')
  await x.page.getByRole('button', { name: 'Apply changes (1)' }).click()
  await x.page.getByText('Port must be between 1025 and 65535').waitFor()
  assert.is(posts.count, 0)
  await x.page.getByLabel('Port').fill('8300')
  await x.page.getByRole('button', { name: 'Apply changes (1)' }).click()
  await x.page.getByText('Settings saved').waitFor()
  // What the device now has: the whole object, the port as a number.
  const stored = await deviceGet(x, '/rest/otaSettings')
  assert.equal(stored, { enabled: false, port: 8300, password: 'ems-esp-neo' })
  await x.page.reload()
  assert.is(await x.page.getByLabel('Port').inputValue(), '8300')
})

t('Cancel after a save goes back to what was saved, even while the device is away', async () => {
  await signIn(x, 'admin', '/system/ota')
  await x.page.getByLabel('Port').fill('8310')
  await x.page.getByRole('button', { name: 'Apply changes (1)' }).click()
  await x.page.getByText('Settings saved').waitFor()
  await x.page.getByLabel('Port').fill('8410')
  await x.emu.emulator.stop()
  try {
    await x.page.getByRole('button', { name: 'Cancel' }).click()
    await x.page.getByText('The device cannot be reached').waitFor()
    assert.is(await x.page.getByLabel('Port').inputValue(), '8310')
  } finally {
    await x.emu.emulator.start()
  }
})

t('device away: the error panel, then Retry works once it is back', async () => {
  await signIn(x, 'admin')
  await x.emu.emulator.stop() // the device is gone; the page is already loaded
  await x.page.getByRole('navigation', { name: 'Menu' }).getByRole('link', { name: 'System' }).click()
  await x.page.getByText('The device cannot be reached').waitFor()
  await x.emu.emulator.start()
  await x.page.getByRole('button', { name: 'Retry' }).click()
  await x.page.getByText('3.6.5').waitFor()
  assert.not.ok(await x.page.getByText('The device cannot be reached').isVisible())
})

t.run()
