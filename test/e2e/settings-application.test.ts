// Application settings in real Chromium against the emulator: board profiles with their pins, conditional
// fields, validation and a 205 restart cycle, the unsaved-changes question, a disabled option that says why;
// and what the device receives.
import * as assert from 'uvu/assert'
import { SETTINGS_DEFAULTS } from '../../emulator/routes/settings.ts'
import { E32 } from '../boards'
import { fillIn, RESTART_WAIT } from './fixture'
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
  await x.page.getByText('The device is restarting. Please wait…').waitFor({ state: 'detached', timeout: RESTART_WAIT })
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

t('a disabled option says why: the shower alert needs the shower timer, and the note goes once it can be used', async () => {
  await open('/settings/application')
  const timer = x.page.getByRole('switch', { name: 'Shower timer' })
  if (await timer.isChecked()) await timer.uncheck()
  const alert = x.page.getByRole('switch', { name: 'Shower alert' })
  assert.ok(await alert.isDisabled())
  assert.is(await alert.getAttribute('aria-describedby').then((id) => x.page.locator('#' + id).textContent()), 'Shower timer: Off')
  await timer.check()
  assert.ok(await alert.isEnabled())
  assert.is(await alert.getAttribute('aria-describedby'), null, 'no note once it can be used')
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

t('a board profile or PHY the console does not know is shown as it is and kept after an unrelated save; 3.6.5 has none of the newer fields', async () => {
  x.emu.emulator.store.set('settings', { ...SETTINGS_DEFAULTS, board_profile: 'E32V9' })
  await open('/settings/application')
  const checked = (label: string) => x.page.getByLabel(label, { exact: true }).locator('option:checked').innerText()
  assert.is(await checked('Board profile'), 'E32V9')
  for (const label of ['Developer mode', 'Enable Modbus', 'Remote thermostat timeout']) assert.not.ok(await x.page.getByLabel(label).count(), label)
  await x.page.getByLabel('Enable analog sensors').uncheck()
  await apply(1).click()
  await x.page.getByText('Settings saved').waitFor()
  assert.is(stored('settings').board_profile, 'E32V9')

  x.emu.emulator.store.set('settings', { ...SETTINGS_DEFAULTS, board_profile: 'CUSTOM', phy_type: 9 })
  await open('/settings/application')
  assert.is(await checked('Ethernet PHY'), '9')
  assert.not.ok(await x.page.getByLabel('LED Type').count(), 'no LED type before 3.7.2')
  await x.page.getByLabel('Enable analog sensors').uncheck()
  await apply(1).click()
  await x.page.getByText('Settings saved').waitFor()
  assert.is(stored('settings').phy_type, 9)
})

t.run()

{
  const s = settingsSuite('settings: application 3.7.2', { firmware: '3.7.2' })
  s.t('3.7.2: a custom board with a LED has its LED type; 3.8.0 choices (E32V2_2, RTL8201, WARN) are not offered, DEBUG is', async () => {
    const { x, open, stored } = s
    x.emu.emulator.store.set('settings', { ...stored('settings'), board_profile: 'CUSTOM', syslog_enabled: true, syslog_host: 'logs.local' })
    await open('/settings/application')
    const options = (label: string) => x.page.getByLabel(label, { exact: true }).locator('option').allInnerTexts()
    // allInnerTexts does not wait: the form is there once the LED type's choices are (a busy machine renders late)
    await x.page.getByLabel('LED Type', { exact: true }).locator('option').first().waitFor({ state: 'attached' })
    assert.equal(await options('LED Type'), ['LED', 'RGB-LED'])
    assert.not.ok((await options('Board profile')).includes('BBQKees Gateway E32 V2.2'))
    assert.not.ok((await options('Ethernet PHY')).includes('RTL8201'))
    assert.equal(await options('Log level'), ['OFF', 'ERROR', 'NOTICE', 'INFO', 'DEBUG', 'ALL'])
    assert.ok((await options('Language of entity names')).includes('Čeština'), 'Czech from 3.7.0')
  })
  s.t.run()
}

{
  const s = settingsSuite('settings: application 3.8.0', { firmware: '3.8.0' })
  s.t('3.8.0: Modbus, developer mode, remote timeout, shower minimum, WARN and a mark interval up to an hour are set and saved', async () => {
    const { x, open, stored } = s
    await open('/settings/application')
    await x.page.getByLabel('Enable Modbus').check()
    await fillIn(x.page, { 'Max clients': '5', 'Timeout (ms)': '99' })
    await x.page.getByText('Timeout (ms) must be between 100 and 20000').waitFor()
    await fillIn(x.page, { 'Timeout (ms)': '2000', 'Developer mode': true, 'Remote thermostat timeout': true })
    await fillIn(x.page, { 'Remote thermostat timeout (h)': '48', 'Shower timer': true })
    await fillIn(x.page, { 'Minimum time (seconds)': '60', 'Enable syslog': true, Host: 'logs.local', 'Log level': 'WARNING' })
    await fillIn(x.page, { 'Mark interval (seconds)': '3600' })
    await x.page.getByRole('button', { name: /Apply changes/ }).click()
    await x.page.getByText('Settings saved').waitFor()
    const d = stored('settings')
    assert.equal(
      [d.modbus_enabled, d.modbus_max_clients, d.modbus_timeout, d.developer_mode, d.remote_timeout_en, d.remote_timeout, d.shower_min_duration],
      [true, 5, 2000, true, true, 48, 60],
    )
    assert.equal([d.syslog_level, d.syslog_mark_interval], [4, 3600])
  })

  s.t('3.8.0: board E32V2_2 and PHY RTL8201 offered, a custom board with an RGB LED; a board that carries its BBQKees model keeps its profile', async () => {
    const { x, open, stored } = s
    // the demo's analog sensors sit on pins this board takes (LED 32, button 34, sensor bus 14), and 3.8.0 refuses
    // a board whose pins are taken: only the system sensors stay
    const sensors = stored('sensors') as { as: { is_system?: boolean }[] }
    x.emu.emulator.store.set('sensors', { ...sensors, as: sensors.as.filter((a) => a.is_system) })
    await open('/settings/application')
    const restartNeeded = x.page.getByText('The changes are saved. Restart the device to apply them.')
    await x.page.getByLabel('Board profile').selectOption('E32V2_2')
    await x.page.getByRole('button', { name: /Apply changes/ }).click()
    await restartNeeded.waitFor() // the PHY changed
    assert.equal([stored('settings').board_profile, stored('settings').led_type, stored('settings').led_gpio], ['E32V2_2', 1, 32])

    x.emu.emulator.store.set('settings', { ...stored('settings'), board_profile: 'CUSTOM', led_type: 0 })
    await open('/settings/application')
    await fillIn(x.page, { 'Ethernet PHY': 'RTL8201', 'LED Type': 'RGB-LED' })
    await x.page.getByRole('button', { name: /Apply changes/ }).click()
    await restartNeeded.waitFor()
    assert.equal([stored('settings').phy_type, stored('settings').led_type], [3, 1])

    x.emu.emulator.store.set('settings', { ...stored('settings'), board_profile: 'E32V2' })
    await open('/settings/application')
    await x.page.getByRole('switch', { name: 'Shower timer' }).waitFor()
    await x.page.waitForFunction(() => (document.getElementById('f-board_profile') as HTMLSelectElement | null)?.disabled)
    assert.ok(await x.page.getByLabel('Board profile').isDisabled(), 'its model is in the chip')
  })
  s.t.run()
}
