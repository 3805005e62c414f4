// The README's screenshots, made by this run: the overview at 1280 px, the device panel, a table and the
// device panel on a 360 px phone and dark mode, written to docs/screenshots/ (committed; the README's "Screens" section shows them).
import fs from 'node:fs'
import * as assert from 'uvu/assert'
import { signedInSuite } from './fixture'

const DIR = new URL('../../docs/screenshots/', import.meta.url)
const { t, x } = signedInSuite('screenshots', 'admin', { page: { viewport: { width: 1280, height: 800 } } })
t.before(async () => {
  fs.mkdirSync(DIR, { recursive: true })
})

/** Writes docs/screenshots/NAME.png and checks it is a PNG of the viewport's size. */
async function shot(name: string, width: number, height: number) {
  const file = new URL(name + '.png', DIR)
  fs.rmSync(file, { force: true })
  await x.page.screenshot({ path: file.pathname, animations: 'disabled', caret: 'hide' })
  const png = fs.readFileSync(file)
  assert.is(png.toString('latin1', 1, 4), 'PNG')
  assert.equal([png.readUInt32BE(16), png.readUInt32BE(20)], [width, height], name)
}
const overview = async () => {
  await x.page.goto(x.emu.url + '/dashboard/overview')
  await x.page.getByRole('heading', { name: 'Analog sensors', level: 2 }).waitFor()
  await x.page.getByRole('heading', { name: 'RC310', level: 2 }).waitFor()
}

t('overview at 1280 px', async () => {
  await overview()
  await shot('overview', 1280, 800)
})

t('device panel', async () => {
  await x.page.goto(x.emu.url + '/dashboard/devices')
  await x.page.getByRole('row').filter({ hasText: 'RC310' }).first().click()
  await x.page.locator('.panel').getByRole('searchbox').waitFor()
  await x.page.locator('.panel tbody tr').nth(15).waitFor()
  await shot('device-panel', 1280, 800)
})

t('a table on a 360 px phone', async () => {
  await x.page.setViewportSize({ width: 360, height: 740 })
  await x.page.goto(x.emu.url + '/settings/scheduler')
  await x.page.getByRole('cell', { name: 'weekend' }).waitFor()
  const box = await x.page.getByRole('cell', { name: 'weekend' }).boundingBox()
  assert.ok(box && box.x + box.width <= 360, 'the last columns are on the phone screen too')
  await shot('phone-table', 360, 740)
})

t('the device panel on a 360 px phone: the tools with their words', async () => {
  await x.page.setViewportSize({ width: 360, height: 740 })
  await x.page.goto(x.emu.url + '/dashboard/devices')
  await x.page.getByRole('row').filter({ hasText: 'RC310' }).first().click()
  await x.page.locator('.panel tbody tr').nth(10).waitFor()
  await x.page.locator('main h1').focus() // no focus ring in the picture
  await shot('phone-panel', 360, 740)
})

t('dark mode', async () => {
  await x.page.emulateMedia({ colorScheme: 'dark' })
  await overview()
  await shot('dark', 1280, 800)
})

t.run()
