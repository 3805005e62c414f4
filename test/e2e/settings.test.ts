// Settings in real Chromium against the emulator: application settings with board profiles, conditional
// fields, validation and a 205 restart cycle; customization; scheduler; custom entities; and what the
// device receives each time.
import { unpack } from 'msgpackr'
import * as assert from 'uvu/assert'
import { SETTINGS_DEFAULTS } from '../../emulator/routes/settings.ts'
import { E32 } from '../boards'
import { signedInSuite } from './fixture'

const { t, x, token } = signedInSuite('settings', 'admin')

const open = (path: string) => x.page.goto(x.emu.url + path)
const dialog = () => x.page.getByRole('dialog')
const stored = <T = Record<string, unknown>>(area: string) => x.emu.emulator.store.get(area) as T
/** The JSON bodies POSTed to `path` from now on, as the device receives them. */
async function posts(path: string) {
  const seen: unknown[] = []
  await x.page.route(
    (u) => u.pathname === '/' + path,
    (route) => {
      const r = route.request()
      if (r.method() === 'POST') seen.push(JSON.parse(r.postData() ?? 'null'))
      return route.continue()
    },
  )
  return seen
}
const apply = (n: number) => x.page.getByRole('button', { name: `Apply changes (${n})` })

t('a named board loads its pins from the device; Apply sends the whole object with real types', async () => {
  x.emu.emulator.store.set('settings', SETTINGS_DEFAULTS)
  await open('/settings/application')
  const sent = await posts('rest/settings')
  await x.page.getByLabel('Board profile').selectOption('E32')
  await apply(8).waitFor() // the board and the seven pin/ethernet values that differ from the S32's
  assert.not.ok(await x.page.getByLabel('Rx GPIO').isVisible(), 'pins are edited only on a CUSTOM board')
  await x.page.getByLabel('Bus ID').selectOption({ label: 'Modem (0x0D)' })
  await apply(9).click()
  await x.page.getByText('The changes are saved. Restart the device to apply them.').waitFor() // rx/tx/phy changed: 205
  const body = sent[0] as object
  assert.equal(Object.keys(body).sort(), Object.keys(SETTINGS_DEFAULTS).sort(), 'the complete object')
  assert.equal(body, { ...SETTINGS_DEFAULTS, ...E32, ems_bus_id: 13 })
  assert.is(stored('settings').rx_gpio, 5)
})

t('CUSTOM board: a bad GPIO shows the spec message and nothing is sent; then a 205 restart cycle', async () => {
  x.emu.emulator.store.set('settings', SETTINGS_DEFAULTS)
  await open('/settings/application')
  const sent = await posts('rest/settings')
  await x.page.getByLabel('Board profile').selectOption('CUSTOM')
  await x.page.getByLabel('Rx GPIO').fill('6')
  await x.page.getByText('Must be an valid GPIO port').waitFor()
  await x.page.getByLabel('Tx GPIO').fill('')
  await apply(3).click()
  await x.page.getByText('Tx GPIO is required').waitFor()
  assert.is(sent.length, 0)
  await x.page.getByLabel('Rx GPIO').fill('16')
  await x.page.getByLabel('Tx GPIO').fill('17')
  await apply(3).click()
  await x.page.getByText('The changes are saved. Restart the device to apply them.').waitFor()
  assert.equal(sent[0], { ...SETTINGS_DEFAULTS, board_profile: 'CUSTOM', rx_gpio: 16, tx_gpio: 17 })
  await x.page.getByRole('button', { name: 'Restart' }).click()
  await x.page.getByText('The device is restarting. Please wait…').waitFor()
  // back on the device, on the page the restart was started from (issue 18)
  await x.page.getByText('The device is restarting. Please wait…').waitFor({ state: 'detached', timeout: 20000 })
  assert.is(new URL(x.page.url()).pathname, '/settings/application')
  await open('/settings/application')
  assert.is(await x.page.getByLabel('Board profile').inputValue(), 'CUSTOM')
  assert.is(await x.page.getByLabel('Rx GPIO').inputValue(), '16')
})

t('conditional fields: LED, parasite power, ethernet, shower alert and syslog show only when they apply', async () => {
  x.emu.emulator.store.set('settings', SETTINGS_DEFAULTS)
  await open('/settings/application')
  const visible = (label: string) => x.page.getByLabel(label, { exact: true }).isVisible()
  await x.page.getByLabel('Board profile').selectOption('CUSTOM')
  assert.ok(await visible('Turn off status LED'))
  await x.page.getByLabel('LED GPIO').fill('0')
  await x.page.getByLabel('Turn off status LED').waitFor({ state: 'detached' })
  assert.ok(await visible('Parasite power for temperature sensors'))
  await x.page.getByLabel('Temperature sensor GPIO').fill('0')
  await x.page.getByLabel('Parasite power for temperature sensors').waitFor({ state: 'detached' })
  assert.not.ok(await visible('PHY address'))
  await x.page.getByLabel('Ethernet PHY').selectOption({ label: 'LAN8720' })
  await x.page.getByLabel('PHY address').waitFor()
  assert.ok(await x.page.getByLabel('Shower alert').isDisabled(), 'the alert needs the timer')
  await x.page.getByLabel('Shower timer').check()
  await x.page.getByLabel('Shower alert').check()
  await x.page.getByLabel('Alert after (minutes)').fill('25')
  await x.page.getByText('Time must be between 1 and 20 minutes').waitFor()
  assert.not.ok(await visible('Host'))
  await x.page.getByLabel('Enable syslog').check()
  await x.page.getByLabel('Mark interval (seconds)').fill('11')
  await x.page.getByText('Must be between 0 and 10').waitFor()
  await x.page.getByLabel('Port', { exact: true }).fill('70000')
  await x.page.getByText('Invalid Port').waitFor()
  await x.page.getByLabel('Enable syslog').uncheck()
  await x.page.getByLabel('Host').waitFor({ state: 'detached' })
})

t('unsaved changes: leaving the tab asks; Stay keeps the edit, Leave drops it', async () => {
  x.emu.emulator.store.set('settings', SETTINGS_DEFAULTS)
  await open('/settings/application')
  await x.page.getByLabel('Enable analog sensors').uncheck()
  await apply(1).waitFor()
  await x.page.getByRole('link', { name: 'Scheduler' }).click()
  await x.page.getByText('Unsaved changes').waitFor()
  await x.page.getByRole('button', { name: 'Stay' }).click()
  assert.is(new URL(x.page.url()).pathname, '/settings/application')
  assert.not.ok(await x.page.getByLabel('Enable analog sensors').isChecked())
  await x.page.getByRole('link', { name: 'Scheduler' }).click()
  await x.page.getByRole('button', { name: 'Leave' }).click()
  await x.page.waitForURL((u) => u.pathname === '/settings/scheduler')
  assert.is(stored('settings').analog_enabled, true, 'nothing was saved')
})

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
  await dialog().getByText('Command must be 1-64 characters').waitFor()
  await dialog().getByLabel('Name').fill('not valid!')
  await dialog().getByText("Must be <15 characters: alpha numeric, '_' or '.'").waitFor()
  await dialog().getByLabel('Command').fill('boiler/wwseltemp')
  await dialog().getByLabel('Value').fill('55')
  await dialog().getByLabel('Name').fill('dhw_hot')
  await dialog().getByLabel('Sat').check()
  await dialog().getByLabel('Timer', { exact: true }).check()
  assert.not.ok(await dialog().getByLabel('Sat').isChecked(), 'a timer excludes days')
  const interval = dialog().getByLabel('Interval (hh:mm)')
  assert.is(await interval.getAttribute('type'), 'text', 'a duration, not a time of day (no AM/PM)')
  await interval.fill('1:30')
  await dialog().getByText('Invalid value').waitFor()
  await interval.fill('01:30')
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
  await dialog().getByLabel('Name').fill('flowtemp')
  await dialog().getByLabel('Device ID (hex)').fill('xyz')
  await dialog().getByLabel('Telegram type (hex)').fill('2B9')
  await dialog().getByLabel('Offset').fill('300')
  await dialog().getByLabel('Value type').selectOption('RAW')
  await dialog().getByLabel('Bytes').fill('28')
  await dialog().getByRole('button', { name: 'Add' }).click()
  await dialog().getByText('Name already in use').waitFor()
  await dialog().getByText('Is required and must be in hex format').waitFor()
  await dialog().getByText('Must be between 0 and 255').waitFor()
  await dialog().getByText('Must be between 1 and 27').waitFor()
  await dialog().getByLabel('Name').fill('hc1_raw')
  await dialog().getByLabel('Device ID (hex)').fill('10')
  await dialog().getByLabel('Offset').fill('4')
  await dialog().getByLabel('Bytes').fill('3')
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
  await dialog().getByLabel('Min', { exact: true }).fill('80')
  await dialog().getByLabel('Max', { exact: true }).fill('20')
  await dialog().getByRole('button', { name: 'Update' }).click()
  await dialog().getByText('Error: Check min and max values').waitFor()
  await dialog().getByLabel('Min', { exact: true }).fill('20')
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

t('customization: removing an entity needs a restart; reset all asks first, then the device restarts', async () => {
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
  await dialog().getByRole('button', { name: 'Reset all customizations' }).click()
  await x.page.getByText('The device is restarting. Please wait…').waitFor()
  assert.equal(x.emu.emulator.store.get<{ masked_entities: unknown[] }>('customizations').masked_entities, [])
  await x.page.getByText('The device is restarting. Please wait…').waitFor({ state: 'detached', timeout: 20000 })
  assert.is(new URL(x.page.url()).pathname, '/settings/customization')
})

t.run()
