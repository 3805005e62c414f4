// Trends kept in the browser, on 3.6.5 and 3.8.0: the page's clock runs 26 hours on the overview with the polls
// answering (the gateway away for 10 minutes of them); each number then has its line of the last 24 hours
// named by min, max and last; its trend shows 24 h with a gap where nothing answered, and another entity of its
// unit beside it when asked; the CSV holds the samples shown; a reload keeps them; and every request the page made was one of the overview's polls.
import fs from 'node:fs'
import type { Download } from 'playwright-core'
import * as assert from 'uvu/assert'
import type { Release } from '../../src/schemas/releases.ts'
import { signedInSuite } from './fixture'

const STEP = 140_000 // one poll per step (the clock jumps past one wait), samples closer than a gap (150 s)
const HOURS = 26

function trends(firmware: Release) {
  const { t, x } = signedInSuite(`trends ${firmware}`, 'admin', { firmware })
  const row = (name: string) => x.page.locator('.cards tr').filter({ has: x.page.getByRole('cell', { name, exact: true }) })
  const csvOf = async (d: Download) =>
    fs
      .readFileSync((await d.path())!, 'utf8')
      .trimEnd()
      .split('\r\n')

  t(`${HOURS} h of polls: a line per number, its trend with the gap, the CSV, a reload, no request added`, async () => {
    const { page } = x
    await page.clock.install()
    // every call and every answer, from the page's first read on: a sample's time is its poll's
    const seen = new Map<string, number>()
    const requests: string[] = []
    const path = (u: string) => new URL(u).pathname.replace(/^\/rest\//, '')
    let inFlight = 0
    page.on('request', (r) => (inFlight++, /^\/(rest|api)\//.test(new URL(r.url()).pathname) && requests.push(path(r.url()))))
    page.on('requestfailed', () => inFlight--)
    page.on('requestfinished', (r) => (inFlight--, seen.set(path(r.url()), (seen.get(path(r.url())) ?? 0) + 1)))
    await page.goto(x.emu.url + '/dashboard/overview')
    await row('current flow temperature').getByRole('img').waitFor()
    // what a poll asks at least (3.6.5: the devices' values once coreData has named them)
    const poll: Record<string, number> = firmware === '3.8.0' ? { dashboardData: 1 } : { sensorData: 1, coreData: 1, deviceData: 1 }
    /** Waits until the calls of one more poll than `before` counted are answered (or fails, never hangs). */
    const answered = async (before: Map<string, number>, what: string, need = poll) => {
      const missing = () => Object.entries(need).filter(([p, n]) => (seen.get(p) ?? 0) - (before.get(p) ?? 0) < n)
      // and nothing still on its way (the first read asks every device, later ones those with favourites)
      for (let waited = 0; missing().length || inFlight; waited += 5) {
        assert.ok(waited < 30_000, `${what}: no answer to ${missing().map(([p]) => p)}`)
        await new Promise((r) => setTimeout(r, 5))
      }
    }
    await answered(new Map(), 'the first poll')
    const opened = requests.length // the page's first reads: its sign-in check, the status bar's
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000) // the page's time moves only when told
    const steps = Math.ceil((HOURS * 3600_000) / STEP)
    const away = steps - Math.ceil((5 * 3600_000) / STEP) // 5 hours before the end, for 5 polls (> 10 minutes)
    // No request of its own: each poll the gateway answered made the overview's calls, once each. (While it
    // was away, and at the first poll after, the calls are those of a read that failed: not counted.)
    let one: string[] = [] // the calls of the first poll: every poll the gateway answered makes the same
    for (let i = 0; i < steps; i++) {
      if (i === away) await page.route('**/rest/**', (r) => r.abort('connectionrefused'))
      if (i === away + 5) await page.unroute('**/rest/**')
      const before = new Map(seen)
      const from = requests.length
      await page.clock.fastForward(STEP) // one poll: the clock jumps past one wait
      if (i >= away && i < away + 5) continue
      // the return: the page's read again and the poll may be one read (the overview asks once at a time)
      await answered(before, `poll ${i}`, i === away + 5 ? {} : poll)
      const calls = requests.slice(from).sort()
      if (!i) one = calls
      else if (i !== away + 5) assert.equal(calls, one, `the calls of poll ${i}`)
    }
    assert.equal(
      one.filter((p) => p !== 'deviceData'),
      Object.keys(poll)
        .filter((p) => p !== 'deviceData')
        .sort(),
      'each read once a poll',
    )
    assert.equal(
      requests.slice(opened).filter((r) => !(r in poll)),
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
    await page.clock.runFor(500) // the page's time is still paused: its effects (the dialog opening) wait for it
    const dlg = page.getByRole('dialog', { name: 'current flow temperature' })
    assert.is(await dlg.getByRole('button', { name: '24 hours' }).getAttribute('aria-pressed'), 'true')
    const path24 = async () => (await dlg.locator('.chart path').getAttribute('d'))!
    const runs = async () => ((await path24()).match(/M/g) ?? []).length
    assert.is(await runs(), 2, `a gap in 24 h: ${await path24()}`)
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
    assert.is(lines[0], 'name;time;value;unit')
    assert.ok(
      lines.every((l, i) => !i || l.startsWith('current flow temperature;')),
      'its samples only',
    )
    const times = lines.slice(1).map((l) => Date.parse(l.split(';')[1]!) / 1000)
    const gaps = times.slice(1).map((s, i) => s - times[i]!)
    const apart = gaps.filter((g) => g > STEP / 1000)
    assert.is(apart.length, 1, `a poll apart (or less, at the return) but once: ${apart}`)
    assert.ok(apart[0]! > 5 * (STEP / 1000) - 30, `the gap: the 5 polls not answered (${apart[0]} s)`)
    assert.ok(lines.length - 1 >= 86400 / (STEP / 1000) - 6, `${lines.length - 1} samples`)
    assert.ok(lines.every((l, i) => !i || l.endsWith(';°C')))
    const last = (await dlg.locator('dd').nth(3).innerText()).replace(' °C', '')
    assert.is(lines.at(-1)!.split(';')[2], last)

    // Another entity of its unit on the same chart, when asked: a line of its own, named, and in the CSV.
    const other = dlg.getByRole('checkbox', { name: 'selected flow temperature' })
    await other.check()
    assert.is(await dlg.locator('.chart path').count(), 2)
    assert.match((await dlg.locator('.chart').getAttribute('aria-label'))!, /^Min .+; selected flow temperature: Min .+, Max .+, Last .+ °C$/)
    assert.ok(!(await dlg.getByRole('checkbox', { name: 'system pressure' }).count()), 'only entities of its unit')
    const [both] = await Promise.all([page.waitForEvent('download'), dlg.getByRole('button', { name: 'Export CSV' }).click()])
    const named = new Set((await csvOf(both)).slice(1).map((l) => l.split(';')[0]))
    assert.equal([...named], ['current flow temperature', 'selected flow temperature'])
    await other.uncheck()
    assert.is(await dlg.locator('.chart path').count(), 1)

    // A reload keeps them: the same samples, with those read since.
    await page.keyboard.press('Escape')
    await page.clock.resume()
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
