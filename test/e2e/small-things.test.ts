// The small things a new user trips over: the range hint stays with its error, Enter submits the list
// dialogs, times read 24 h whatever the browser's locale, one uptime format, and a digital sensor's 0.
import * as assert from 'uvu/assert'
import { NTP_DEFAULTS } from '../../emulator/routes/ntp.ts'
import { signedInSuite } from './fixture'

// en-US: the locale whose browser time fields show "12:00 PM".
const { t, x } = signedInSuite('small things', 'admin', { page: { locale: 'en-US' } })

const open = (path: string) => x.page.goto(x.emu.url + path)
const dialog = () => x.page.getByRole('dialog')
/** Presses Enter in `label` of the open dialog and waits until the dialog has closed. */
async function enterIn(label: string) {
  await dialog().getByLabel(label, { exact: true }).press('Enter')
  await dialog().waitFor({ state: 'detached' })
}

t('a value out of range: the message shows and the range stays under it', async () => {
  await open('/dashboard/devices')
  await x.page.getByRole('row').filter({ hasText: 'RC310' }).first().click()
  await x.page.getByRole('button', { name: 'Edit: hc1 selected room temperature' }).click()
  await dialog().getByText('5 – 30 °C').waitFor()
  await dialog().getByLabel('Value').fill('31')
  await dialog().getByRole('button', { name: 'Update' }).click()
  await dialog().getByText('Value must be between 5 and 30').waitFor()
  assert.ok(await dialog().getByText('5 – 30 °C').isVisible(), 'the hint says what is in range')
  const described = await dialog().getByLabel('Value').getAttribute('aria-describedby')
  assert.is(described!.split(' ').length, 2, 'both are read with the field')
})

t('Enter in a field submits the scheduler, custom entity, user and sensor dialogs', async () => {
  await open('/settings/scheduler')
  await x.page.getByRole('cell', { name: 'workday' }).waitFor()
  await x.page.getByRole('button', { name: 'Add' }).click()
  await dialog().getByLabel('Command').fill('boiler/wwseltemp')
  await dialog().getByLabel('Name').fill('enter_test')
  await enterIn('Name')
  await x.page.getByRole('cell', { name: 'enter_test' }).waitFor()

  await open('/settings/customentities')
  await x.page.getByRole('cell', { name: 'flowtemp' }).waitFor()
  await x.page.getByRole('button', { name: 'Add' }).click()
  await dialog().getByLabel('Name').fill('guests')
  await dialog().getByLabel('Source').selectOption({ label: 'RAM variable' })
  await dialog().getByLabel('Value').fill('2')
  await enterIn('Value')
  await x.page.getByRole('cell', { name: 'guests' }).waitFor()

  await open('/security/users')
  await x.page.getByRole('button', { name: 'Add user' }).click()
  await dialog().getByLabel('Username').fill('bob')
  await dialog().getByLabel('Password', { exact: true }).fill('bob')
  await enterIn('Password')
  await x.page.getByRole('cell', { name: 'bob', exact: true }).waitFor()

  await open('/dashboard/sensors')
  await x.page.getByRole('cell', { name: 'living room' }).click()
  await dialog().getByLabel('Name').fill('lounge')
  await enterIn('Name')
  await x.page.getByRole('cell', { name: 'lounge' }).waitFor()
})

t('Enter with an invalid field keeps the dialog open with the message', async () => {
  await open('/settings/scheduler')
  await x.page.getByRole('cell', { name: 'workday' }).waitFor()
  await x.page.getByRole('button', { name: 'Add' }).click()
  await dialog().getByLabel('Name').press('Enter')
  await dialog().getByText('Command is required').waitFor()
})

t('a new schedule time reads 24 h ("12:00", typed as 18:30) in a 12-hour browser locale', async () => {
  await open('/settings/scheduler')
  await x.page.getByRole('cell', { name: 'workday' }).waitFor()
  await x.page.getByRole('button', { name: 'Add' }).click()
  const time = dialog().getByLabel('Time', { exact: true })
  assert.is(await time.inputValue(), '12:00')
  // A type=time field would show "12:00 PM" here: the browser draws it in its locale's clock.
  assert.is(await time.evaluate((e: HTMLInputElement) => e.type), 'text')
  await time.fill('18:30')
  await dialog().getByLabel('Command').fill('boiler/wwseltemp')
  await enterIn('Time')
  await x.page.getByRole('cell', { name: '18:30' }).waitFor()
})

t('setting the clock by hand: the field shows the local time as "YYYY-MM-DD HH:MM:SS", 24 h', async () => {
  x.emu.emulator.store.set('ntp', { ...NTP_DEFAULTS, enabled: false })
  await open('/ntp/status')
  await x.page.getByRole('button', { name: 'Set time' }).click()
  const field = dialog().getByLabel('Local time')
  assert.match(await field.inputValue(), /^\d{4}-\d\d-\d\d ([01]\d|2[0-3]):\d\d:\d\d$/)
  assert.is(await field.evaluate((e: HTMLInputElement) => e.type), 'text', 'a datetime-local field would show "06:46 PM"')
  await field.fill('2021-03-04 17:06:07')
  await field.press('Enter')
  await x.page.getByText('Time set').waitFor()
  await x.page.getByText(/Mar 4, 2021, 17:06:\d\d/).waitFor()
})

t('uptime reads the same way on the dashboard status and the system status', async () => {
  const words = /^(\d+ days? )?(\d+ hours? )?(\d+ minutes? )?\d+ seconds?$|^(\d+ days? )?(\d+ hours? )?\d+ minutes?$/
  const value = (label: string) => x.page.locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('+ dd')
  await open('/dashboard/status')
  assert.match(await value('Bus uptime').innerText(), words)
  await open('/system/status')
  assert.match(await value('Uptime').innerText(), words)
})

t('a digital output at 0 shows 0, not an empty cell', async () => {
  await open('/dashboard/sensors')
  const row = x.page.getByRole('row').filter({ hasText: 'circulation relay' })
  assert.is((await row.locator('td').last().innerText()).trim(), '0')
})

t.run()
