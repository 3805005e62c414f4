// A return visit (page cached, signed in, release remembered) on 3.8.0 over the weak WiFi link: the overview's
// one read, dashboardData, is asked before any answer has come back, and never more than 3 calls are open.
import * as assert from 'uvu/assert'
import { signedInSuite, watchCalls } from './fixture'

const { t, x } = signedInSuite('return visit', 'admin', { firmware: '3.8.0' })

t('dashboardData starts before any call to the device is answered', async () => {
  const { page } = x
  await page.goto(x.emu.url + '/')
  await page.locator('main .cards h2').first().waitFor()
  assert.ok(await page.evaluate(() => localStorage.getItem('ems_version')), 'the release is remembered')

  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Network.enable')
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 150, downloadThroughput: 62_500, uploadThroughput: 31_250 })
  const sent = new Map<string, { path: string; t: number }>()
  const answered: number[] = []
  cdp.on('Network.requestWillBeSent', (e) => {
    const path = new URL(e.request.url).pathname
    if (/^\/(rest|api)\//.test(path)) sent.set(e.requestId, { path, t: e.timestamp })
  })
  cdp.on('Network.responseReceived', (e) => sent.has(e.requestId) && answered.push(e.timestamp))
  const calls = watchCalls(page)

  await page.goto(x.emu.url + '/')
  await page.locator('main .cards h2').first().waitFor({ timeout: 15_000 })
  const asked = [...sent.values()]
  const dashboard = asked.find((r) => r.path === '/rest/dashboardData')
  assert.ok(dashboard, asked.map((r) => r.path).join(' '))
  const firstAnswer = Math.min(...answered)
  assert.ok(
    dashboard!.t < firstAnswer,
    `asked in order ${asked.map((r) => r.path).join(' ')}; dashboardData ${Math.round((dashboard!.t - firstAnswer) * 1000)} ms after the first answer`,
  )
  await calls.settled()
  assert.ok(calls.most <= 3, `${calls.most} calls open at once`)
})

t.run()
