// The dashboard's sensors on a 3.8.0 gateway in real Chromium against the emulator (an E32V2.2 board): its
// system sensors locked as the firmware's own UI locks them, and the analog types 3.8.0 brought, on the GPIOs
// the device lists as free.
import * as assert from 'uvu/assert'
import type { SensorSettings } from '../../emulator/bus/sensors.ts'
import { dashboardSuite } from './dashboard-suite'

const { t, x, as, dialog } = dashboardSuite('dashboard: sensors of 3.8.0', { firmware: '3.8.0' })
const stored = () => x.emu.emulator.store.get<SensorSettings>('sensors')
const field = (label: string) => dialog().getByLabel(label, { exact: true })
/** The JSON bodies POSTed to `path` from now on, as the device receives them. */
async function posts(path: string) {
  const seen: { is_system?: boolean }[] = []
  await x.page.route(
    (u) => u.pathname === path,
    (route) => {
      seen.push(JSON.parse(route.request().postData() ?? 'null'))
      return route.continue()
    },
  )
  return seen
}

t('a system sensor: no Remove, all but its name locked, its note; a rename keeps is_system on the device', async () => {
  await as('admin', '/dashboard/sensors')
  const writes = await posts('/rest/writeAnalogSensor')
  await x.page.getByRole('cell', { name: 'core_voltage' }).click()
  await dialog().getByText('System sensor').waitFor()
  assert.is(await dialog().getByRole('button', { name: 'Remove' }).count(), 0)
  for (const label of ['GPIO', 'Type', 'Unit', 'Offset', 'Factor']) assert.ok(await field(label).isDisabled(), label)
  await field('Name').fill('core_v')
  await dialog().getByRole('button', { name: 'Update' }).click()
  await x.page.getByRole('cell', { name: 'core_v', exact: true }).waitFor()
  assert.is(writes[0].is_system, true)
  assert.equal(
    stored().as.find((a) => a.gpio === 39),
    { gpio: 39, name: 'core_v', offset: 0, factor: 0.00377136, uom: 23, type: 3, is_system: true },
  )

  const temps = await posts('/rest/writeTemperatureSensor')
  await x.page.getByRole('cell', { name: 'gateway_temperature' }).click()
  await dialog().getByText('System sensor').waitFor()
  await field('Offset').fill('0.5')
  await dialog().getByRole('button', { name: 'Update' }).click()
  await dialog().waitFor({ state: 'detached' })
  assert.is(temps[0].is_system, true)
  assert.equal(
    stored().ts.find((s) => s.name === 'gateway_temperature'),
    { id: '28-0A1B-2C3D-4E5F', name: 'gateway_temperature', offset: 0.5, is_system: true },
  )
})

t('a plain sensor is sent with is_system false and can be removed', async () => {
  await as('admin', '/dashboard/sensors')
  const writes = await posts('/rest/writeAnalogSensor')
  await x.page.getByRole('cell', { name: 'boiler_room' }).click()
  assert.is(await dialog().getByText('System sensor').count(), 0)
  await dialog().getByRole('button', { name: 'Update' }).click()
  await dialog().waitFor({ state: 'detached' })
  assert.is(writes[0].is_system, false)
  await x.page.getByRole('cell', { name: 'boiler_room' }).click()
  await dialog().getByRole('button', { name: 'Remove' }).click()
  await x.page.getByRole('cell', { name: 'boiler_room' }).waitFor({ state: 'detached' })
  assert.not.ok(stored().as.some((a) => a.name === 'boiler_room'))
})

t('the new types are made on the first free GPIO, with their own fields; taken channels are not offered', async () => {
  await as('admin', '/dashboard/sensors')
  await x.page.getByRole('cell', { name: 'flow_rate' }).waitFor()
  const add = async (name: string, type: string, fill: (() => Promise<void>) | null) => {
    await x.page.getByRole('button', { name: 'Add analog sensor' }).click()
    const gpio = Number(await field('GPIO').inputValue()) // the first free one
    await field('Name').fill(name)
    await field('Type').selectOption({ label: type })
    await fill?.()
    await dialog().getByRole('button', { name: 'Add', exact: true }).click()
    await x.page.getByRole('cell', { name, exact: true }).waitFor()
    const made = stored().as.find((a) => a.name === name)
    assert.is(made?.gpio, gpio)
    return { ...made, gpio: undefined }
  }
  // the free GPIOs of an ESP32 with PSRAM but the S32 board's and the sensors': 4, 12, 15, 19, 25...
  await x.page.getByRole('button', { name: 'Add analog sensor' }).click()
  assert.is(await field('GPIO').inputValue(), '4')
  const types = await field('Type').locator('option').allTextContents()
  assert.ok(types.includes('NTC') && types.includes('Counter 2'), types.join())
  for (const taken of ['PWM 0', 'Frequency 0', 'Counter 0']) assert.not.ok(types.includes(taken), taken) // pump pwm, flow_rate
  await dialog().getByRole('button', { name: 'Cancel' }).click()

  assert.equal(await add('cellar', 'NTC', () => field('Offset').fill('-1.5')), {
    gpio: undefined,
    name: 'cellar',
    offset: -1.5,
    factor: 1,
    uom: 1,
    type: 10,
    is_system: false,
  })
  assert.match(await x.page.getByRole('row').filter({ hasText: 'cellar' }).innerText(), /NTC[\s\S]*°C/)
  assert.equal(await add('lamp', 'RGB LED', () => field('RGB').fill('990099')), {
    gpio: undefined,
    name: 'lamp',
    offset: 990099,
    factor: 1,
    uom: 0,
    type: 11,
    is_system: false,
  })
  assert.equal(
    await add('bell', 'Pulse', async () => {
      await field('Polarity').selectOption({ label: 'Active low' })
      await field('Pulse').fill('2.5')
    }),
    { gpio: undefined, name: 'bell', offset: 1, factor: 2.5, uom: 0, type: 12, is_system: false },
  )
  assert.equal(
    await add('fan', 'Frequency 1', async () => {
      await field('Unit').selectOption({ label: 'l/min' })
      await field('Factor').fill('0.5')
    }),
    { gpio: undefined, name: 'fan', offset: 0, factor: 0.5, uom: 4, type: 14, is_system: false },
  )
  assert.equal(
    await add('gas', 'Counter 2', async () => {
      await field('Start value').fill('100')
      await field('Factor').fill('0.01')
    }),
    { gpio: undefined, name: 'gas', offset: 100, factor: 0.01, uom: 0, type: 18, is_system: false },
  )
  await x.page.getByRole('button', { name: 'Add analog sensor' }).click()
  const left = await field('Type').locator('option').allTextContents()
  for (const taken of ['Frequency 1', 'Counter 1', 'Frequency 2', 'Counter 2']) assert.not.ok(left.includes(taken), taken)
})

t('a name must be 1-19 letters, digits or _ and not taken', async () => {
  await as('admin', '/dashboard/sensors')
  await x.page.getByRole('cell', { name: 'flow_rate' }).click()
  await field('Name').fill('flow rate')
  await dialog().getByText('Up to 19 characters: A–Z, a–z, 0–9, _').waitFor()
  await field('Name').fill('Supply_Voltage')
  await dialog().getByText('Name already in use').waitFor()
})

t.run()
