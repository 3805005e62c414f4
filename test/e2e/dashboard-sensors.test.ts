// The dashboard's sensors in real Chromium against the emulator: adding an analog sensor (its GPIO checked),
// renaming a temperature sensor, guests kept out of the editor, the tables sorted by their headers, and a
// digital output's 0.
import * as assert from 'uvu/assert'
import { dashboardSuite } from './dashboard-suite'

const { t, x, as, bus, counting, dialog } = dashboardSuite('dashboard: sensors')

t('sensors: an invalid or used GPIO shows its message and nothing is sent; a good analog sensor is added', async () => {
  await as('admin', '/dashboard/sensors')
  await x.page.getByRole('cell', { name: 'water pressure' }).waitFor()
  const writes = counting('writeAnalogSensor')
  await x.page.getByRole('button', { name: 'Add analog sensor' }).click()
  assert.is(await dialog().getByLabel('GPIO').inputValue(), '21')
  await dialog().getByLabel('Name').fill('oil tank')
  await dialog().getByLabel('GPIO').fill('6')
  await dialog().getByRole('button', { name: 'Add', exact: true }).click()
  await dialog().getByText('Must be an valid GPIO port').waitFor()
  await dialog().getByLabel('GPIO').fill('36')
  await dialog().getByText('GPIO already in use').waitFor()
  assert.is(writes.length, 0)
  await dialog().getByLabel('GPIO').fill('22')
  await dialog().getByLabel('Offset').fill('4000')
  await dialog().getByText('Offset must be between 0 and 3300').waitFor()
  await dialog().getByLabel('Offset').fill('100')
  await dialog().getByRole('button', { name: 'Add', exact: true }).click()
  await x.page.getByText('Sensor updated').waitFor()
  await x.page.getByRole('cell', { name: 'oil tank' }).waitFor()
  assert.is(writes.length, 1)
  const saved = x.emu.emulator.store.get<{ as: object[] }>('sensors').as
  assert.equal(saved.at(-1), { gpio: 22, name: 'oil tank', offset: 100, factor: 1, uom: 0, type: 3 })
})

t('sensors: a temperature sensor is renamed (Enter in a field saves), its offset only on its step; a guest cannot open the editor', async () => {
  await as('admin', '/dashboard/sensors')
  await x.page.getByRole('cell', { name: 'living room' }).click()
  await dialog().getByText('28-233D-9497-0C03').waitFor()
  await dialog().getByLabel('Name').fill('')
  await dialog().getByRole('button', { name: 'Update' }).click()
  await dialog().getByText('Name is required').waitFor()
  // off the offset's step of a tenth: the two nearest values it takes, nothing sent
  await dialog().getByLabel('Name').fill('lounge')
  await dialog().getByLabel('Offset').fill('0.15')
  await dialog().getByRole('button', { name: 'Update' }).click()
  await dialog().getByText('Invalid value (0.1 / 0.2)').waitFor()
  assert.is(await x.page.getByRole('cell', { name: 'lounge' }).count(), 0)
  await dialog().getByLabel('Offset').fill('0.5')
  await dialog().getByLabel('Name').fill('lounge')
  await dialog().getByLabel('Name').press('Enter') // Enter in a field saves as Update does
  await dialog().waitFor({ state: 'detached' })
  await x.page.getByRole('cell', { name: 'lounge' }).waitFor()
  await x.page.close()
  x.page = await x.browser.newPage()
  await as('guest', '/dashboard/sensors')
  await x.page.getByRole('cell', { name: 'lounge' }).click()
  assert.is(await dialog().count(), 0)
  assert.is(await x.page.getByRole('button', { name: 'Add analog sensor' }).count(), 0)
})

t('sensors: a header sorts its table up, then down, by mouse or keyboard, and says so (aria-sort)', async () => {
  await as('guest', '/dashboard/sensors')
  const table = x.page.getByRole('table', { name: 'Analog sensors' })
  const names = () => table.locator('tbody tr td:nth-child(2)').allInnerTexts()
  await table.getByRole('cell', { name: 'water pressure' }).waitFor()
  const asRead = await names()
  const name = table.getByRole('columnheader', { name: 'Name' })
  await name.getByRole('button').click()
  assert.is(await name.getAttribute('aria-sort'), 'ascending')
  const up = [...asRead].sort((a, b) => a.localeCompare(b))
  assert.equal(await names(), up)
  await name.getByRole('button').press('Enter')
  assert.is(await name.getAttribute('aria-sort'), 'descending')
  assert.equal(await names(), [...up].reverse())
  await name.getByRole('button').press('Space')
  assert.is(await name.getAttribute('aria-sort'), 'ascending')
  assert.equal(await names(), up)
  const gpio = table.getByRole('columnheader', { name: 'GPIO' })
  await gpio.getByRole('button').click()
  const gpios = (await table.locator('tbody tr td:nth-child(1)').allInnerTexts()).map(Number)
  assert.equal(
    gpios,
    [...gpios].sort((a, b) => a - b),
  )
  assert.ok(gpios[0] < gpios.at(-1)!)
})

t('a digital output at 0 shows 0, not an empty cell', async () => {
  await as('guest', '/dashboard/sensors')
  const row = x.page.getByRole('row').filter({ hasText: 'circulation relay' })
  assert.is((await row.locator('td').last().innerText()).trim(), '0')
})

t('the sensors tab opened first shows the bus-offline banner', async () => {
  bus().setOffline(true)
  try {
    await as('guest', '/dashboard/sensors')
    await x.page.getByRole('cell', { name: 'water pressure' }).waitFor()
    await x.page.getByRole('alert').getByText('The EMS bus is not connected').waitFor()
  } finally {
    bus().setOffline(false)
  }
})

t.run()
