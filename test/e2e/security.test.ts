// Security in real Chromium against the emulator: the user list edited locally until Apply, the rules
// that guard it, access tokens, and a new secret that ends the session without losing the page.
import * as assert from 'uvu/assert'
import { SECURITY_DEFAULTS } from '../../emulator/routes/security'
import { e2eSuite, signIn } from './fixture'

// Every test starts with admin/admin and guest/guest.
const { t, x } = e2eSuite('security', { beforeEach: ({ emu }) => emu.emulator.store.set('security', SECURITY_DEFAULTS) })

/** Signs in from the sign-in page already open, with any password. */
async function signInWith(user: string, pass: string) {
  await x.page.getByLabel('Username').fill(user)
  await x.page.getByLabel('Password', { exact: true }).fill(pass)
  await x.page.getByLabel('Password', { exact: true }).press('Enter')
  await x.page.waitForURL((u) => u.pathname !== '/')
}
async function openUsers() {
  await signIn(x, 'admin', '/security/users')
  await x.page.getByRole('cell', { name: 'guest', exact: true }).waitFor()
}
const dialog = () => x.page.getByRole('dialog')
const users = () => x.emu.emulator.store.get<typeof SECURITY_DEFAULTS>('security').users

t('add a user (admin by default, Apply to save), then sign in as that user', async () => {
  await openUsers()
  await x.page.getByRole('button', { name: 'Add user' }).click()
  assert.ok(await dialog().getByLabel('Admin').isChecked(), 'new users are admins by default')
  await dialog().getByLabel('Username').fill('guest')
  await dialog().getByLabel('Password', { exact: true }).fill('pw')
  await dialog().getByRole('button', { name: 'Add', exact: true }).click()
  await dialog().getByText('Username already in use').waitFor()
  await dialog().getByLabel('Username').fill('bad name')
  await dialog().getByText("Must be 1-24 characters: alpha numeric, '_' or '.'").waitFor()
  await dialog().getByLabel('Username').fill('anna.k')
  await dialog().getByLabel('Admin').uncheck()
  await dialog().getByLabel('Password', { exact: true }).press('Enter') // Enter in a field submits the dialog
  await dialog().waitFor({ state: 'detached' })
  await x.page.getByRole('cell', { name: 'anna.k', exact: true }).waitFor()
  assert.is(users().length, 2, 'nothing is sent before Apply')
  // A user that is not saved yet has no token to give.
  assert.ok(await x.page.getByRole('button', { name: 'Access token anna.k' }).isDisabled())
  await x.page.getByRole('button', { name: 'Apply changes (1)' }).click()
  await x.page.getByText('Settings saved').waitFor()
  assert.equal(users().at(-1), { username: 'anna.k', password: 'pw', admin: false })

  await x.page.getByLabel('User menu').click()
  await x.page.getByRole('button', { name: 'Sign out' }).click()
  await signInWith('anna.k', 'pw')
  await x.page.waitForURL((u) => u.pathname === '/dashboard/overview')
  await x.page.getByText('Logged in as anna.k').waitFor()
  const menu = await x.page.getByRole('navigation', { name: 'Menu' }).getByRole('link').allTextContents()
  assert.not.ok(
    menu.some((s) => s.includes('Security')),
    'a guest account',
  )
})

t('edit keeps the user name; delete and Cancel bring the list back', async () => {
  await openUsers()
  await x.page.getByRole('button', { name: 'Edit guest' }).click()
  assert.ok(await dialog().getByLabel('Username').isDisabled())
  await dialog().getByLabel('Password', { exact: true }).fill('new-pw')
  await dialog().getByRole('button', { name: 'Update', exact: true }).click()
  await x.page.getByRole('button', { name: 'Delete admin' }).click()
  await x.page.getByRole('button', { name: 'Apply changes (2)' }).waitFor()
  await x.page.getByRole('button', { name: 'Cancel' }).click()
  await x.page.getByRole('cell', { name: 'admin', exact: true }).waitFor()
  assert.is(await x.page.getByRole('button', { name: /Apply changes/ }).count(), 0)
  assert.equal(users(), SECURITY_DEFAULTS.users)
})

t('removing the last admin is blocked: the warning, and Apply is disabled', async () => {
  await openUsers()
  await x.page.getByRole('button', { name: 'Delete admin' }).click()
  await x.page.getByText('You must have at least one admin user configured').waitFor()
  assert.ok(await x.page.getByRole('button', { name: 'Apply changes (1)' }).isDisabled())
  // Making another user an admin lifts it.
  await x.page.getByRole('button', { name: 'Edit guest' }).click()
  await dialog().getByLabel('Admin').check()
  await dialog().getByRole('button', { name: 'Update', exact: true }).click()
  assert.not.ok(await x.page.getByText('You must have at least one admin user configured').isVisible())
  assert.ok(await x.page.getByRole('button', { name: 'Apply changes (2)' }).isEnabled())
})

t('an access token for a user, which the device accepts as that user; copy', async () => {
  await openUsers()
  await x.page.getByRole('button', { name: 'Access token guest' }).click()
  await dialog().getByRole('heading', { name: 'Access token for guest' }).waitFor()
  const token = await dialog().getByLabel('Access token').inputValue()
  assert.is(Buffer.from(token.split('.')[1], 'base64url').toString(), '{"username":"guest","admin":false}')
  const res = await fetch(x.emu.url + '/rest/systemStatus', { headers: { Authorization: 'Bearer ' + token } })
  assert.is(res.status, 200)
  await dialog().getByRole('button', { name: 'Copy' }).click()
  await x.page.getByText('Copied to clipboard').waitFor()
  // Shown above the open modal, not blurred behind it: rendered inside the dialog, in the top layer with it (a
  // tap passes through a toast but for its close button, so it is not what elementFromPoint finds there).
  const onTop = await x.page.evaluate(() => !!document.querySelector('dialog[open] .toast'))
  assert.ok(onTop, 'the toast is on top of the dialog')
  await x.page.keyboard.press('Escape')
  await dialog().waitFor({ state: 'detached' })
  assert.ok(await x.page.getByRole('button', { name: 'Access token guest' }).evaluate((b) => b === document.activeElement), 'focus goes back')
})

t('a new secret ends the session: sign in again in place, and the page stays', async () => {
  await signIn(x, 'admin', '/security/settings')
  await x.page.getByLabel('Super user password').fill('a-new-secret')
  await x.page.getByRole('button', { name: 'Apply changes (1)' }).click()
  await x.page.getByText('Settings saved').waitFor()
  await dialog().getByText('This change ended your session').waitFor()
  assert.is(new URL(x.page.url()).pathname, '/security/settings')
  await dialog().getByLabel('Password', { exact: true }).fill('admin')
  await dialog().getByRole('button', { name: 'Sign in' }).click()
  await dialog().waitFor({ state: 'detached' })
  assert.is(new URL(x.page.url()).pathname, '/security/settings')
  assert.is(x.emu.emulator.store.get<typeof SECURITY_DEFAULTS>('security').jwt_secret, 'a-new-secret')
  // The new token works: a reload stays signed in.
  await x.page.reload()
  await x.page.getByLabel('Super user password').waitFor()
  assert.is(new URL(x.page.url()).pathname, '/security/settings')
})

t("taking one's own admin flag away also ends the session; refusing to sign in again signs out", async () => {
  await openUsers()
  await x.page.getByRole('button', { name: 'Edit guest' }).click()
  await dialog().getByLabel('Admin').check()
  await dialog().getByRole('button', { name: 'Update', exact: true }).click()
  await x.page.getByRole('button', { name: 'Edit admin' }).click()
  await dialog().getByLabel('Admin').uncheck()
  await dialog().getByRole('button', { name: 'Update', exact: true }).click()
  await x.page.getByRole('button', { name: 'Apply changes (2)' }).click()
  await dialog().getByText('This change ended your session').waitFor()
  await x.page.keyboard.press('Escape')
  await x.page.waitForURL((u) => u.pathname === '/')
  await x.page.getByText('Please sign in to continue').waitFor()
})

t.run()
