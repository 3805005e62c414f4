// On a 360 px phone: Back (the browser's button, Android's back gesture) closes the open device panel or
// dialog instead of leaving the page, one layer a time; a layer closed by its own button or Escape leaves
// no entry behind, so the next Back leaves the page as usual. And the "Logged in as" toast keeps the menu
// button in sight and lets taps through to the top bar's other controls.
import * as assert from 'uvu/assert'
import { e2eSuite, signIn, tokenOf, withToken } from './fixture'

const { t, x } = e2eSuite('back closes', { page: { viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true } })
const panel = () => x.page.locator('.panel')
const dialog = () => x.page.locator('dialog[open]')
const path = () => x.page.evaluate(() => location.pathname)
const back = () => x.page.evaluate(() => history.back())

/** Signed in, on the overview, then to the devices tab the way a user goes (so Back has somewhere to go). */
async function devices(open = 'RC310') {
  await withToken(x, await tokenOf(x, 'admin'))
  await x.page.goto(x.emu.url + '/dashboard/overview')
  await x.page.locator('main h1').waitFor()
  await x.page.evaluate(() => {
    history.pushState(null, '', '/dashboard/devices') // wouter follows pushState
  })
  await x.page.getByRole('row').filter({ hasText: open }).first().click()
  await x.page.getByRole('heading', { name: open, level: 2 }).waitFor()
}

t('Back closes the device panel and stays on the page; the next Back leaves it', async () => {
  await devices()
  await back()
  await panel().waitFor({ state: 'detached' })
  assert.is(await path(), '/dashboard/devices')
  await back()
  await x.page.waitForURL((u) => u.pathname === '/dashboard/overview')
})

t('Back closes the menu drawer and stays on the page; the next Back leaves it', async () => {
  await devices()
  await back()
  await panel().waitFor({ state: 'detached' })
  await x.page.getByRole('button', { name: 'Menu' }).click()
  const drawer = x.page.locator('#sidebar.open')
  await drawer.waitFor()
  await back()
  await drawer.waitFor({ state: 'detached' })
  assert.is(await path(), '/dashboard/devices')
  await back()
  await x.page.waitForURL((u) => u.pathname === '/dashboard/overview')
})

t('Back closes a dialog over the panel first, then the panel', async () => {
  await devices()
  await x.page.getByRole('button', { name: 'Device details' }).click()
  await dialog().waitFor()
  await back()
  await dialog().waitFor({ state: 'detached' })
  assert.ok(await panel().isVisible(), 'the panel under the dialog stays')
  await back()
  await panel().waitFor({ state: 'detached' })
  assert.is(await path(), '/dashboard/devices')
})

t('closed by its button or Escape, a layer leaves no history entry: the next Back leaves the page', async () => {
  await devices()
  const before = await x.page.evaluate(() => history.length)
  await x.page.getByRole('button', { name: 'Device details' }).click()
  await dialog().waitFor()
  await x.page.keyboard.press('Escape')
  await dialog().waitFor({ state: 'detached' })
  await panel().getByRole('button', { name: 'Close' }).click()
  await panel().waitFor({ state: 'detached' })
  await x.page.waitForFunction(() => history.state?.layer === undefined)
  // again, closed by Escape this time
  await x.page.getByRole('row').filter({ hasText: 'RC310' }).first().click()
  await x.page.locator('.panel tbody tr').first().waitFor() // the panel's key handler is set after its first paint
  await x.page.keyboard.press('Escape')
  await panel().waitFor({ state: 'detached' })
  await x.page.waitForFunction(() => history.state?.layer === undefined)
  assert.is(await path(), '/dashboard/devices')
  await back()
  await x.page.waitForURL((u) => u.pathname === '/dashboard/overview')
  assert.ok((await x.page.evaluate(() => history.length)) <= before + 1, "a closed layer's entry is reused by the next")
})

t('left by a link with the panel open, its entry is skipped on the way back: one Back to the tab, one more leaves it', async () => {
  await devices()
  await x.page.getByRole('button', { name: 'Customization' }).click()
  await x.page.waitForURL((u) => u.pathname === '/settings/customization')
  await back()
  await x.page.waitForURL((u) => u.pathname === '/dashboard/devices')
  await x.page.waitForFunction(() => history.state?.layer === undefined) // past the panel's entry, which is gone
  assert.is(await panel().count(), 0)
  await back()
  await x.page.waitForURL((u) => u.pathname === '/dashboard/overview')
})

t('the "Logged in as" toast leaves the menu button in sight and usable; taps on the bar under it go through', async () => {
  await x.page.clock.install()
  await signIn(x, 'admin')
  const toast = x.page.locator('.toast').filter({ hasText: 'Logged in as admin' })
  await toast.waitFor()
  // the toast's 3 s stop here: on a busy machine the steps below can take longer than that
  await x.page.clock.pauseAt(await x.page.evaluate(() => Date.now() + 500))
  const [t, m] = await Promise.all([toast.boundingBox(), x.page.locator('.menu-btn').boundingBox()])
  assert.ok(t && m && (t.x >= m.x + m.width || t.y >= m.y + m.height), `toast ${JSON.stringify(t)} over the menu button ${JSON.stringify(m)}`)
  const hit = await x.page.locator('.topbar .icon-btn:not(.menu-btn)').evaluate((b) => {
    const r = b.getBoundingClientRect()
    return b.contains(document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2))
  })
  assert.ok(hit, 'a tap on the theme button under the toast reaches it')
  await x.page.locator('.menu-btn').click()
  await x.page.locator('.sidebar.open').waitFor()
  assert.ok(await toast.isVisible(), 'the toast was still up')
})

t.run()
