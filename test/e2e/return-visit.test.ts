// A return visit (page cached, signed in, release remembered) on 3.8.0: the overview's one read, dashboardData,
// is asked before any other call to the device has been answered, and never more than 3 calls are open. The
// other answers are held until dashboardData has been asked (or 10 s), so the order does not hang on the
// link's or the machine's speed.
import * as assert from 'uvu/assert'
import { signedInSuite, watchCalls } from './fixture'

const { t, x } = signedInSuite('return visit', 'admin', { firmware: '3.8.0' })

t('dashboardData is asked before any other call to the device is answered', async () => {
  const { page } = x
  await page.goto(x.emu.url + '/')
  await page.locator('main .cards h2').first().waitFor({ timeout: 20_000 })
  assert.ok(await page.evaluate(() => localStorage.getItem('ems_version')), 'the release is remembered')

  const asked: string[] = []
  let go!: () => void
  const dashboard = new Promise<void>((r) => (go = r))
  let heldOut = false
  await page.route(/\/(rest|api)\//, async (route) => {
    const path = new URL(route.request().url()).pathname
    asked.push(path)
    if (path === '/rest/dashboardData') go()
    else if (!(await Promise.race([dashboard.then(() => true), new Promise((r) => setTimeout(r, 10_000, false))]))) heldOut = true
    await route.continue()
  })
  const calls = watchCalls(page)
  await page.goto(x.emu.url + '/')
  await page.locator('main .cards h2').first().waitFor({ timeout: 20_000 })
  assert.not.ok(heldOut, `dashboardData was not asked while the others waited for it: asked ${asked.join(' ')}`)
  await calls.settled()
  assert.ok(calls.most <= 3, `${calls.most} calls open at once`)
})

t.run()
