// The dashboard's one banner for values that are old: the bus offline (from the answers the tabs get anyway)
// or the gateway not answering (a call without an answer: since when, as an alert). Meanwhile the
// cards keep their last values, dimmed, without edit buttons; the first answer that says otherwise clears it.
// Readable at 360 px in dark mode. 3.6.5 and 3.8.0.
import fs from 'node:fs'
import { createRequire } from 'node:module'
import * as assert from 'uvu/assert'
import { busOf } from '../../emulator/bus/index.ts'
import type { Release } from '../../src/schemas/releases.ts'
import { e2eSuite, tokenOf, watchCalls, withToken } from './fixture'

const AXE = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')
const OFFLINE = 'The EMS bus is not connected'
const AWAY = 'No answer from the device since'

function linkSuite(firmware: Release) {
  const { t, x } = e2eSuite('dashboard banner ' + firmware, { firmware })
  let token = ''
  t.before(async () => {
    token = await tokenOf(x, 'admin')
  })
  const card = (title: RegExp) => x.page.locator('.cards article').filter({ has: x.page.getByRole('heading', { name: title, level: 2 }) })
  const rc310 = () => card(/RC310/)
  const texts = async () => (await rc310().locator('td').allInnerTexts()).map((s) => s.trim())
  const edits = () => x.page.locator('.cards').getByRole('button', { name: /^Edit: / })
  const banner = (text: string) => x.page.getByRole('alert').filter({ hasText: text })
  let settled = async () => {}
  const open = async () => {
    settled = watchCalls(x.page).settled
    await x.page.clock.install()
    await withToken(x, token)
    await x.page.goto(x.emu.url + '/dashboard/overview')
    await rc310().getByRole('cell', { name: 'hc1 selected room temperature', exact: true }).waitFor()
  }

  t('bus offline: one banner on the overview and the other tabs, values dimmed, no edit; gone at the first answer saying connected', async () => {
    busOf(x.emu.emulator.ctx).setOffline(true)
    try {
      await open()
      await banner(OFFLINE).waitFor()
      assert.is(await x.page.getByRole('alert').count(), 1, 'one banner')
      assert.is(await edits().count(), 0, 'no edit buttons')
      assert.ok((await rc310().locator('.stale').count()) > 0, 'values marked as old')
      for (const tab of ['Devices', 'Sensors', 'Status', 'Overview']) {
        await x.page.getByRole('link', { name: tab, exact: true }).click()
        await banner(OFFLINE).waitFor()
        assert.is(await x.page.getByRole('alert').count(), 1, 'one banner on ' + tab)
      }
      await settled() // the overview's first load, made again on coming back, has been read
      busOf(x.emu.emulator.ctx).setOffline(false)
      await x.page.clock.fastForward(60_500) // the overview's next poll of the devices (30 s from 3.7.0)
      await banner(OFFLINE).waitFor({ state: 'detached' })
      await edits().first().waitFor()
      assert.is(await rc310().locator('.stale').count(), 0)
    } finally {
      busOf(x.emu.emulator.ctx).setOffline(false)
    }
  })

  t('gateway unreachable: one banner instead of an error card per load, last values kept dimmed; cleared by the first answer', async () => {
    await open()
    await settled()
    const before = await texts()
    assert.ok((await edits().count()) > 0)
    await x.page.route('**/rest/**', (route) => route.abort('connectionrefused'))
    await x.page.clock.fastForward(30_500) // the next poll fails
    await banner(AWAY).waitFor()
    await x.page.clock.fastForward(30_000) // every load has failed by now
    await x.page.waitForTimeout(300)
    assert.is(await x.page.getByRole('alert').filter({ hasNotText: AWAY }).count(), 0, 'no error cards beside the banner')
    assert.is(await banner(AWAY).count(), 1, 'one banner')
    assert.is(await x.page.getByRole('button', { name: 'Retry' }).count(), 1, "the banner's own")
    assert.equal(await texts(), before, 'the last values stay')
    assert.is(await edits().count(), 0, 'no edit buttons')
    assert.ok((await rc310().locator('.stale').count()) > 0, 'values marked as old')
    await x.page.unrouteAll({ behavior: 'ignoreErrors' })
    const asked = x.page.waitForRequest((r) => /dashboardData|deviceData/.test(r.url()))
    await x.page.clock.fastForward(30_000) // the next poll answers
    await banner(AWAY).waitFor({ state: 'detached' })
    await asked // the failed loads are made again at once, not at their next poll
    await edits().first().waitFor()
    assert.is(await x.page.getByRole('alert').count(), 0)
  })

  t('a failed poll says at once since when the gateway has not answered, the values staying; an answer clears it', async () => {
    await open()
    await settled()
    await x.page.clock.pauseAt((await x.page.evaluate(() => Date.now())) + 1000) // the page's time moves only when told
    const answer = x.page.waitForResponse((r) => /dashboardData|sensorData/.test(r.url()))
    await x.page.clock.fastForward(30_000) // a poll that answers
    await answer
    const time = await x.page.evaluate(() => new Date().toLocaleTimeString('en'))
    const before = await texts()
    await x.page.route('**/rest/**', (route) => route.abort('connectionrefused'))
    const failed = x.page.waitForEvent('requestfailed')
    await x.page.clock.fastForward(30_000) // the next poll gets no answer
    await failed
    const notice = banner(AWAY)
    await notice.waitFor() // the page's clock stands still: shown without any wait of the page's own
    assert.is((await notice.locator('p').innerText()).trim(), `No answer from the device since ${time}`)
    assert.equal(await texts(), before, 'the values stay shown')
    await x.page.unrouteAll({ behavior: 'ignoreErrors' })
    await x.page.clock.fastForward(30_000) // the next poll answers
    await notice.waitFor({ state: 'detached' })
  })

  t('a first load without an answer: the banner and busy cards; its Retry brings the cards', async () => {
    await x.page.clock.install()
    await withToken(x, token)
    await x.page.route('**/rest/**', (route) => route.abort('connectionrefused'))
    await x.page.goto(x.emu.url + '/dashboard/overview')
    await banner(AWAY).waitFor()
    await x.page.waitForTimeout(300)
    assert.is(await x.page.getByRole('alert').filter({ hasNotText: AWAY }).count(), 0, 'no error cards beside the banner')
    assert.is(await x.page.getByRole('button', { name: 'Retry' }).count(), 1, "the banner's own")
    await x.page.unrouteAll({ behavior: 'ignoreErrors' })
    await x.page.getByRole('button', { name: 'Retry' }).click() // every load that got no answer, at once
    await rc310().getByRole('cell', { name: 'hc1 selected room temperature', exact: true }).waitFor()
    await banner(AWAY).waitFor({ state: 'detached' })
  })

  t('the banner and the dimmed values at 360 px in dark mode: no axe violation, nothing wider than the screen', async () => {
    await x.page.setViewportSize({ width: 360, height: 800 })
    await x.page.emulateMedia({ colorScheme: 'dark' })
    await x.page.addInitScript(() => localStorage.setItem('theme', 'dark'))
    busOf(x.emu.emulator.ctx).setOffline(true)
    try {
      await open()
      await banner(OFFLINE).waitFor()
      await x.page.evaluate(AXE + '\n;0') // evaluated: the page's CSP refuses inline scripts
      const found = await x.page.evaluate(async () => {
        const r = await (window as any).axe.run(document, { resultTypes: ['violations'] })
        return r.violations.map((v: any) => `${v.id}: ${v.nodes.map((n: any) => n.target).join(' ')}`)
      })
      assert.equal(found, [])
      assert.ok(await x.page.evaluate(() => document.documentElement.scrollWidth <= innerWidth), 'no sideways scrolling')
    } finally {
      busOf(x.emu.emulator.ctx).setOffline(false)
    }
  })

  return t
}

linkSuite('3.6.5').run()
linkSuite('3.8.0').run()
