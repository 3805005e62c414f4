// The dashboard in real Chromium against the emulated bus: the device list and entity panel, value edits
// of each kind (and what the device receives), guests, CSV, favourites, sensors, status, scan, bus offline.
import fs from 'node:fs'
import type { Request } from 'playwright-core'
import * as assert from 'uvu/assert'
import { busOf } from '../../emulator/bus/index.ts'
import { e2eSuite, tokenOf, withToken } from './fixture'

const { t, x } = e2eSuite('dashboard', { page: { acceptDownloads: true } })
const tokens: Record<string, string> = {}
t.before(async () => {
  for (const user of ['admin', 'guest']) tokens[user] = await tokenOf(x, user)
})

const bus = () => busOf(x.emu.emulator.ctx)

/** Signed in as `user` (token stored as the sign-in page stores it) on `path`. */
async function as(user: 'admin' | 'guest', path = '/dashboard/devices') {
  await withToken(x, tokens[user])
  await x.page.goto(x.emu.url + path)
}
const device = (name: string) => x.page.getByRole('row').filter({ hasText: name }).first()
async function openDevice(name: string) {
  await device(name).click()
  await x.page.getByRole('heading', { name, level: 2 }).waitFor()
}
/** The value cell of an entity row in the panel. */
const cellOf = (entity: string) =>
  x.page
    .locator('.panel tr')
    .filter({ has: x.page.getByRole('cell', { name: entity, exact: true }) })
    .locator('td')
    .nth(1)
/** Counts the requests to `path` from now on. */
function counting(path: string) {
  const seen: Request[] = []
  x.page.on('request', (r) => r.url().includes(path) && seen.push(r))
  return seen
}
const dialog = () => x.page.getByRole('dialog')

t('the device list: names with entity counts and type names; a device opens its entities; Escape closes', async () => {
  await as('admin')
  await device('RC310').waitFor()
  const rows = await x.page.locator('.devices > .table-wrap tbody tr').allInnerTexts()
  assert.is(rows.length, 6)
  assert.match(rows[1], /RC310 \(15\d\)\s+Thermostat/)
  assert.match(rows[5], /User defined entities \(\d\)\s+Custom/)
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

t('a number out of range: the message shows and nothing is sent; a good one is sent as a number', async () => {
  await as('admin')
  await openDevice('RC310')
  const writes = counting('writeDeviceValue')
  await x.page.getByRole('button', { name: 'Edit: hc1 selected room temperature' }).click()
  const input = dialog().getByLabel('Value')
  assert.is(await input.inputValue(), '21')
  assert.equal([await input.getAttribute('min'), await input.getAttribute('max'), await input.getAttribute('step')], ['5', '30', '0.5'])
  await input.fill('31')
  await dialog().getByRole('button', { name: 'Update' }).click()
  await dialog().getByText('Value out of range').waitFor()
  await input.fill('')
  await dialog().getByText('Value is required').waitFor()
  assert.is(writes.length, 0)
  await input.fill('22.5')
  await dialog().getByRole('button', { name: 'Update' }).click()
  await x.page.getByText('write command sent', { exact: true }).waitFor()
  assert.is(writes.length, 1)
  assert.equal(bus().lastWrite, { id: 2, c: 'hc1/seltemp', v: 22.5 })
  await cellOf('hc1 selected room temperature').getByText('22.5 °C').waitFor()
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

t('a failed write: the error toast, and the dialog stays open with what was typed', async () => {
  await as('admin')
  await openDevice('RC310')
  await x.page.route('**/rest/writeDeviceValue', (r) => r.fulfill({ status: 400, body: '' }))
  await x.page.getByRole('button', { name: 'Edit: hc1 program switchtime' }).click()
  await dialog().getByText('<nn> [ not_set | day hh:mm on|off ]').waitFor()
  await dialog().getByLabel('Value').fill('01 tu 07:00 on')
  await dialog().getByRole('button', { name: 'Update' }).click()
  await x.page.getByText('Request Failed').waitFor()
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
  assert.ok(await x.page.locator('.panel').isVisible(), 'Escape closed the dialog, not the panel')
  await x.page.getByRole('button', { name: 'Customization' }).click()
  await x.page.waitForURL((u) => u.pathname === '/settings/customization')
  assert.equal(await x.page.evaluate(() => history.state), { id: 2 })
  await x.page.goto(x.emu.url + '/dashboard/devices')
  await openDevice('User defined entities')
  await x.page.getByRole('button', { name: 'Customization' }).click()
  await x.page.waitForURL((u) => u.pathname === '/settings/customentities')
})

t('sensors: an invalid or used GPIO shows its message and nothing is sent; a good analog sensor is added', async () => {
  await as('admin', '/dashboard/sensors')
  await x.page.getByRole('cell', { name: 'water pressure' }).waitFor()
  const writes = counting('writeAnalogSensor')
  await x.page.getByRole('button', { name: 'Add analog sensor' }).click()
  assert.is(await dialog().getByLabel('GPIO').inputValue(), '21')
  await dialog().getByLabel('Name').fill('oil tank')
  await dialog().getByLabel('GPIO').fill('6')
  await dialog().getByRole('button', { name: 'Update' }).click()
  await dialog().getByText('Must be an valid GPIO port').waitFor()
  await dialog().getByLabel('GPIO').fill('36')
  await dialog().getByText('GPIO already in use').waitFor()
  assert.is(writes.length, 0)
  await dialog().getByLabel('GPIO').fill('22')
  await dialog().getByLabel('Offset').fill('4000')
  await dialog().getByText('Value out of range').waitFor()
  await dialog().getByLabel('Offset').fill('100')
  await dialog().getByRole('button', { name: 'Update' }).click()
  await x.page.getByText('Sensor updated').waitFor()
  await x.page.getByRole('cell', { name: 'oil tank' }).waitFor()
  assert.is(writes.length, 1)
  const saved = x.emu.emulator.store.get<{ as: object[] }>('sensors').as
  assert.equal(saved.at(-1), { gpio: 22, name: 'oil tank', offset: 100, factor: 1, uom: 0, type: 3 })
})

t('sensors: a temperature sensor is renamed; a guest cannot open the editor', async () => {
  await as('admin', '/dashboard/sensors')
  await x.page.getByRole('cell', { name: 'living room' }).click()
  await dialog().getByText('28-233D-9497-0C03').waitFor()
  await dialog().getByLabel('Name').fill('')
  await dialog().getByRole('button', { name: 'Update' }).click()
  await dialog().getByText('Name is required').waitFor()
  await dialog().getByLabel('Name').fill('lounge')
  await dialog().getByLabel('Offset').fill('0.5')
  await dialog().getByRole('button', { name: 'Update' }).click()
  await x.page.getByRole('cell', { name: 'lounge' }).waitFor()
  await x.page.close()
  x.page = await x.browser.newPage()
  await as('guest', '/dashboard/sensors')
  await x.page.getByRole('cell', { name: 'lounge' }).click()
  assert.is(await dialog().count(), 0)
  assert.is(await x.page.getByRole('button', { name: 'Add analog sensor' }).count(), 0)
})

t('status: connected in green, the statistics; Scan devices says Scanning...', async () => {
  await as('admin', '/dashboard/status')
  await x.page.getByText('Connected', { exact: true }).waitFor()
  assert.is(await x.page.getByText('Connected', { exact: true }).getAttribute('class'), 'ok')
  await x.page.getByRole('cell', { name: 'EMS telegrams received' }).waitFor()
  assert.is(await x.page.locator('tbody tr').filter({ hasText: 'EMS telegrams received' }).locator('.ok').innerText(), '100 %')
  const scans = counting('scanDevices')
  await x.page.getByRole('button', { name: 'Scan devices' }).click()
  await x.page.getByText('Scanning...', { exact: true }).waitFor()
  assert.is(scans.length, 1)
})

t('bus offline: the not-connected warning on the devices tab and Disconnected in red', async () => {
  const res = await fetch(x.emu.url + '/rest/emulator/bus', {
    method: 'POST',
    headers: { 'content-type': 'application/json', Authorization: 'Bearer ' + tokens.admin },
    body: '{"offline":true}',
  })
  assert.is(res.status, 200)
  try {
    await as('guest')
    await x.page.getByRole('alert').getByText('The EMS bus is not connected').waitFor()
    await x.page.getByRole('link', { name: 'Status' }).click()
    assert.is(await x.page.getByText('Disconnected', { exact: true }).getAttribute('class'), 'bad')
  } finally {
    bus().setOffline(false)
  }
})

t.run()
