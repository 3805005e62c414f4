// The scheduler and custom entities, lists edited locally until Apply, in real Chromium against the
// emulator: their dialogs' messages and Enter, hex ids and RAM variables, times in 24 h in a 12-hour
// browser locale, the value types shown by name, and the list the device receives.
import * as assert from 'uvu/assert'
import { fillIn } from './fixture'
import { settingsSuite } from './settings-suite'

// en-US: the locale whose browser time fields show "12:00 PM".
const { t, x, open, dialog, stored, posts, apply } = settingsSuite('settings: scheduler and custom entities', { page: { locale: 'en-US' } })

/** Presses Enter in `label` of the open dialog and waits until the dialog has closed. */
async function enterIn(label: string) {
  await dialog().getByLabel(label, { exact: true }).press('Enter')
  await dialog().waitFor({ state: 'detached' })
}

t('scheduler: add with the spec messages, edit, remove; Apply sends the list once; Cancel refetches', async () => {
  await open('/settings/scheduler')
  await x.page.getByRole('cell', { name: 'workday' }).waitFor()
  const sent = await posts('rest/schedule')
  await x.page.getByRole('button', { name: 'Add' }).click()
  assert.is(await dialog().getByLabel('Time', { exact: true }).inputValue(), '12:00')
  await dialog().getByLabel('Name').fill('weekend')
  await dialog().getByRole('button', { name: 'Add' }).click()
  await dialog().getByText('Command is required').waitFor()
  await dialog().getByText('Name already in use').waitFor()
  await dialog().getByLabel('Command').fill('x'.repeat(65))
  await dialog().getByText('Command is too long').waitFor()
  await dialog().getByLabel('Name').fill('not valid!')
  await dialog().getByText("At most 15 characters: letters, digits, '_' or '.'").waitFor()
  await fillIn(dialog(), { Command: 'boiler/wwseltemp', Value: '55', Name: 'dhw_hot', Sat: true })
  assert.equal(await dialog().getByLabel('Type').locator('option').allTextContents(), ['Days', 'Timer'], 'the kinds of 3.6.5')
  await dialog().getByLabel('Type').selectOption('Timer')
  assert.is(await dialog().getByLabel('Sat').count(), 0, 'a timer has no days')
  const interval = dialog().getByLabel('Timer', { exact: true })
  assert.is(await interval.getAttribute('type'), 'text', 'a duration, not a time of day (no AM/PM)')
  await interval.fill('1:3')
  await dialog().getByText('Invalid value (hh:mm)').waitFor()
  // the hour's zero may be left out: sent as 01:30
  await interval.fill('1:30')
  await dialog().getByLabel('Active').check()
  await dialog().getByRole('button', { name: 'Add' }).click()
  await dialog().waitFor({ state: 'detached' })
  await x.page.getByRole('cell', { name: 'workday' }).click()
  await dialog().getByRole('button', { name: 'Remove' }).click()
  await apply(2).click()
  await x.page.getByText('Settings saved').waitFor()
  assert.is(sent.length, 1)
  const body = sent[0] as { schedule: Record<string, unknown>[] }
  assert.equal(
    body.schedule.map((s) => s.name),
    ['weekend', '', 'dhw_hot'],
  )
  const added = body.schedule[2]
  assert.equal({ ...added, id: 0 }, { id: 0, active: true, flags: 128, time: '01:30', cmd: 'boiler/wwseltemp', value: '55', name: 'dhw_hot' })
  assert.ok((added.id as number) >= 100 && (added.id as number) <= 200, 'a new id in 100-200')
  assert.equal(
    stored<{ schedule: { name: string }[] }>('schedule').schedule.map((s) => s.name),
    ['weekend', '', 'dhw_hot'],
  )
  // Cancel drops local edits and shows what the device has.
  await x.page.getByRole('cell', { name: 'dhw_hot' }).click()
  await dialog().getByRole('button', { name: 'Remove' }).click()
  await x.page.getByRole('button', { name: 'Cancel' }).click()
  await x.page.getByRole('cell', { name: 'dhw_hot' }).waitFor()
  assert.is(await apply(1).count(), 0)
})

t('custom entities: hex ids, offset and byte count checked; the device gets numbers; a RAM variable', async () => {
  await open('/settings/customentities')
  await x.page.getByRole('cell', { name: 'flowtemp' }).waitFor()
  const sent = await posts('rest/customEntities')
  await x.page.getByRole('button', { name: 'Add' }).click()
  await fillIn(dialog(), { Name: 'flowtemp', 'Device ID (hex)': 'xyz', 'Telegram type (hex)': '2B9', Offset: '300', 'Value type': 'RAW', Bytes: '28' })
  await dialog().getByRole('button', { name: 'Add' }).click()
  await dialog().getByText('Name already in use').waitFor()
  await dialog().getByText('Invalid value (hex)').waitFor()
  await dialog().getByText('Offset must be between 0 and 255').waitFor()
  await dialog().getByText('Bytes must be between 1 and 27').waitFor()
  // an emptied offset says its range too
  await dialog().getByLabel('Offset').fill('')
  await dialog().getByText('Offset must be between 0 and 255').waitFor()
  // ids as the console shows them (0x10) are taken as hex
  await fillIn(dialog(), { Name: 'hc1_raw', 'Device ID (hex)': '0x10', Offset: '4', Bytes: '3' })
  await dialog().getByRole('button', { name: 'Add' }).click()
  await x.page.getByRole('cell', { name: 'hc1_raw' }).waitFor()
  await x.page.getByRole('button', { name: 'Add' }).click()
  await dialog().getByLabel('Name').fill('guests')
  await dialog().getByLabel('Source').selectOption({ label: 'RAM variable' })
  await dialog().getByLabel('Value').fill('2')
  await dialog().getByRole('button', { name: 'Add' }).click()
  await apply(2).click()
  await x.page.getByText('Settings saved').waitFor()
  const body = sent[0] as { entities: Record<string, unknown>[] }
  const raw = body.entities.find((e) => e.name === 'hc1_raw')!
  assert.equal({ d: raw.device_id, t: raw.type_id, o: raw.offset, vt: raw.value_type, f: raw.factor }, { d: 0x10, t: 0x2b9, o: 4, vt: 8, f: 3 })
  const ram = body.entities.find((e) => e.name === 'guests')!
  assert.equal({ ram: ram.ram, d: ram.device_id, vt: ram.value_type, w: ram.writeable, v: ram.value }, { ram: 1, d: 0, vt: 8, w: true, v: '2' })
  await x.page.getByRole('cell', { name: '0x2B9' }).last().waitFor() // refetched and shown in hex
  assert.ok(stored<{ entities: { name: string }[] }>('customEntities').entities.some((e) => e.name === 'hc1_raw'))
})

t('Enter in a field submits the scheduler and custom entity dialogs', async () => {
  await open('/settings/scheduler')
  await x.page.getByRole('cell', { name: 'weekend' }).waitFor()
  await x.page.getByRole('button', { name: 'Add' }).click()
  await dialog().getByLabel('Command').fill('boiler/wwseltemp')
  await dialog().getByLabel('Name').fill('enter_test')
  await enterIn('Name')
  await x.page.getByRole('cell', { name: 'enter_test' }).waitFor()

  await open('/settings/customentities')
  await x.page.getByRole('cell', { name: 'flowtemp' }).waitFor()
  await x.page.getByRole('button', { name: 'Add' }).click()
  await dialog().getByLabel('Name').fill('visitors')
  await dialog().getByLabel('Source').selectOption({ label: 'RAM variable' })
  await dialog().getByLabel('Value').fill('2')
  await enterIn('Value')
  await x.page.getByRole('cell', { name: 'visitors' }).waitFor()
})

t('Enter with an invalid field keeps the dialog open with the message', async () => {
  await open('/settings/scheduler')
  await x.page.getByRole('cell', { name: 'weekend' }).waitFor()
  await x.page.getByRole('button', { name: 'Add' }).click()
  await dialog().getByLabel('Name').press('Enter')
  await dialog().getByText('Command is required').waitFor()
})

t('a new schedule time reads 24 h ("12:00", typed as 18:30) in a 12-hour browser locale', async () => {
  await open('/settings/scheduler')
  await x.page.getByRole('cell', { name: 'weekend' }).waitFor()
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

t('custom entities of value type 7 and 9 show ENUM and CMD, not a number', async () => {
  await x.page.route('**/rest/customEntities', async (r) => {
    if (r.request().method() !== 'GET') return r.continue()
    const body = await (await r.fetch()).json()
    body.entities.push({ ...body.entities[0], id: 50, name: 'an_enum', value_type: 7 }, { ...body.entities[0], id: 51, name: 'a_cmd', value_type: 9 })
    await r.fulfill({ json: body })
  })
  await open('/settings/customentities')
  for (const [name, type] of [
    ['an_enum', 'ENUM'],
    ['a_cmd', 'CMD'],
  ]) {
    await x.page.getByRole('row').filter({ hasText: name }).getByRole('cell', { name: type, exact: true }).waitFor()
  }
})

t.run()
