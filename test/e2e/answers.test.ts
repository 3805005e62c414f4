// In real Chromium at phone width: device strings of 10,000 characters without a space wrap
// instead of widening the page, and a broken answer is the translated error panel whose Retry recovers.
import * as assert from 'uvu/assert'
import { e2eSuite, signIn } from './fixture'

const { t, x } = e2eSuite('answers', { page: { viewport: { width: 360, height: 740 } } })
const LONG = 'x'.repeat(10_000)
const pageWidth = () => x.page.evaluate(() => document.documentElement.scrollWidth)

t('10,000-character device strings wrap: the device panel and status pages stay 360 px wide', async () => {
  const patch = (path: string, change: (body: any) => void) =>
    x.page.route('**' + path, async (r) => {
      const body = await (await r.fetch()).json()
      change(body)
      await r.fulfill({ json: body })
    })
  await patch('/rest/coreData', (b) => (b.devices[0].n = LONG))
  await patch('/rest/networkStatus', (b) => (b.hostname = LONG))
  await patch('/rest/mqttStatus', (b) => (b.client_id = LONG))
  await signIn(x, 'admin')
  await x.page.locator('tbody tr').first().click() // the device's panel, headed by its name
  await x.page
    .getByRole('heading', { name: LONG.slice(0, 50) })
    .first()
    .waitFor()
  assert.ok((await pageWidth()) <= 360, `device panel ${await pageWidth()} px`)
  for (const path of ['/network/status', '/mqtt/status']) {
    await x.page.goto(x.emu.url + path)
    await x.page.getByText(LONG.slice(0, 50)).first().waitFor()
    assert.ok((await pageWidth()) <= 360, `${path} ${await pageWidth()} px`)
  }
})

t('truncated JSON is the translated error with the endpoint, and Retry recovers', async () => {
  let broken = true
  await x.page.route('**/rest/systemStatus', async (r) => {
    if (!broken) return r.continue()
    const text = await (await r.fetch()).text()
    await r.fulfill({ body: text.slice(0, 40), contentType: 'application/json' })
  })
  const errors: string[] = []
  x.page.on('pageerror', (e) => errors.push(e.message))
  await signIn(x, 'admin', '/system/status')
  await x.page.getByText('The device sent an answer this console cannot read (rest/systemStatus)').waitFor()
  broken = false
  await x.page.getByRole('button', { name: 'Retry' }).click()
  await x.page.getByText('3.6.5').first().waitFor()
  assert.equal(errors, [])
})

t.run()
