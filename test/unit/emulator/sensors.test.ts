// The emulator's sensors of 3.8.0 (an E32V2.2 board's system sensors, the new analog types, free GPIOs and
// taken channels, is_system as the firmware reads it), the device's own check of the board pins in 3.8.0,
// and --chip: the chip's GPIO rules and how each release spells it.
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import type { SensorSettings } from '../../../emulator/bus/sensors.ts'
import type { Chip } from '../../../emulator/chip.ts'
import type { SensorData } from '../../../src/schemas/dashboard.ts'
import type { Release } from '../../../src/schemas/releases.ts'
import { testEmulator } from '../../e2e/emulator.ts'

async function setup(firmware: Release, chip?: Chip) {
  const t = testEmulator({ firmware, chip })
  const admin = await t.signIn('admin')
  const get = async <X = SensorData>(url = '/rest/sensorData') => (await (await t.req('GET', url, { token: admin })).json()) as X
  const analog = (body: object) =>
    t.req('POST', '/rest/writeAnalogSensor', { token: admin, json: { id: 0, name: 'tank', offset: 0, factor: 1, uom: 0, type: 3, deleted: false, ...body } })
  const stored = () => t.emulator.store.get<SensorSettings>('sensors')
  return { t, admin, get, analog, stored }
}

test('3.8.0: is_system is stored as written, a missing one as false (the firmware drops the protection)', async () => {
  const { t, get, analog, stored } = await setup('3.8.0')
  const core = (await get()).as.find((a) => a.n === 'core_voltage')!
  assert.equal([core.g, core.s, core.t, core.u], [39, true, 3, 23])
  assert.is((await analog({ gpio: 39, name: 'core', factor: core.f, uom: 23, is_system: true })).status, 200)
  assert.is(stored().as.find((a) => a.gpio === 39)?.is_system, true)
  assert.is((await analog({ gpio: 39, name: 'core', factor: core.f, uom: 23 })).status, 200)
  assert.is(stored().as.find((a) => a.gpio === 39)?.is_system, false)
  assert.is((await get()).as.find((a) => a.g === 39)?.s, false)
  await t.cleanup()
})

test('3.8.0: a system sensor is removed when told to, as the firmware does (the console offers no Remove)', async () => {
  const { t, get, analog } = await setup('3.8.0')
  assert.is((await analog({ gpio: 36, deleted: true })).status, 200)
  assert.not.ok((await get()).as.some((a) => a.g === 36))
  assert.ok((await get()).available_gpios?.includes(36), 'its GPIO is free again')
  await t.cleanup()
})

test('3.8.0: a new sensor only on a free GPIO; frequency and counter channels are taken in pairs', async () => {
  const { t, get, analog } = await setup('3.8.0')
  const before = await get()
  assert.equal(before.exclude_types, [7, 13, 16])
  assert.is((await analog({ gpio: 21 })).status, 400, 'not among 3.8.0 ESP32 GPIOs')
  assert.is((await analog({ gpio: 23 })).status, 400, 'the board Rx')
  assert.is((await analog({ gpio: 4, type: 19 })).status, 400, 'no such type')
  assert.is((await analog({ gpio: 4, name: 'fan', type: 14, factor: 0.5, uom: 4 })).status, 200)
  const after = await get()
  assert.equal(after.exclude_types, [7, 13, 16, 14, 17])
  assert.not.ok(after.available_gpios?.includes(4))
  assert.is((await analog({ gpio: 12, name: 'fan 2' })).status, 400, 'names are letters, digits and _')
  assert.is((await analog({ gpio: 12, name: 'FAN' })).status, 400, 'names are unique')
  await t.cleanup()
})

test('3.8.0: the device refuses a bad board pin with 400, keeps the settings and sets system status 6', async () => {
  const { t, admin, get } = await setup('3.8.0')
  const settings = await get<Record<string, unknown>>('/rest/settings')
  const post = (body: object) => t.req('POST', '/rest/settings', { token: admin, json: { ...settings, board_profile: 'CUSTOM', ...body } })
  assert.is((await post({ rx_gpio: 22 })).status, 400, 'valid by the console, not by 3.8.0')
  assert.is((await get<Record<string, unknown>>('/rest/settings')).board_profile, 'S32')
  assert.is((await get<{ status: number }>('/rest/systemStatus')).status, 6)
  assert.is((await post({ rx_gpio: 34 })).status, 400, 'an analog sensor has it')
  assert.ok([200, 205].includes((await post({ rx_gpio: 4 })).status))
  await t.cleanup()
})

test('--chip: the platform as each release spells it, and the chip rules for analog sensors', async () => {
  for (const [r, platform] of [
    ['3.6.5', 'ESP32-S3'],
    ['3.7.2', 'ESP32S3'],
  ] as const) {
    const { t, get, analog } = await setup(r, 'ESP32S3')
    assert.is((await get()).platform, platform, r)
    assert.is((await get<Record<string, unknown>>('/rest/settings')).platform, platform, r)
    assert.is((await get<Record<string, unknown>>('/rest/systemStatus')).esp_platform, platform, r)
    assert.is((await analog({ gpio: 26, name: 'oil' })).status, 400, r)
    assert.is((await analog({ gpio: 45, name: 'oil' })).status, 200, r)
    await t.cleanup()
  }
  const { t, get } = await setup('3.8.0', 'ESP32C3')
  assert.equal((await get()).available_gpios, [0, 2, 3, 6, 8, 10], 'C3 0-10 but the C3 Mini board (7, 1, 4, 5, 9)')
  await t.cleanup()
})

test.run()
