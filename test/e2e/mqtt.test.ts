// MQTT in real Chromium against the emulator: the guest's status, the spec's messages with nothing sent,
// the conditional fields, an unreachable broker shown as disconnected with its reason, an emptied interval
// that MQTT off does not check, and the interval fields of a row level at 360 px in German.
import * as assert from 'uvu/assert'
import { MQTT_DEFAULTS } from '../../emulator/routes/mqtt.ts'
import { applyRefused, e2eSuite, fillIn, postsTo, signIn, tokenOf, withToken } from './fixture'

const { t, x } = e2eSuite('mqtt', { beforeEach: ({ emu }) => emu.emulator.store.set('mqtt', MQTT_DEFAULTS) })

const facts = () => x.page.locator('dl.facts').innerText()
const on = (name: string) => x.page.getByRole('switch', { name, exact: true })

t('a guest sees the connection status only', async () => {
  await signIn(x, 'guest', '/mqtt')
  await x.page.waitForURL((u) => u.pathname === '/mqtt/status')
  await x.page.getByText('Connected', { exact: true }).waitFor()
  const text = await facts()
  assert.match(text, /Client ID\s+ems-esp/)
  assert.match(text, /Queued messages\s+0/)
  assert.is(await x.page.locator('dd.ok').count(), 3, 'state, queue and failures in green')
  assert.equal(await x.page.getByRole('navigation', { name: 'MQTT' }).getByRole('link').allInnerTexts(), ['Status'])
})

t('invalid values show the spec messages and nothing is sent', async () => {
  await signIn(x, 'admin', '/mqtt/settings')
  const posts = postsTo(x.page, '/rest/mqttSettings')
  await fillIn(x.page, { Host: '', Port: '', 'Base topic': '', 'Keep alive': '0', Heartbeat: '5' })
  await applyRefused(x.page, [
    'Host is required',
    'Port is required',
    'Base is required',
    'Keep alive must be between 1 and 86400',
    'Heartbeat must be between 10 and 86400',
  ])
  await x.page.locator('input[name=port]').fill('70000')
  await x.page.getByText('Port must be between 0 and 65535', { exact: true }).waitFor()
  await x.page.locator('input[name=host]').fill('bad host')
  await x.page.getByText('Must be a valid IP address or hostname').waitFor()
  // Publish intervals: 0-65535 (uint16 on the device), whole seconds: the digits keypad.
  const boiler = x.page.locator('input[name=publish_time_boiler]')
  assert.is(await boiler.getAttribute('inputmode'), 'numeric')
  await boiler.fill('65536')
  await x.page.getByText('Boilers and heat pumps must be between 0 and 65535', { exact: true }).waitFor()
  await boiler.fill('65535')
  assert.is(posts.count, 0)
  // Disabled, the connection settings are not checked.
  await on('Enable MQTT').uncheck()
  await x.page.getByRole('button', { name: /Apply changes/ }).click()
  await x.page.getByText('Settings saved').waitFor()
  assert.is(posts.count, 1)
  const saved = x.emu.emulator.store.get('mqtt')
  assert.is(saved.publish_time_boiler, 65535)
  // What MQTT-off does not check is not sent either; the device keeps what it had accepted.
  assert.equal(
    [saved.enabled, saved.host, saved.port, saved.base, saved.keep_alive, saved.publish_time_heartbeat],
    [false, '192.168.1.10', 1883, 'ems-esp', 60, 60],
  )
})

t('conditional fields: TLS certificate, publish-single-to-command, discovery with its options', async () => {
  await signIn(x, 'admin', '/mqtt/settings')
  const cert = x.page.getByLabel('Root certificate (PEM)')
  assert.not.ok(await cert.isVisible())
  await on('Enable TLS').check()
  await cert.waitFor()

  const toCmd = on('Publish to command topics (ioBroker)')
  const discovery = on('MQTT discovery')
  assert.not.ok(await toCmd.isVisible())
  await discovery.check()
  for (const label of ['Discovery type', 'Discovery prefix', 'Entity ID format']) await x.page.getByLabel(label).waitFor()
  assert.equal(await x.page.getByLabel('Discovery type').locator('option').allInnerTexts(), ['Home Assistant', 'Domoticz', 'Domoticz (latest)'])
  assert.is(await x.page.getByLabel('Entity ID format').locator('option').count(), 3)
  await on('Publish single value topics').check()
  await discovery.waitFor({ state: 'detached' })
  await x.page.getByLabel('Discovery type').waitFor({ state: 'detached' })
  // Discovery is still on in the data, so publishing to command topics stays hidden until it is off.
  assert.not.ok(await toCmd.isVisible())
  await on('Publish single value topics').uncheck()
  await discovery.uncheck()
  await on('Publish single value topics').check()
  await toCmd.check()
  await x.page.getByRole('button', { name: /Apply changes/ }).click()
  await x.page.getByText('Settings saved').waitFor()
  const saved = x.emu.emulator.store.get('mqtt')
  assert.equal([saved.enableTLS, saved.publish_single, saved.publish_single2cmd, saved.ha_enabled], [true, true, true, false])
})

t('an unreachable broker: disconnected, with the reason and the failures coloured', async () => {
  await signIn(x, 'admin', '/mqtt/settings')
  await x.page.getByLabel('Host').fill('mqtt.nowhere.lan')
  await x.page.getByRole('button', { name: 'Apply changes (1)' }).click()
  await x.page.getByText('Settings saved').waitFor()
  await x.page.getByRole('link', { name: 'Status' }).click()
  // "Disconnected", with the number of connections so far when above 1 (earlier tests saved a working broker)
  await x.page.getByText(/^Disconnected( \(\d+\))?$/).waitFor()
  assert.match(await facts(), /Disconnect reason\s+TCP disconnected/) // reason 7 in the 3.6 numbering
  assert.match(await x.page.locator('dd.bad').first().innerText(), /^Disconnected/)
  assert.is(await x.page.locator('dd', { hasText: /^\d+$/ }).first().getAttribute('class'), 'warn', 'queued messages')
})

t('MQTT off: an emptied publish interval does not block Apply, and the device keeps the last one', async () => {
  await signIn(x, 'admin', '/mqtt/settings')
  await on('Enable MQTT').uncheck()
  await x.page.getByLabel('Boilers and heat pumps').fill('')
  await x.page.getByRole('button', { name: /^Apply changes/ }).click()
  await x.page.getByText('Settings saved').waitFor()
  const saved = x.emu.emulator.store.get('mqtt')
  assert.equal([saved.enabled, saved.publish_time_boiler], [false, MQTT_DEFAULTS.publish_time_boiler])
})

t('the publish intervals of a row stay level when a label wraps (360 px, German)', async () => {
  await withToken(x, await tokenOf(x, 'admin'))
  await x.page.addInitScript(() => localStorage.setItem('lang', 'de'))
  await x.page.setViewportSize({ width: 360, height: 800 })
  await x.page.goto(x.emu.url + '/mqtt/settings')
  await x.page.locator('[name=publish_time_other]').waitFor()
  const tops = await x.page.evaluate(() => {
    const rows = new Map<number, number[]>()
    for (const f of document.querySelectorAll('[name^=publish_time_]')) {
      const cell = f.closest('.field')!.getBoundingClientRect()
      rows.set(Math.round(cell.top), [...(rows.get(Math.round(cell.top)) ?? []), Math.round(f.getBoundingClientRect().top)])
    }
    return [...rows.values()]
  })
  assert.ok(
    tops.some((r) => r.length > 1),
    `two fields in a row: ${JSON.stringify(tops)}`,
  )
  for (const row of tops) assert.is(new Set(row).size, 1, `inputs of a row at ${row}`)
})

t.run()

// 3.7.0 on: entity formats 3 and 4 (1 and 2 as 3.6 named them; the demo gateway was upgraded from 3.6 with 1,
// so it holds 3) and the water interval.
for (const firmware of ['3.7.0', '3.8.0'] as const) {
  const s = e2eSuite('mqtt ' + firmware, { firmware })
  s.t('entity format 3, as an upgrade from 3.6 leaves it, is shown with its label; saves with 4 and with 3 apply; the water interval', async () => {
    const { x } = s
    await signIn(x, 'admin', '/mqtt/settings')
    await x.page.getByRole('switch', { name: 'MQTT discovery', exact: true }).check()
    const format = x.page.getByLabel('Entity ID format')
    assert.is(await format.inputValue(), '3')
    assert.is(await format.locator('option:checked').innerText(), 'Single instance, short names (v3.6)')
    for (const v of ['4', '3']) {
      await format.selectOption(v)
      await x.page.getByLabel('Water modules').fill(v + '0')
      await x.page.getByRole('button', { name: /Apply changes/ }).click()
      await x.page.getByText('Settings saved').waitFor()
      await x.page.getByText('Settings saved').waitFor({ state: 'detached' })
      const saved = x.emu.emulator.store.get('mqtt')
      assert.equal([saved.entity_format, saved.publish_time_water], [+v, +v * 10], 'the device holds it')
    }
  })
  s.t.run()
}
