// Custom entities of 3.7.2 and 3.8.0 in real Chromium against the emulator: Duplicate, a BOOL's bit mask,
// a RAM variable's unit, and 3.8.0's switch that keeps an entity out of API/MQTT and the dashboard.
import * as assert from 'uvu/assert'
import { fillIn } from './fixture'
import { settingsSuite } from './settings-suite'

type Entity = { id: number; name: string; value_type: number; factor: number; uom: number; ram?: number; hide?: boolean; value?: unknown }
const entities = (s: { entities: Entity[] }) => s.entities

{
  const { t, x, open, dialog, stored, apply } = settingsSuite('custom entities on 3.7.2', { firmware: '3.7.2' })

  t('Duplicate copies an entity as name + "_"; a BOOL has its bit mask in hex; a RAM variable its unit', async () => {
    await open('/settings/customentities')
    await x.page.getByRole('cell', { name: 'hc1_comfort' }).click()
    await dialog().getByRole('button', { name: 'Copy' }).click()
    await dialog().getByText('New', { exact: false }).first().waitFor()
    assert.is(await dialog().getByLabel('Name').inputValue(), 'hc1_comfort_')
    await dialog().getByRole('button', { name: 'Add' }).click()
    await x.page.getByRole('cell', { name: 'hc1_comfort_' }).waitFor()
    await x.page.getByRole('button', { name: 'Add' }).click()
    await fillIn(dialog(), { Name: 'pump_on', 'Telegram type (hex)': '18', 'Value type': 'BOOL', 'Bit mask (hex)': '4X' })
    await dialog().getByRole('button', { name: 'Add' }).click()
    await dialog().getByText('Invalid value (hex)').waitFor()
    await dialog().getByLabel('Bit mask (hex)').fill('40')
    await dialog().getByRole('button', { name: 'Add' }).click()
    await x.page.getByRole('button', { name: 'Add' }).click()
    await dialog().getByLabel('Name').fill('setback')
    await dialog().getByLabel('Source').selectOption({ label: 'RAM variable' })
    await dialog().getByLabel('Value').fill('2')
    await dialog().getByLabel('Unit').selectOption({ label: '°C' })
    await dialog().getByRole('button', { name: 'Add' }).click()
    await apply(3).click()
    await x.page.getByText('Settings saved').waitFor()
    const by = (n: string) => entities(stored('customEntities')).find((e) => e.name === n)!
    const { id: _a, name: _b, value: _c, ...orig } = by('hc1_comfort')
    const { id: _d, name: _e, value: _f, ...copy } = by('hc1_comfort_')
    assert.equal(copy, orig)
    assert.equal([by('pump_on').value_type, by('pump_on').factor], [0, 0x40])
    assert.equal([by('setback').ram, by('setback').uom], [1, 1])
    await x.page.getByRole('cell', { name: 'pump_on' }).click()
    assert.is(await dialog().getByLabel('Bit mask (hex)').inputValue(), '40')
  })

  t.run()
}

{
  const { t, x, open, dialog, stored, apply } = settingsSuite('custom entities on 3.8.0', { firmware: '3.8.0' })

  t('3.8.0: the switch that keeps an entity out of API/MQTT and off the dashboard is saved as hide', async () => {
    await open('/settings/customentities')
    await x.page.getByRole('cell', { name: 'hc1_comfort' }).click()
    const hide = dialog().getByLabel('Not in API/MQTT')
    assert.not.ok(await hide.isChecked())
    await hide.check()
    await dialog().getByRole('button', { name: 'Update' }).click()
    await apply(1).click()
    await x.page.getByText('Settings saved').waitFor()
    const by = (n: string) => entities(stored('customEntities')).find((e) => e.name === n)!
    assert.equal([by('hc1_comfort').hide, by('flowtemp').hide], [true, false])
    await x.page.getByRole('cell', { name: 'hc1_comfort' }).click()
    assert.ok(await dialog().getByLabel('Not in API/MQTT').isChecked())
  })

  t.run()
}
