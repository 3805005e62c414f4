// The sign-in page: the user name focused, errors where the eyes are (inside the form, announced, until the
// user types again), and the password's show/hide button.
import * as assert from 'uvu/assert'
import { e2eSuite } from './fixture'

const { t, x } = e2eSuite('sign-in errors')

const focused = () => x.page.evaluate(() => (document.activeElement as HTMLInputElement).name)

t('the user name has the focus: on the first paint, once the app took over, and when the app draws the page', async () => {
  await x.page.goto(x.emu.url + '/', { waitUntil: 'commit' })
  await x.page.locator('#app form').waitFor()
  assert.is(await focused(), 'username')
  await x.page.keyboard.type('adm') // typing at once goes there
  assert.is(await x.page.getByLabel('Username').inputValue(), 'adm')
  // A stored token the device refuses: the app draws the sign-in page itself (no static card).
  await x.page.evaluate(() => localStorage.setItem('access_token', 'refused'))
  await x.page.reload()
  await x.page.locator('#app form').waitFor()
  assert.is(await focused(), 'username')
})

t('a wrong password shows the invalid-login message in the form (role=alert) until the user types again', async () => {
  await x.page.goto(x.emu.url + '/')
  await x.page.getByLabel('Username').fill('admin')
  await x.page.getByLabel('Password', { exact: true }).fill('nope')
  await x.page.getByLabel('Password', { exact: true }).press('Enter')
  const alert = x.page.locator('form [role=alert]')
  await alert.filter({ hasText: 'Invalid login details' }).waitFor()
  assert.is(await x.page.getByLabel('Password', { exact: true }).inputValue(), 'nope', 'what was typed stays')
  await x.page.getByLabel('Password', { exact: true }).press('Backspace')
  await alert.waitFor({ state: 'detached' })
})

t("the password's show/hide button shows and hides what was typed, inside the field's box, the field keeping its size", async () => {
  await x.page.goto(x.emu.url + '/')
  const pw = x.page.getByLabel('Password', { exact: true })
  await pw.fill('secret')
  const box = await pw.boundingBox()
  const eye = x.page.getByRole('button', { name: 'Show password' })
  await eye.click()
  assert.equal([await pw.getAttribute('type'), await eye.getAttribute('aria-pressed'), await pw.inputValue()], ['text', 'true', 'secret'])
  await eye.click()
  assert.equal([await pw.getAttribute('type'), await eye.getAttribute('aria-pressed')], ['password', 'false'])
  const b = (await eye.boundingBox())!
  assert.ok(b.x > box!.x && b.x + b.width < box!.x + box!.width, 'the button is inside the field')
  assert.equal(await pw.boundingBox(), box, 'the field keeps its size')
})

t('a device that does not answer: the error shows in the form too', async () => {
  await x.page.route('**/rest/signIn', (r) => r.abort())
  await x.page.goto(x.emu.url + '/')
  await x.page.getByLabel('Username').fill('admin')
  await x.page.getByLabel('Password', { exact: true }).fill('admin')
  await x.page.getByRole('button', { name: 'Sign in' }).click()
  await x.page
    .locator('form [role=alert]')
    .filter({ hasText: /^Error: / })
    .waitFor()
})

t.run()
