// Analog sensor GPIOs on an ESP32-S3 board in real Chromium against the emulator (--chip ESP32S3): the S3's
// rules whether the release spells the chip "ESP32S3" (3.7.x) or "ESP32-S3" (3.6.x), as the firmware's own UI.
import * as assert from 'uvu/assert'
import type { SensorSettings } from '../../emulator/bus/sensors.ts'
import type { Release } from '../../src/schemas/releases.ts'
import { dashboardSuite } from './dashboard-suite'

for (const firmware of ['3.7.2', '3.6.5'] as Release[]) {
  const { t, x, as, counting, dialog } = dashboardSuite(`dashboard: sensors on an ESP32-S3, ${firmware}`, { firmware, chip: 'ESP32S3' })
  t('GPIO 26 is refused and 45 taken', async () => {
    await as('admin', '/dashboard/sensors')
    await x.page.getByRole('cell', { name: 'water pressure' }).waitFor()
    const writes = counting('writeAnalogSensor')
    await x.page.getByRole('button', { name: 'Add analog sensor' }).click()
    await dialog().getByLabel('Name').fill('oil_tank')
    await dialog().getByLabel('GPIO').fill('26')
    await dialog().getByRole('button', { name: 'Add', exact: true }).click()
    await dialog().getByText('Must be an valid GPIO port').waitFor()
    assert.is(writes.length, 0)
    await dialog().getByLabel('GPIO').fill('45')
    await dialog().getByRole('button', { name: 'Add', exact: true }).click()
    await x.page.getByRole('cell', { name: 'oil_tank' }).waitFor()
    assert.is(x.emu.emulator.store.get<SensorSettings>('sensors').as.at(-1)?.gpio, 45)
  })
  t.run()
}
