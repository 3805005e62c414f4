// Issue 18, item 9: the small things a new user still trips over, each as the user meets it.
import * as assert from 'uvu/assert'
import { MQTT_DEFAULTS } from '../../emulator/routes/mqtt.ts'
import { e2eSuite, tokenOf, withToken } from './fixture'

let token = ''
const { t, x } = e2eSuite('polish', {
  beforeEach: async (x) => {
    x.emu.emulator.store.set('mqtt', MQTT_DEFAULTS)
    await withToken(x, token)
  },
})
t.before(async () => {
  token = await tokenOf(x, 'admin')
})
const open = (path: string) => x.page.goto(x.emu.url + path)

t('MQTT switched off: an emptied publish interval does not block Apply (the last value is kept)', async () => {
  await open('/mqtt/settings')
  await x.page.getByRole('switch', { name: 'Enable MQTT' }).uncheck()
  await x.page.getByLabel('Boilers and heat pumps').fill('')
  await x.page.getByRole('button', { name: /^Apply changes/ }).click()
  await x.page.getByText('Settings saved').waitFor()
  const saved = x.emu.emulator.store.get('mqtt')
  assert.equal([saved.enabled, saved.publish_time_boiler], [false, MQTT_DEFAULTS.publish_time_boiler])
})

t('MQTT intervals: the fields of a row stay in line when a label wraps (360 px, German)', async () => {
  await x.page.setViewportSize({ width: 360, height: 800 })
  await x.page.addInitScript(() => localStorage.setItem('lang', 'de'))
  await open('/mqtt/settings')
  const tops = await x.page.evaluate(() => {
    const rows = new Map<number, number[]>()
    for (const f of document.querySelectorAll('[name^=publish_time_]')) {
      const cell = f.closest('.field')!.getBoundingClientRect()
      rows.set(Math.round(cell.top), [...(rows.get(Math.round(cell.top)) ?? []), Math.round(f.getBoundingClientRect().top)])
    }
    return [...rows.values()]
  })
  assert.ok(tops.some((r) => r.length > 1), `two fields in a row: ${JSON.stringify(tops)}`)
  for (const row of tops) assert.is(new Set(row).size, 1, `inputs of a row at ${row}`)
})

t.run()
