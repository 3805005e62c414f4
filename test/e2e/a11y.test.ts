// Keyboard and screen-reader paths through the shell: the skip link, focus on the new screen's heading after
// navigation, the window title per screen, and the user menu (named by what it shows, closed by Escape).
import * as assert from 'uvu/assert'
import { e2eSuite, signIn, tokenOf, withToken } from './fixture'

const { t, x } = e2eSuite('keyboard and focus')
let admin = ''
t.before(async () => {
  admin = await tokenOf(x, 'admin')
})

/** What has focus: tag, id and text, e.g. "H1 Network". */
const focused = () =>
  x.page.evaluate(() => {
    const el = document.activeElement as HTMLElement
    if (el === document.body) return 'BODY'
    return `${el.tagName}${el.id ? '#' + el.id : ''} ${el.innerText.trim().split('\n')[0]}`.trim()
  })

t('the first Tab stop is "Skip to content", which moves focus past the menu to the screen', async () => {
  await withToken(x, admin)
  await x.page.goto(x.emu.url + '/mqtt/status')
  await x.page.getByRole('heading', { name: 'MQTT' }).waitFor()
  await x.page.keyboard.press('Tab')
  assert.is(await focused(), 'A Skip to content')
  assert.ok(await x.page.getByRole('link', { name: 'Skip to content' }).isVisible(), 'shown while focused')
  await x.page.keyboard.press('Enter')
  assert.match(await focused(), /^MAIN#main/)
  await x.page.keyboard.press('Tab')
  assert.is(await focused(), 'A Status', 'the next stop is the first control of the screen (its first tab)')
  assert.is(new URL(x.page.url()).pathname, '/mqtt/status', 'the skip link does not navigate')
})

t("after sign-in and after each navigation focus is on the new screen's heading; not on first load", async () => {
  await x.page.goto(x.emu.url + '/')
  await x.page.getByLabel('Username').waitFor()
  assert.not.match(await focused(), /^H1/, 'the sign-in page keeps its own start')
  await signIn(x, 'admin')
  await x.page.waitForFunction(() => document.activeElement?.tagName === 'H1')
  assert.is(await focused(), 'H1 Dashboard')
  await x.page.getByRole('navigation', { name: 'Menu' }).getByRole('link', { name: 'Network' }).click()
  await x.page.waitForFunction(() => document.activeElement?.textContent === 'Network')
  assert.is(await focused(), 'H1 Network')
  await x.page.getByRole('link', { name: 'Scan' }).click()
  await x.page.waitForURL((u) => u.pathname === '/network/scan')
  // the URL changes first, the screen moves focus after its render: wait for that as above (on a miss the
  // assert below names what has focus instead)
  await x.page.waitForFunction(() => document.activeElement?.tagName === 'H1', undefined, { timeout: 5000 }).catch(() => {})
  assert.is(await focused(), 'H1 Network', 'a tab change too')
  await x.page.reload()
  await x.page.getByRole('heading', { name: 'Network' }).waitFor()
  assert.is(await focused(), 'BODY', 'a reloaded page starts at the top, as the browser does')
  // Signed out on the landing screen and in again: back on the same path, focus on its heading again.
  await x.page.getByRole('navigation', { name: 'Menu' }).getByRole('link', { name: 'Dashboard' }).click()
  await x.page.waitForFunction(() => document.activeElement?.textContent === 'Dashboard')
  await x.page.locator('.user-menu summary').click()
  await x.page.getByRole('button', { name: 'Sign out' }).click()
  await x.page.getByLabel('Username').fill('admin')
  await x.page.getByLabel('Password', { exact: true }).fill('admin')
  await x.page.getByLabel('Password', { exact: true }).press('Enter')
  await x.page.waitForURL((u) => u.pathname === '/dashboard/overview')
  await x.page.waitForFunction(() => document.activeElement?.tagName === 'H1')
  assert.is(await focused(), 'H1 Dashboard')
})

/** Waits for the window title to be `title` (and says which it was, if it never came). */
async function titled(title: string) {
  await x.page.waitForFunction((tt) => document.title === tt, title).catch(async () => assert.is(await x.page.title(), title))
}

t("the window title names the screen and its tab, in the page's language", async () => {
  await withToken(x, admin)
  await x.page.goto(x.emu.url + '/mqtt/settings')
  await x.page.getByRole('heading', { name: 'MQTT' }).waitFor()
  assert.is(await x.page.title(), 'MQTT · Settings — EMS-ESP')
  await x.page.getByRole('navigation', { name: 'Menu' }).getByRole('link', { name: 'Help' }).click()
  await titled('Help — EMS-ESP')
  await x.page.getByRole('navigation', { name: 'Menu' }).getByRole('link', { name: 'Dashboard' }).click()
  await titled('Dashboard · Overview — EMS-ESP')
  await x.page.locator('.user-menu summary').click() // the language picker is in the user menu
  await x.page.getByLabel('Language').selectOption('de')
  await titled('Kontrollzentrum · Übersicht — EMS-ESP')
  await x.page.getByRole('button', { name: 'Abmelden' }).click()
  await titled('Anmelden — EMS-ESP')
})

t('the user menu is named by the name it shows; Escape closes it and returns focus to it', async () => {
  await withToken(x, admin)
  await x.page.goto(x.emu.url + '/dashboard/devices')
  const menu = x.page.locator('.user-menu')
  const button = menu.locator('summary')
  assert.match((await button.getAttribute('aria-label'))!, /^admin /, 'starts with the visible text (speech input: "click admin")')
  await button.click()
  await menu.getByRole('button', { name: 'Sign out' }).waitFor()
  await menu.getByRole('button', { name: 'Sign out' }).focus()
  await x.page.keyboard.press('Escape')
  assert.is(await menu.getAttribute('open'), null, 'closed')
  assert.is(await x.page.evaluate(() => document.activeElement?.tagName), 'SUMMARY', 'focus back on the menu button')
})

t.run()
