// The README's screenshots: the overview at 1280 px, the device panel, a table and the device panel on a
// 360 px phone and dark mode (where they are written: shots.ts; the README's "Screens" section shows them).
// Each picture is checked for what it is of: its subject shown and not cut, nothing wider than the screen, not
// blank, and dark mode darker than light.
import type { Locator } from 'playwright-core'
import * as assert from 'uvu/assert'
import { signedInSuite } from './fixture'
import { pixelsOf, writeShot } from './shots'

const { t, x } = signedInSuite('screenshots', 'admin', { page: { viewport: { width: 1280, height: 800 } } })
const shot = (name: string, width: number, height: number, ...subjects: Locator[]) => writeShot(x.page, name, width, height, subjects)
const heading = (name: string) => x.page.getByRole('heading', { name, level: 2 })
const overview = async () => {
  await x.page.goto(x.emu.url + '/dashboard/overview')
  await heading('Analog sensors').waitFor()
  await heading('RC310').waitFor()
}

t('overview at 1280 px', async () => {
  await overview()
  await shot('overview', 1280, 800, x.page.locator('main h1'), heading('RC310'))
})

t('device panel', async () => {
  await x.page.goto(x.emu.url + '/dashboard/devices')
  await x.page.getByRole('row').filter({ hasText: 'RC310' }).first().click()
  await x.page.locator('.panel').getByRole('searchbox').waitFor()
  await x.page.locator('.panel tbody tr').nth(15).waitFor()
  await shot('device-panel', 1280, 800, x.page.locator('.panel'), heading('RC310'), x.page.locator('.panel').getByRole('searchbox'))
})

t('a table on a 360 px phone', async () => {
  await x.page.setViewportSize({ width: 360, height: 740 })
  await x.page.goto(x.emu.url + '/settings/scheduler')
  await x.page.getByRole('cell', { name: 'weekend' }).waitFor()
  // the last columns are on the phone screen too
  await shot('phone-table', 360, 740, x.page.getByRole('cell', { name: 'weekend' }), x.page.locator('main h1'))
})

t('the device panel on a 360 px phone: the tools with their words', async () => {
  await x.page.setViewportSize({ width: 360, height: 740 })
  await x.page.goto(x.emu.url + '/dashboard/devices')
  await x.page.getByRole('row').filter({ hasText: 'RC310' }).first().click()
  await x.page.locator('.panel tbody tr').nth(10).waitFor()
  await x.page.locator('main h1').focus() // no focus ring in the picture
  const panel = x.page.locator('.panel')
  await shot('phone-panel', 360, 740, panel, panel.getByRole('searchbox'), panel.getByRole('button', { name: 'Close' }))
})

t('dark mode: the overview, darker than in light mode', async () => {
  await overview()
  const light = pixelsOf(await x.page.screenshot({ animations: 'disabled', caret: 'hide' }))
  await x.page.emulateMedia({ colorScheme: 'dark' })
  const dark = await shot('dark', 1280, 800, x.page.locator('main h1'), heading('RC310'))
  assert.ok(dark.mean < light.mean - 100, `mean luminance dark ${dark.mean}, light ${light.mean}`)
})

t.run()
