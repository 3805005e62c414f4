// The dashboard's devices in real Chromium against the emulated bus: the device list, a device's entity
// panel, value edits of each kind (enum, number, boolean, command) and what the device receives, a failed
// write, guests, who edit nothing, and a hovered row unlike the selected one.
import * as assert from 'uvu/assert'
import { dashboardSuite } from './dashboard-suite'

const { t, x, bus, as, device, openDevice, cellOf, counting, dialog } = dashboardSuite('dashboard: devices and values')

t('the device list: names with entity counts and type names; a device opens its entities; Escape closes', async () => {
  await as('admin')
  await device('RC310').waitFor()
  const rows = await x.page.locator('.devices > .table-wrap tbody tr').allInnerTexts()
  assert.is(rows.length, 6)
  assert.match(rows[1], /RC310 \(15\d\)\s+Thermostat/)
  assert.match(rows[5], /Custom Entities \(\d\)\s+Custom/) // named as its settings tab, whatever the release calls it
  assert.is(await x.page.locator('.devices tbody tr').first().locator('svg').count(), 1, 'an icon per type')

  await openDevice('GBx72/Trendline/Cerapur/Greenstar Si/27i')
  assert.match(await cellOf('total burner operating time').innerText(), /^\d+ days \d+ hours \d+ minutes$/)
  assert.match(await cellOf('system pressure').innerText(), /^\d\.\d bar$/, 'float32 noise rounded')
  assert.match(await cellOf('current flow temperature').innerText(), /^\d\d\.\d °C$/)
  assert.is(await cellOf('tapwater active').innerText(), 'off')
  await x.page.keyboard.press('Escape')
  await x.page.locator('.panel').waitFor({ state: 'detached' })
})

t('editing an enum: a select of its options; the device gets the option and the panel shows it', async () => {
  await as('admin')
  await openDevice('RC310')
  await x.page.getByRole('button', { name: 'Edit: hc1 mode' }).click()
  await dialog().getByRole('heading', { name: 'Change value' }).waitFor()
  assert.equal(await dialog().getByLabel('Value').locator('option').allInnerTexts(), ['manual', 'auto'])
  await dialog().getByLabel('Value').selectOption('manual')
  await dialog().getByRole('button', { name: 'Update' }).click()
  await x.page.getByText('write command sent', { exact: true }).waitFor()
  await dialog().waitFor({ state: 'detached' })
  assert.equal(bus().lastWrite, { id: 2, c: 'hc1/mode', v: 'manual' })
  await cellOf('hc1 mode').getByText('manual').waitFor()
})

t('a row under the pointer looks unlike the selected row', async () => {
  await as('admin')
  const rows = x.page.locator('tr.opens')
  await rows.first().click()
  await x.page.locator('tr.sel').waitFor()
  await rows.nth(1).hover()
  const cell = (i: number) => rows.nth(i).locator('td').first()
  const bg = (i: number) => cell(i).evaluate((td) => getComputedStyle(td).backgroundColor)
  const [selected, hovered] = [await bg(0), await bg(1)]
  assert.not.equal(hovered, 'rgba(0, 0, 0, 0)', 'the hovered row is marked')
  assert.not.equal(hovered, selected)
})

t('a value dialog opens with the value selected: what is typed replaces it', async () => {
  await as('admin')
  await openDevice('RC310')
  await x.page.getByRole('button', { name: 'Edit: hc1 selected room temperature' }).click()
  const input = dialog().getByLabel('Value')
  assert.is(await input.inputValue(), '21')
  await x.page.keyboard.type('19,5')
  assert.is(await input.inputValue(), '19,5')
  await x.page.keyboard.press('Escape')
  await dialog().waitFor({ state: 'detached' })
})

t('a number out of range: the message shows and nothing is sent; a good one is sent as a number', async () => {
  await as('admin')
  await openDevice('RC310')
  const writes = counting('writeDeviceValue')
  await x.page.getByRole('button', { name: 'Edit: hc1 selected room temperature' }).click()
  const input = dialog().getByLabel('Value')
  assert.is(await input.inputValue(), '21')
  // text with a decimal keypad, not type=number (which reads the browser's locale); the range is said
  assert.equal([await input.getAttribute('type'), await input.getAttribute('inputmode')], ['text', 'decimal'])
  await dialog().getByText('5 – 30 °C').waitFor()
  await input.fill('31')
  await dialog().getByRole('button', { name: 'Update' }).click()
  await dialog().getByText('Value must be between 5 and 30').waitFor()
  assert.ok(await dialog().getByText('5 – 30 °C').isVisible(), 'the range stays under the message')
  assert.is((await input.getAttribute('aria-describedby'))!.split(' ').length, 2, 'both are read with the field')
  await input.fill('')
  await dialog().getByText('Value is required').waitFor()
  await input.fill('22.3')
  await dialog().getByRole('button', { name: 'Update' }).click()
  await dialog().getByText('Invalid value (22 / 22.5)').waitFor()
  assert.is(writes.length, 0)
  await input.fill('22.5')
  await dialog().getByRole('button', { name: 'Update' }).click()
  await x.page.getByText('write command sent', { exact: true }).waitFor()
  assert.is(writes.length, 1)
  assert.equal(bus().lastWrite, { id: 2, c: 'hc1/seltemp', v: 22.5 })
  await cellOf('hc1 selected room temperature').getByText('22.5 °C').waitFor()
})

// The words of each language (labels, buttons, what the page says after a write), and how it writes 22.5 °C.
const LANGS = {
  de: { edit: 'Bearbeiten', value: 'Wert', update: 'Übernehmen', sent: 'Schreibbefehl gesendet', bad: 'Ungültiger Wert (1,5)' },
  pl: { edit: 'Edytuj', value: 'Wartość', update: 'Zapisz', sent: 'Wysłano polecenie zapisu', bad: 'Nieprawidłowa wartość (1,5)' },
  tr: { edit: 'Düzenle', value: 'Değer', update: 'Güncelle', sent: 'Yazma komutu gönderildi', bad: 'Geçersiz değer (1,5)' },
}
for (const [lang, w] of Object.entries(LANGS)) {
  t(`${lang}: a value typed with a decimal comma is sent as the number meant, and pre-filled with a comma`, async () => {
    await x.page.addInitScript((l) => localStorage.setItem('lang', l), lang)
    await as('admin')
    await openDevice('RC310')
    const edit = () => x.page.getByRole('button', { name: `${w.edit}: hc1 selected room temperature` })
    const input = dialog().getByLabel(w.value)
    await edit().click()
    await input.fill('21,5')
    await dialog().getByRole('button', { name: w.update }).click()
    await x.page.getByText(w.sent, { exact: true }).waitFor()
    assert.equal(bus().lastWrite, { id: 2, c: 'hc1/seltemp', v: 21.5 })
    await cellOf('hc1 selected room temperature').getByText('21,5 °C').waitFor()

    await edit().click()
    assert.is(await input.inputValue(), '21,5', 'pre-filled as the page shows it')
    await input.fill('22.5')
    await dialog().getByRole('button', { name: w.update }).click()
    await dialog().waitFor({ state: 'detached' })
    assert.equal(bus().lastWrite, { id: 2, c: 'hc1/seltemp', v: 22.5 }, 'a dot is read too')

    // what cannot be read is kept as typed and said, and nothing is sent
    await edit().click()
    const writes = counting('writeDeviceValue')
    await input.fill('2.2,5')
    await dialog().getByText(w.bad).waitFor()
    assert.is(await input.inputValue(), '2.2,5')
    await dialog().getByRole('button', { name: w.update }).click()
    assert.is(writes.length, 0)
  })
}

t('pl: a range in minutes reads "5 – 1440 minut", the word as it goes with the largest number', async () => {
  await x.page.addInitScript(() => localStorage.setItem('lang', 'pl'))
  await as('admin')
  await openDevice('RC310')
  await x.page.getByRole('button', { name: 'Edytuj: delay boiler support' }).click()
  await dialog().getByText('5 – 1440 minut', { exact: true }).waitFor()
})

t('tr: a percentage is written as Turkish writes it (%30), in the panel, on the overview and in the value dialog (%0 – %100)', async () => {
  await x.page.addInitScript(() => localStorage.setItem('lang', 'tr'))
  await as('admin')
  await openDevice('GBx72/Trendline/Cerapur/Greenstar Si/27i')
  await cellOf('boiler pump min power').getByText('%30', { exact: true }).waitFor()
  // the value dialog's range the same way, each end as the panel writes a percentage, not "0 – 100 %"
  await x.page.getByRole('button', { name: 'Düzenle: boiler pump min power' }).click()
  await dialog().getByText('%0 – %100', { exact: true }).waitFor()
})

t('a boolean is a switch; a command with an empty value is run with Run command / Execute', async () => {
  await as('admin')
  await openDevice('GBx72/Trendline/Cerapur/Greenstar Si/27i')
  await x.page.getByRole('button', { name: 'Edit: force heating off' }).click()
  const sw = dialog().getByRole('switch', { name: 'Value' })
  assert.is(await sw.isChecked(), false)
  await sw.check()
  await dialog().getByRole('button', { name: 'Update' }).click()
  await x.page.getByText('write command sent', { exact: true }).waitFor()
  assert.equal(bus().lastWrite, { id: 1, c: 'heatingoff', v: 'on' })

  await x.page.getByRole('button', { name: 'Edit: reset' }).click()
  await dialog().getByRole('heading', { name: 'Run command' }).waitFor()
  await dialog().getByLabel('Value').selectOption('error')
  await dialog().getByRole('button', { name: 'Execute' }).click()
  await x.page.getByText('write command sent', { exact: true }).first().waitFor()
  await dialog().waitFor({ state: 'detached' })
  assert.equal(bus().lastWrite, { id: 1, c: 'reset', v: 'error' })
})

t('a refused write: the toast says which value the device did not accept for what; the dialog stays open with what was typed', async () => {
  await as('admin')
  await openDevice('RC310')
  await x.page.route('**/rest/writeDeviceValue', (r) => r.fulfill({ status: 400, body: '' }))
  await x.page.getByRole('button', { name: 'Edit: hc1 program switchtime' }).click()
  await dialog().getByText('<nn> [ not_set | day hh:mm on|off ]').waitFor()
  await dialog().getByLabel('Value').fill('01 tu 07:00 on')
  await dialog().getByRole('button', { name: 'Update' }).click()
  await x.page.getByText('hc1 program switchtime: 01 tu 07:00 on not accepted by the device', { exact: true }).waitFor()
  assert.is(await dialog().getByLabel('Value').inputValue(), '01 tu 07:00 on')
  assert.ok(await dialog().isVisible())
})

t('a guest sees no edit icon and gets no edit dialog', async () => {
  await as('guest')
  await openDevice('RC310')
  await cellOf('hc1 mode').waitFor()
  assert.is(await x.page.locator('.panel').getByRole('button', { name: /^Edit/ }).count(), 0)
  await cellOf('hc1 mode').click()
  await cellOf('hc1 mode').dblclick()
  assert.is(await dialog().count(), 0)
  assert.is(await x.page.getByRole('button', { name: 'Customization' }).count(), 0, 'settings are for admins')
})

t.run()
