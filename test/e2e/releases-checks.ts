// The checks of releases.test.ts that are more than a few lines: signing in, readable text, renaming a device,
// the backups, a restart that returns and a guest's tour. Expectations are written out here, not read from the
// emulator's release profile.
import type { Browser, Page } from 'playwright-core'
import * as assert from 'uvu/assert'
import type { Release } from '../../src/schemas/releases.ts'
import { WAIT } from './browser'
import { inApp } from './fixture'

/** Where each release keeps its custom entities (written out once for the unit and e2e tests). */
export { ENTITIES_PATH as ENTITIES } from '../unit/emulator/_releases.ts'

/** Fails on anything the console says it could not read, or on a value rendered from nothing. */
export async function readable(page: Page, where: string) {
  const text = await page.locator('main').innerText()
  assert.not.match(text, /cannot read|Page error|undefined|NaN|\[object/, where)
}

/** Closes the device panel with Escape and waits until its history entry is gone (the page takes it off with a
 *  history step of its own, which would cut short a navigation started before it lands). */
export async function closePanel(page: Page) {
  await page.keyboard.press('Escape')
  await page.locator('.panel').waitFor({ state: 'detached' })
  await page.waitForFunction(() => !history.state?.layer)
}

/** Waits for "Settings saved" and closes it (or sees it close itself): the screens follow each other without a
 *  new load of the page, so the next save's toast must not meet this one. */
export async function saved(page: Page) {
  const toast = page.locator('.toast').filter({ hasText: 'Settings saved' })
  await toast.waitFor()
  await toast
    .getByRole('button', { name: 'Close' })
    .click({ timeout: 1000 })
    .catch(() => {})
  await toast.waitFor({ state: 'detached' })
}

/** Signs in from the sign-in page and waits for the overview. */
export async function signInAs(page: Page, url: string, user: 'admin' | 'guest') {
  await page.goto(url + '/')
  await page.getByLabel('Username').fill(user)
  await page.getByLabel('Password', { exact: true }).fill(user)
  await page.getByLabel('Password', { exact: true }).press('Enter')
  await page.waitForURL((u) => u.pathname === '/dashboard/overview')
}

/** The first device renamed from its details (3.7.0 on); the gateway's device list then names it so. */
export async function renamed(page: Page, get: (path: string) => Promise<Response>) {
  await page.locator('main table').first().locator('tbody tr').first().click()
  await page.getByRole('button', { name: 'Device details' }).click()
  const dialog = page.getByRole('dialog')
  await dialog.getByLabel('Name').fill('Cellar boiler')
  await dialog.getByRole('button', { name: 'Rename' }).click()
  await saved(page)
  const core = (await (await get('/rest/coreData')).json()) as { devices: { id: number; n: string }[] }
  assert.is(core.devices[0].n, 'Cellar boiler', 'the gateway holds the name')
  await page.locator('main table').first().getByText('Cellar boiler').waitFor()
  await closePanel(page)
}

/** The four backups of System > Upload/Download: each a file with the document the device wrote. */
export async function backupsDownload(page: Page, release: Release) {
  await inApp(page, '/system/upload')
  for (const [label, type] of [
    ['Settings', 'settings'],
    ['Customizations', 'customizations'],
    ['Schedule', 'schedule'],
    ['Custom entities', 'entities'],
  ]) {
    const file = page.waitForEvent('download')
    await page.getByRole('button', { name: label, exact: true }).click()
    const d = await file
    const body = JSON.parse(await new Response((await d.createReadStream()) as unknown as ReadableStream).text())
    assert.is(body.type, type, `${release} ${label}`)
  }
}

/** Restart from System > Status: the waiting screen, then the status page again once the gateway is back. */
export async function restartReturns(page: Page) {
  await inApp(page, '/system/status')
  await page.getByRole('button', { name: 'Restart', exact: true }).click()
  await page.getByRole('dialog').getByRole('button', { name: 'Restart', exact: true }).click()
  await page.getByText('restarting', { exact: false }).first().waitFor()
  await page.waitForEvent('load', { timeout: 30_000 })
  await page.locator('main dl').waitFor({ timeout: 15_000 })
}

/** A guest's tour of what guests may open: never signed out, nothing unreadable. */
export async function guestStays(browser: Browser, url: string) {
  const page = await browser.newPage({ viewport: { width: 1200, height: 800 } })
  page.setDefaultTimeout(WAIT)
  try {
    await signInAs(page, url, 'guest')
    await page.locator('main .cards h2').first().waitFor()
    for (const path of ['/dashboard/devices', '/dashboard/sensors', '/dashboard/status', '/help', '/system/status', '/system/log', '/mqtt/status']) {
      await page.goto(url + path)
      await page.locator('main h1, main h2, main dl, main table').first().waitFor()
      await page.waitForTimeout(300)
      assert.is(new URL(page.url()).pathname, path, 'still there')
      await readable(page, 'guest ' + path)
    }
    assert.ok(await page.evaluate(() => localStorage.getItem('access_token')), 'still signed in')
  } finally {
    await page.close()
  }
}
