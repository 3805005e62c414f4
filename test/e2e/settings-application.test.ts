// Application settings in real Chromium against the emulator: board profiles with their pins, conditional
// fields, validation and a 205 restart cycle, the unsaved-changes question; and what the device receives.
import * as assert from 'uvu/assert'
import { SETTINGS_DEFAULTS } from '../../emulator/routes/settings.ts'
import { E32 } from '../boards'
import { settingsSuite } from './settings-suite'

const { t, x, open, stored, posts, apply } = settingsSuite('settings: application')

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
  // back on the device, on the page the restart was started from
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
  await x.page.getByText('Alert after (minutes) must be between 1 and 20').waitFor()
  assert.not.ok(await visible('Host'))
  await x.page.getByLabel('Enable syslog').check()
  await x.page.getByLabel('Mark interval (seconds)').fill('11')
  await x.page.getByText('Mark interval (seconds) must be between 0 and 10').waitFor()
  await x.page.getByLabel('Port', { exact: true }).fill('70000')
  await x.page.getByText('Port must be between 0 and 65535').waitFor()
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

t.run()
