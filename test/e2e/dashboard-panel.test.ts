// The entity panel's tools in real Chromium against the emulated bus: CSV export, favourites only, and the
// details (EMS device id, the way to its customization).
import fs from 'node:fs'
import * as assert from 'uvu/assert'
import { dashboardSuite } from './dashboard-suite'

const { t, x, as, openDevice, cellOf, dialog } = dashboardSuite('dashboard: entity panel tools')

t('CSV export: the entities shown, one line each', async () => {
  await as('guest')
  await openDevice('RC310')
  await cellOf('hc1 mode').waitFor()
  const [download] = await Promise.all([x.page.waitForEvent('download'), x.page.getByRole('button', { name: 'Export CSV' }).click()])
  assert.is(download.suggestedFilename(), 'Thermostat_RC310.csv')
  const lines = fs.readFileSync((await download.path())!, 'utf8').split('\r\n')
  assert.is(lines[0], 'name;value;unit;command;range')
  assert.is(lines.length - 2, await x.page.locator('.panel tbody tr').count())
  assert.ok(
    lines.some((l) => /^hc1 mode;(auto|manual);;hc1\/mode;manual \| auto$/.test(l)),
    'an enum line',
  )
  assert.ok(lines.includes('hc1 heat-on delay;1;hours;hc1/heatondelay;1..48'), 'a number line')
})

t('favourites only shows the favourites, and everything again when switched off', async () => {
  await as('guest')
  await openDevice('RC310')
  await cellOf('hc1 mode').waitFor()
  const all = await x.page.locator('.panel tbody tr').count()
  const fav = x.page.getByRole('button', { name: 'Favourites only' })
  await fav.click()
  await x.page.locator('.panel tbody tr').nth(4).waitFor({ state: 'detached' })
  assert.equal(await x.page.locator('.panel tbody tr td:first-child').allInnerTexts(), [
    'hc1 selected room temperature',
    'hc1 living room temperature',
    'hc2 selected room temperature',
    'wwc1 dhw mode',
  ])
  assert.is(await fav.getAttribute('aria-pressed'), 'true')
  await fav.click()
  await x.page
    .locator('.panel tbody tr')
    .nth(all - 1)
    .waitFor()
})

t('details show the EMS device id in hex; customization opens settings with the device (custom entities for id 99)', async () => {
  await as('admin')
  await openDevice('RC310')
  await x.page.getByRole('button', { name: 'Device details' }).click()
  await dialog().getByText('0x10').waitFor()
  await dialog().getByText('73.03').waitFor()
  await x.page.keyboard.press('Escape')
  await dialog().waitFor({ state: 'detached' })
  await x.page.waitForFunction(() => history.state?.layer === 1) // the dialog's history entry is gone, the panel's stays
  assert.ok(await x.page.locator('.panel').isVisible(), 'Escape closed the dialog, not the panel')
  await x.page.getByRole('button', { name: 'Customization' }).click()
  await x.page.waitForURL((u) => u.pathname === '/settings/customization')
  assert.equal(await x.page.evaluate(() => history.state), { id: 2 })
  await x.page.goto(x.emu.url + '/dashboard/devices')
  await openDevice('Custom Entities')
  await x.page.getByRole('button', { name: 'Customization' }).click()
  await x.page.waitForURL((u) => u.pathname === '/settings/customentities')
})

t.run()
