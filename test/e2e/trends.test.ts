// Trends kept in the browser, on 3.6.5 and 3.8.0: the page's clock runs 26 hours on the overview with the polls
// answering (the gateway away for 10 minutes of them); each number then has its line of the last 24 hours
// named by min, max and last; its trend shows 24 h with a gap where nothing answered; the CSV holds the samples
// shown; a reload keeps them; and every request the page made was one of the overview's polls.
import fs from 'node:fs'
import type { Download } from 'playwright-core'
import * as assert from 'uvu/assert'
import type { Release } from '../../src/schemas/releases.ts'
import { signedInSuite } from './fixture'

const STEP = 140_000 // one poll per step (the clock jumps past one wait), samples closer than a gap (150 s)
const HOURS = 26

function trends(firmware: Release) {
  const { t, x } = signedInSuite(`trends ${firmware}`, 'admin', { firmware })
  const card = (title: string | RegExp) => x.page.locator('.cards article').filter({ has: x.page.getByRole('heading', { name: title, level: 2 }) })
  const row = (name: string) => x.page.locator('.cards tr').filter({ has: x.page.getByRole('cell', { name, exact: true }) })
  const csvOf = async (d: Download) =>
    fs
      .readFileSync((await d.path())!, 'utf8')
      .trimEnd()
      .split('\r\n')

  t(`${HOURS} h of polls: a line per number, its trend with the gap, the CSV, a reload, no request added`, async () => {
    const { page } = x
    await page.clock.install()
    await page.goto(x.emu.url + '/dashboard/overview')
    await row('current flow temperature').getByRole('img').waitFor()
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000) // the page's time moves only when told
    // every answer of a poll read before the clock moves on: a sample's time is its poll's
    const seen = new Map<string, number>()
    const requests: string[] = []
    const path = (u: string) => new URL(u).pathname.replace(/^\/rest\//, '')
    page.on('request', (r) => /^\/(rest|api)\//.test(new URL(r.url()).pathname) && requests.push(path(r.url())))
    page.on('requestfinished', (r) => seen.set(path(r.url()), (seen.get(path(r.url())) ?? 0) + 1))
    const devices = (await card(/.*/).count()) - 2 // the two sensor cards come from sensorData
    const poll: Record<string, number> = firmware === '3.8.0' ? { dashboardData: 1 } : { sensorData: 1, coreData: 1, deviceData: devices }
    const step = async (answers: boolean) => {
      const before = new Map(seen)
      await page.clock.fastForward(STEP)
      while (answers && Object.entries(poll).some(([p, n]) => (seen.get(p) ?? 0) - (before.get(p) ?? 0) < n)) await new Promise((r) => setTimeout(r, 5))
    }
    const steps = Math.ceil((HOURS * 3600_000) / STEP)
    const away = steps - Math.ceil((5 * 3600_000) / STEP) // 5 hours before the end, for 5 polls (> 10 minutes)
    for (let i = 0; i < steps; i++) {
      if (i === away) await page.route('**/rest/**', (r) => r.abort('connectionrefused'))
      if (i === away + 5) await page.unroute('**/rest/**')
      await step(i < away || i >= away + 5)
    }
    // No request of its own: every call was one of the overview's polls, one set per poll.
    // (while the gateway was away, 3.6.5's deviceData were not asked: coreData got no answer to name the devices)
    const counts = Object.fromEntries(Object.keys(poll).map((p) => [p, requests.filter((r) => r === p).length]))
    const expected = Object.fromEntries(Object.entries(poll).map(([p, n]) => [p, n * (p === 'deviceData' ? steps - 5 : steps)]))
    assert.equal(counts, expected)
    assert.equal(
      requests.filter((r) => !(r in poll)),
      [],
      'no other request',
    )

    // Each number's line names its min, max and last (the value shown), in its unit.
    const sparks = page.locator('.cards .spark')
    assert.ok((await sparks.count()) >= 6, `${await sparks.count()} lines`)
    for (const name of ['current flow temperature', 'system pressure', 'living room', 'water pressure']) await row(name).locator('.spark').waitFor()
    for (const r of await page
      .locator('.cards tr')
      .filter({ has: page.locator('.spark') })
      .all()) {
      const label = (await r.getByRole('img').getAttribute('aria-label'))!
      const value = (await r.locator('td').nth(1).innerText()).trim()
      const [, min, max, last] = label.match(/^Min (.+), Max (.+), Last (.+)$/) ?? []
      assert.ok(min && max, label)
      assert.is(last, value, label)
    }

    // The trend: 24 h, one gap where nothing answered; 1 h without.
    const flow = row('current flow temperature')
    await flow.locator('.spark').click()
    const dlg = page.getByRole('dialog', { name: 'current flow temperature' })
    assert.is(await dlg.getByRole('button', { name: '24 hours' }).getAttribute('aria-pressed'), 'true')
    const runs = async () => ((await dlg.locator('.chart path').getAttribute('d'))!.match(/M/g) ?? []).length
    assert.is(await runs(), 2, 'a gap in 24 h')
    const axis = await dlg.locator('.axis span').allInnerTexts()
    const from = await page.evaluate(() => new Date(Date.now() - 86400_000).toLocaleTimeString('en', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }))
    assert.is(axis[0], from, 'the axis starts 24 h ago, on a 24 h clock')
    for (const k of ['Min', 'Max', 'Mean', 'Last']) await dlg.getByText(k, { exact: true }).waitFor()
    await dlg.getByRole('button', { name: '1 hour' }).click()
    assert.is(await runs(), 1, 'no gap in the last hour')
    await dlg.getByRole('button', { name: '24 hours' }).click()

    // The CSV: the samples of the 24 h shown, a poll apart but for the gap; the last is the one shown.
    const [d] = await Promise.all([page.waitForEvent('download'), dlg.getByRole('button', { name: 'Export CSV' }).click()])
    const lines = await csvOf(d)
    assert.is(lines[0], 'time;value;unit')
    const times = lines.slice(1).map((l) => Date.parse(l.split(';')[0]!) / 1000)
    const gaps = times.slice(1).map((s, i) => s - times[i]!)
    assert.equal([...new Set(gaps)].sort(), [STEP / 1000, 6 * (STEP / 1000)], 'a poll apart, and one gap')
    assert.ok(lines.length - 1 >= 86400 / (STEP / 1000) - 7, `${lines.length - 1} samples`)
    assert.ok(lines.every((l, i) => !i || l.endsWith(';°C')))
    const last = (await dlg.locator('dd').nth(3).innerText()).replace(' °C', '')
    assert.is(lines.at(-1)!.split(';')[1], last)

    // A reload keeps them: the same samples, with those read since.
    await page.keyboard.press('Escape')
    await page.reload()
    await flow.locator('.spark').click()
    const [again] = await Promise.all([page.waitForEvent('download'), dlg.getByRole('button', { name: 'Export CSV' }).click()])
    const after = await csvOf(again)
    assert.ok(after.length >= lines.length - 1, `${after.length} lines after, ${lines.length} before`)
    assert.ok(
      lines.slice(-40).every((l) => after.includes(l)),
      'the last samples before the reload are kept',
    )
  })
  return t
}

trends('3.6.5').run()
trends('3.8.0').run()
