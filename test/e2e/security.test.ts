// Security in real Chromium against the emulator: the user list edited locally until Apply, the rules
// that guard it, access tokens, and a new secret that ends the session without losing the page.
import type { Browser, Page } from 'playwright-core'
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { SECURITY_DEFAULTS } from '../../emulator/routes/security'
import { launch } from './browser'
import { type RunningEmulator, startEmulator } from './emulator'

const t = suite('security')
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
  emu.emulator.store.set('security', SECURITY_DEFAULTS) // every test starts with admin/admin and guest/guest
  page = await browser.newPage({ viewport: { width: 1200, height: 800 } })
  page.setDefaultTimeout(8000)
})
t.after.each(async () => {
  await page.close()
})

async function signIn(user: string, pass = user) {
  await page.getByLabel('Username').fill(user)
  await page.getByLabel('Password').fill(pass)
  await page.getByLabel('Password').press('Enter')
  await page.waitForURL((u) => u.pathname !== '/')
}
async function openUsers() {
  await page.goto(emu.url + '/')
  await signIn('admin')
  await page.goto(emu.url + '/security/users')
  await page.getByRole('cell', { name: 'guest', exact: true }).waitFor()
}
const dialog = () => page.getByRole('dialog')
const users = () => emu.emulator.store.get<typeof SECURITY_DEFAULTS>('security').users

t('add a user (admin by default, Apply to save), then sign in as that user', async () => {
  await openUsers()
  await page.getByRole('button', { name: 'Add user' }).click()
  assert.ok(await dialog().getByLabel('Admin').isChecked(), 'new users are admins by default')
  await dialog().getByLabel('Username').fill('guest')
  await dialog().getByLabel('Password').fill('pw')
  await dialog().getByRole('button', { name: 'Done' }).click()
  await dialog().getByText('Username already in use').waitFor()
  await dialog().getByLabel('Username').fill('bad name')
  await dialog().getByText("Must be 1-24 characters: alpha numeric, '_' or '.'").waitFor()
  await dialog().getByLabel('Username').fill('anna.k')
  await dialog().getByLabel('Admin').uncheck()
  await dialog().getByLabel('Password').press('Enter')
  await page.getByRole('cell', { name: 'anna.k', exact: true }).waitFor()
  assert.is(users().length, 2, 'nothing is sent before Apply')
  // A user that is not saved yet has no token to give.
  assert.ok(await page.getByRole('button', { name: 'Access token anna.k' }).isDisabled())
  await page.getByRole('button', { name: 'Apply changes (1)' }).click()
  await page.getByText('Settings saved').waitFor()
  assert.equal(users().at(-1), { username: 'anna.k', password: 'pw', admin: false })

  await page.getByLabel('User menu').click()
  await page.getByRole('button', { name: 'Sign out' }).click()
  await signIn('anna.k', 'pw')
  await page.waitForURL((u) => u.pathname === '/dashboard/devices')
  await page.getByText('Logged in as anna.k').waitFor()
  const menu = await page.getByRole('navigation', { name: 'Menu' }).getByRole('link').allTextContents()
  assert.not.ok(menu.some((s) => s.includes('Security')), 'a guest account')
})

t('edit keeps the user name; delete and Cancel bring the list back', async () => {
  await openUsers()
  await page.getByRole('button', { name: 'Edit guest' }).click()
  assert.ok(await dialog().getByLabel('Username').isDisabled())
  await dialog().getByLabel('Password').fill('new-pw')
  await dialog().getByRole('button', { name: 'Done' }).click()
  await page.getByRole('button', { name: 'Delete admin' }).click()
  await page.getByRole('button', { name: 'Apply changes (2)' }).waitFor()
  await page.getByRole('button', { name: 'Cancel' }).click()
  await page.getByRole('cell', { name: 'admin', exact: true }).waitFor()
  assert.is(await page.getByRole('button', { name: /Apply changes/ }).count(), 0)
  assert.equal(users(), SECURITY_DEFAULTS.users)
})

t('removing the last admin is blocked: the warning, and Apply is disabled', async () => {
  await openUsers()
  await page.getByRole('button', { name: 'Delete admin' }).click()
  await page.getByText('You must have at least one admin user configured').waitFor()
  assert.ok(await page.getByRole('button', { name: 'Apply changes (1)' }).isDisabled())
  // Making another user an admin lifts it.
  await page.getByRole('button', { name: 'Edit guest' }).click()
  await dialog().getByLabel('Admin').check()
  await dialog().getByRole('button', { name: 'Done' }).click()
  assert.not.ok(await page.getByText('You must have at least one admin user configured').isVisible())
  assert.ok(await page.getByRole('button', { name: 'Apply changes (2)' }).isEnabled())
})

t('an access token for a user, which the device accepts as that user; copy', async () => {
  await openUsers()
  await page.getByRole('button', { name: 'Access token guest' }).click()
  await dialog().getByRole('heading', { name: 'Access token for guest' }).waitFor()
  const token = await dialog().getByLabel('Access token').inputValue()
  assert.is(Buffer.from(token.split('.')[1], 'base64url').toString(), '{"username":"guest","admin":false}')
  const res = await fetch(emu.url + '/rest/systemStatus', { headers: { Authorization: 'Bearer ' + token } })
  assert.is(res.status, 200)
  await dialog().getByRole('button', { name: 'Copy' }).click()
  await page.getByText('Copied to clipboard').waitFor()
  await page.keyboard.press('Escape')
  await dialog().waitFor({ state: 'detached' })
  assert.ok(await page.getByRole('button', { name: 'Access token guest' }).evaluate((b) => b === document.activeElement), 'focus goes back')
})

t('a new secret ends the session: sign in again in place, and the page stays', async () => {
  await page.goto(emu.url + '/')
  await signIn('admin')
  await page.goto(emu.url + '/security/settings')
  await page.getByLabel('Super user password').fill('a-new-secret')
  await page.getByRole('button', { name: 'Apply changes (1)' }).click()
  await page.getByText('Settings saved').waitFor()
  await dialog().getByText('This change ended your session').waitFor()
  assert.is(new URL(page.url()).pathname, '/security/settings')
  await dialog().getByLabel('Password').fill('admin')
  await dialog().getByRole('button', { name: 'Sign in' }).click()
  await dialog().waitFor({ state: 'detached' })
  assert.is(new URL(page.url()).pathname, '/security/settings')
  assert.is(emu.emulator.store.get<typeof SECURITY_DEFAULTS>('security').jwt_secret, 'a-new-secret')
  // The new token works: a reload stays signed in.
  await page.reload()
  await page.getByLabel('Super user password').waitFor()
  assert.is(new URL(page.url()).pathname, '/security/settings')
})

t('taking one\'s own admin flag away also ends the session; refusing to sign in again signs out', async () => {
  await openUsers()
  await page.getByRole('button', { name: 'Edit guest' }).click()
  await dialog().getByLabel('Admin').check()
  await dialog().getByRole('button', { name: 'Done' }).click()
  await page.getByRole('button', { name: 'Edit admin' }).click()
  await dialog().getByLabel('Admin').uncheck()
  await dialog().getByRole('button', { name: 'Done' }).click()
  await page.getByRole('button', { name: 'Apply changes (2)' }).click()
  await dialog().getByText('This change ended your session').waitFor()
  await page.keyboard.press('Escape')
  await page.waitForURL((u) => u.pathname === '/')
  await page.getByText('Please sign in to continue').waitFor()
})

t.run()
