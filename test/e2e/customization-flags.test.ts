// Customization on a 3.8.0 gateway in real Chromium: entities without a value greyed, the legend as a filter by
// flag, and the flag toggles locked as the firmware's own page locks them.
import * as assert from 'uvu/assert'
import { signedInSuite } from './fixture'

const { t, x } = signedInSuite('customization: flags on 3.8.0', 'admin', { firmware: '3.8.0' })

/** The thermostat's entities, opened as the dashboard opens them. */
async function thermostat() {
  await x.page.goto(x.emu.url + '/settings/scheduler')
  await x.page.getByRole('heading', { level: 1 }).first().waitFor()
  await x.page.evaluate(() => history.pushState({ id: 2 }, '', '/settings/customization'))
  await x.page.getByRole('row').filter({ hasText: 'building type' }).waitFor()
}
const row = (name: string) => x.page.getByRole('row').filter({ hasText: name })

t('an entity the device has no value for is greyed, one with a value is not', async () => {
  await thermostat()
  const greyed = (name: string) => row(name).locator('span.muted', { hasText: name }).count()
  assert.is(await greyed('room temperature from remote'), 1)
  assert.is(await greyed('building type'), 0)
})

t('read-only is locked on a favourite; API/MQTT and web are locked on a removed row', async () => {
  await thermostat()
  const r = row('minimal external temperature')
  const ro = r.getByRole('button', { name: 'Read-only' })
  assert.ok(await ro.isEnabled())
  await r.getByRole('button', { name: 'Favourite' }).click()
  assert.ok(await ro.isDisabled())
  await r.getByRole('button', { name: 'Favourite' }).click()
  await r.getByRole('button', { name: 'Removed (after restart)' }).click()
  assert.ok(await r.getByRole('button', { name: 'Not in API/MQTT' }).isDisabled())
  assert.ok(await r.getByRole('button', { name: 'Hidden from dashboard' }).isDisabled())
})

t('the legend filters by flag: pressed Read-only shows only read-only rows, pressed again all', async () => {
  await thermostat()
  const rows = x.page.locator('main tbody tr')
  const all = await rows.count()
  await row('building type').getByRole('button', { name: 'Read-only' }).click()
  const legend = x.page.locator('.legend').getByRole('button', { name: 'Read-only' })
  await legend.click()
  assert.is(await legend.getAttribute('aria-pressed'), 'true')
  await x.page.waitForFunction(() => document.querySelectorAll('main tbody tr').length === 1)
  assert.match(await rows.first().innerText(), /building type/)
  await legend.click()
  await x.page.waitForFunction((n) => document.querySelectorAll('main tbody tr').length === n, all)
})

t.run()
