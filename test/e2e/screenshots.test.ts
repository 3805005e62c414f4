// The README's screenshots: the overview at 1280 px, the device panel, a table and the device panel on a
// 360 px phone and dark mode (where they are written: shots.ts; the README's "Screens" section shows them).
import * as assert from 'uvu/assert'
import { signedInSuite } from './fixture'
import { writeShot } from './shots'

const { t, x } = signedInSuite('screenshots', 'admin', { page: { viewport: { width: 1280, height: 800 } } })
const shot = (name: string, width: number, height: number) => writeShot(x.page, name, width, height)
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
