// Application settings on a 3.8.0 gateway in real Chromium against the emulator: the device checks the board's
// pins itself, and its refusal (400, settings kept, system status 6) reads as a GPIO message.
import * as assert from 'uvu/assert'
import { settingsSuite } from './settings-suite'

const { t, x, open, stored, apply } = settingsSuite('settings: application on 3.8.0', { firmware: '3.8.0' })

t('a pin the console allows but the device refuses: the device says which kind of fault, nothing changes', async () => {
  await open('/settings/application')
  await x.page.getByLabel('Board profile').selectOption('CUSTOM')
  await x.page.getByLabel('Rx GPIO').fill('22') // valid by the ESP32's table, not among 3.8.0's GPIOs
  await apply(2).click()
  await x.page.getByText('Must be an valid GPIO port').waitFor()
  assert.is(stored('settings').rx_gpio, 23)
  assert.is(stored('settings').board_profile, 'S32')
})

t.run()
