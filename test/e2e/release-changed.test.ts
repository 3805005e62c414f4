// A gateway that now runs another release than the one the browser remembers (upgraded, or another firmware
// flashed): the overview and the bus status read it right, without an error panel. The gateway's answer to
// the question of its release is held back until the first read by the remembered release has been answered,
// so that read always goes the old way.
import type { Page } from 'playwright-core'
import * as assert from 'uvu/assert'
import type { Release } from '../../src/schemas/releases.ts'
import { signedInSuite } from './fixture'

/** Holds system status (which tells the release) until `misfit`, a path only the remembered release has, was answered. */
async function heldUntil(page: Page, misfit: string) {
  let go!: () => void
  const answered = new Promise<void>((r) => (go = r))
  page.on('requestfinished', (r) => new URL(r.url()).pathname === misfit && go())
  await page.route('**/rest/systemStatus', async (route) => {
    await answered
    await route.continue()
  })
}

for (const [was, now, overviewPath, statusPath] of [
  ['3.6.5', '3.8.0', '/rest/coreData', '/rest/status'],
  ['3.8.0', '3.6.5', '/rest/dashboardData', '/rest/activity'],
] as [Release, Release, string, string][]) {
  const { t, x } = signedInSuite(`remembered ${was}, gateway now ${now}`, 'admin', {
    firmware: now,
    beforeEach: async (x) => void (await x.page.addInitScript((v) => localStorage.setItem('ems_version', v), was)),
  })
  const noErrorPanel = async () => assert.is(await x.page.locator('main .notice.error').count(), 0, await x.page.locator('main').innerText())

  t('the overview shows its cards, no error panel', async () => {
    await heldUntil(x.page, overviewPath)
    await x.page.goto(x.emu.url + '/dashboard/overview')
    await x.page.locator('main .cards h2').first().waitFor()
    await noErrorPanel()
  })

  t('the bus status shows the statistics, no error panel', async () => {
    await heldUntil(x.page, statusPath)
    await x.page.goto(x.emu.url + '/dashboard/status')
    await x.page.getByRole('cell', { name: 'EMS telegrams received' }).waitFor()
    await noErrorPanel()
  })

  t.run()
}
