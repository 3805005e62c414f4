// Customization in real Chromium against the emulator: a device's entities with their flags, names and
// ranges, only changed rows sent, saves compared with the last, removals needing a restart, reset all.
import { unpack } from 'msgpackr'
import * as assert from 'uvu/assert'
import { RESTART_WAIT } from './fixture'
import { settingsSuite } from './settings-suite'

const { t, x, open, dialog, posts, apply, token } = settingsSuite('settings: customization')

t('customization: arrives with the device id, flag toggles and search; rename and range; only changed rows are sent', async () => {
  await open('/settings/scheduler')
  await x.page.getByRole('cell', { name: 'weekend' }).waitFor()
  await x.page.evaluate(() => history.pushState({ id: 1 }, '', '/settings/customization')) // as the dashboard does
  await x.page.getByLabel('Search').fill('selected flow')
  const row = x.page.getByRole('row').filter({ hasText: 'selected flow temperature' })
  await row.waitFor()
  assert.match(await x.page.getByLabel('Device').locator('option:checked').innerText(), /^Boiler/)
  const sent = await posts('rest/customizationEntities')
  assert.is(await row.getByRole('button', { name: 'selected flow temperature' }).count(), 1, 'an entity row opens its edit dialog')
  const fav = row.getByRole('button', { name: 'Favourite' })
  assert.is(await fav.getAttribute('aria-pressed'), 'true')
  await row.getByRole('button', { name: 'Hidden from dashboard' }).click()
  assert.is(await fav.getAttribute('aria-pressed'), 'false', 'hiding drops the favourite')
  assert.ok(await fav.isDisabled())
  await row.getByRole('button', { name: 'Hidden from dashboard' }).click()
  await fav.click()
  await row.getByText('selected flow temperature').click()
  await dialog().getByLabel('Custom name').fill('Flow setpoint')
  // The device's own range beside the fields; min above max is told on the bound that passed the other.
  await dialog().getByText('Device: 0', { exact: true }).waitFor()
  await dialog().getByText('Device: 90', { exact: true }).waitFor()
  const min = dialog().getByLabel('Min', { exact: true })
  const max = dialog().getByLabel('Max', { exact: true })
  await min.fill('95')
  await dialog().getByRole('button', { name: 'Update' }).click()
  await dialog().getByText('Min > Max', { exact: true }).waitFor()
  assert.is(await min.getAttribute('aria-invalid'), 'true')
  assert.is(await max.getAttribute('aria-invalid'), null)
  await min.fill('80')
  await max.fill('20')
  await dialog().getByText('Max < Min', { exact: true }).waitFor()
  assert.is(await max.getAttribute('aria-invalid'), 'true')
  // Beyond the device's range: asked first, naming that range; keeping it puts the device's bound back in the dialog.
  await min.fill('-100')
  await max.fill('70')
  await dialog().getByRole('button', { name: 'Update' }).click()
  const asked = x.page.getByRole('dialog').filter({ hasText: 'Device: 0 – 90.' })
  await asked.getByRole('button', { name: "Keep the device's range" }).click()
  await asked.waitFor({ state: 'detached' })
  assert.is(await min.inputValue(), '0')
  assert.is(sent.length, 0)
  await min.fill('20')
  await dialog().getByLabel('Max', { exact: true }).fill('70')
  await dialog().getByRole('button', { name: 'Update' }).click()
  await x.page.getByRole('row').filter({ hasText: 'Flow setpoint' }).waitFor()
  // A command has no name or range to edit.
  await x.page.getByLabel('Search').fill('reset')
  const command = x.page.getByRole('row').filter({ hasText: 'Command: reset' })
  assert.is(await command.locator('.row-btn').count(), 0, 'not focusable or styled as clickable')
  await command.getByText('Command: reset').click()
  assert.is(await dialog().count(), 0)
  await apply(1).click()
  await x.page.getByText('Settings saved').waitFor()
  assert.equal(sent[0], { id: 1, entity_ids: ['08selflowtemp|Flow setpoint>20<70'] })
  const data = await fetch(x.emu.url + '/rest/deviceData?id=1', { headers: { Authorization: 'Bearer ' + token() } })
  assert.ok(Buffer.from(await data.arrayBuffer()).includes('08Flow setpoint'), 'the dashboard shows the new name')
})

t('customization: a second save compares with the first: a favourite taken back is gone; Cancel returns to the saved state', async () => {
  await open('/settings/customization')
  await x.page.getByLabel('Device').selectOption('1') // the boiler
  await x.page.getByLabel('Search').fill('burnstarts')
  const fav = x.page.getByRole('row').filter({ hasText: 'burner starts' }).getByRole('button', { name: 'Favourite' })
  const sent = await posts('rest/customizationEntities')
  /** Whether the device has burnstarts as a favourite, from its own entity list. */
  const onDevice = async () => {
    const r = await fetch(x.emu.url + '/rest/deviceEntities?id=1', { headers: { Authorization: 'Bearer ' + token() } })
    const rows = unpack(Buffer.from(await r.arrayBuffer())) as { id: string; m: number }[]
    return (rows.find((e) => e.id === 'burnstarts')!.m & 8) !== 0
  }
  const saved = async () => {
    await apply(1).click()
    await apply(1).waitFor({ state: 'detached' }) // saved and reloaded: nothing left to apply
  }
  assert.is(await fav.getAttribute('aria-pressed'), 'false')
  await fav.click()
  await saved()
  assert.ok(await onDevice())
  await fav.click() // taken back after the save
  assert.is(await fav.getAttribute('aria-pressed'), 'false')
  await saved()
  assert.equal(sent[1], { id: 1, entity_ids: ['00burnstarts'] })
  assert.not.ok(await onDevice(), 'the device no longer has the favourite')
  // Cancel after a save returns to what was saved, not to the state the page opened with.
  await fav.click()
  await saved()
  await fav.click()
  await apply(1).waitFor()
  await x.page.getByRole('button', { name: 'Cancel' }).click()
  assert.is(await fav.getAttribute('aria-pressed'), 'true')
  assert.is(await apply(1).count(), 0)
  assert.ok(await onDevice())
})

t('customization: removing an entity needs a restart; reset all asks first, saying the sensors go too, then the device restarts', async () => {
  await open('/settings/customization')
  await x.page.getByLabel('Device').selectOption({ label: 'Thermostat (RC310)' })
  await x.page.getByLabel('Search').fill('hc1 mode type')
  const row = x.page.getByRole('row').filter({ hasText: 'hc1 mode type' })
  await row.getByRole('button', { name: 'Removed (after restart)' }).click()
  await apply(1).click()
  await x.page.getByText('The changes are saved. Restart the device to apply them.').waitFor()
  await x.page.getByRole('button', { name: 'Reset all customizations' }).click()
  await x.page.getByRole('button', { name: 'Cancel' }).click()
  assert.ok(x.emu.emulator.store.get<{ masked_entities: unknown[] }>('customizations').masked_entities.length > 0, 'Cancel keeps them')
  await x.page.getByRole('button', { name: 'Reset all customizations' }).click()
  await dialog()
    .getByText('Remove every customization? The device then restarts. The settings of the temperature and analog sensors are removed too.')
    .waitFor()
  await dialog().getByRole('button', { name: 'Reset all customizations' }).click()
  await x.page.getByText('The device is restarting. Please wait…').waitFor()
  assert.equal(x.emu.emulator.store.get<{ masked_entities: unknown[] }>('customizations').masked_entities, [])
  await x.page.getByText('The device is restarting. Please wait…').waitFor({ state: 'detached', timeout: RESTART_WAIT })
  assert.is(new URL(x.page.url()).pathname, '/settings/customization')
})

t("a save the device refuses (400) says what was not saved and why, in the user's words: the table, reset all, a settings form in German", async () => {
  const refuse = (path: string) => x.page.route('**/' + path, (r) => (r.request().method() === 'POST' ? r.fulfill({ status: 400, body: '' }) : r.fallback()))
  await refuse('rest/customizationEntities')
  await refuse('rest/resetCustomizations')
  await open('/settings/scheduler')
  await x.page.getByRole('cell', { name: 'weekend' }).waitFor()
  await x.page.evaluate(() => history.pushState({ id: 1 }, '', '/settings/customization')) // the boiler, as the dashboard opens it
  await x.page.getByLabel('Search').fill('selected flow')
  const row = x.page.getByRole('row').filter({ hasText: 'selected flow temperature' })
  await row.getByRole('button', { name: 'Hidden from dashboard' }).click()
  await apply(1).click()
  const toast = x.page.locator('.toast.error')
  await toast.filter({ hasText: 'Customization not saved: The device did not accept the request' }).waitFor()
  assert.ok(await apply(1).isEnabled(), 'the change is kept, to apply again')
  await x.page.getByRole('button', { name: 'Reset all customizations' }).click()
  await dialog().getByRole('button', { name: 'Reset all customizations' }).click()
  await toast.filter({ hasText: 'Reset all customizations: The device did not accept the request' }).waitFor()

  await x.page.addInitScript(() => localStorage.setItem('lang', 'de'))
  await refuse('rest/networkSettings')
  await open('/network/settings')
  await x.page.getByLabel('Hostname').fill('heizung')
  await x.page.getByRole('button', { name: 'Änderungen übernehmen (1)' }).click()
  await toast.filter({ hasText: 'Netzwerk nicht gespeichert: Das Gerät hat die Anfrage nicht angenommen' }).waitFor()
  assert.is.not(x.emu.emulator.store.get('network').hostname, 'heizung', 'nothing saved')
})

t("de: the value column writes decimals with the language's mark (1,7 bar)", async () => {
  await x.page.addInitScript(() => localStorage.setItem('lang', 'de'))
  await open('/settings/scheduler')
  await x.page.getByRole('cell', { name: 'weekend' }).waitFor()
  await x.page.evaluate(() => history.pushState({ id: 1 }, '', '/settings/customization')) // the boiler, as the dashboard opens it
  await x.page.getByLabel('Suchen').fill('syspress')
  const value = x.page.getByRole('row').filter({ hasText: 'syspress' }).locator('td').last()
  await value.waitFor()
  assert.match(await value.innerText(), /^\d,\d$/)
})

t.run()

// 3.8.0 keeps the sensors' settings when every customization is reset: the question says no more than that.
const at38 = settingsSuite('settings: customization on 3.8.0', { firmware: '3.8.0' })
at38.t('reset all asks without the sensors, which 3.8.0 keeps', async () => {
  await at38.open('/settings/customization')
  await at38.x.page.getByRole('button', { name: 'Reset all customizations' }).click()
  await at38.dialog().getByText('Remove every customization? The device then restarts.', { exact: true }).waitFor()
  await at38.dialog().getByRole('button', { name: 'Cancel' }).click()
})
at38.t.run()
