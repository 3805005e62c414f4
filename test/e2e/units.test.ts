// Units that came with 3.7.0-3.8.0 (l/h, Hz) in real Chromium: a 3.8.0 gateway's custom entities in those
// units show their values with the unit on the device panel of the custom entities.
import * as assert from 'uvu/assert'
import { panelValue, signedInSuite } from './fixture'

const entity = (id: number, name: string, uom: number, value: number) => ({
  id,
  ram: 0,
  name,
  device_id: 0x08,
  type_id: 0x18,
  offset: 0,
  factor: 1,
  uom,
  value_type: 2,
  writeable: false,
  hide: false,
  value,
})

const { t, x } = signedInSuite('units of 3.7.0-3.8.0', 'admin', {
  firmware: '3.8.0',
  beforeEach: (x) => x.emu.emulator.store.set('customEntities', { entities: [entity(0, 'flow', 25, 12.5), entity(1, 'pumpfreq', 27, 50)] }),
})

t('a value in l/h and one in Hz show their unit', async () => {
  await x.page.goto(x.emu.url + '/dashboard/devices')
  await x.page.getByRole('row').filter({ hasText: 'Custom' }).first().click()
  const cell = (name: string) => panelValue(x.page, name)
  assert.is(await cell('flow').innerText(), '12.5 l/h')
  assert.is(await cell('pumpfreq').innerText(), '50 Hz')
})

t.run()
