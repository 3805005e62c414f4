// The setup on a 360 px touch phone against the emulator: an admin of an unconfigured gateway
// (no SSID) lands on /setup and goes through every step by touch; the device receives whole network,
// application and MQTT objects in that order, then a restart, and is configured after it. A failing save
// names its part and keeps everything. The steps' checks: setup-steps.test.ts; who gets there: setup-access.
import * as assert from 'uvu/assert'
import { MQTT_DEFAULTS } from '../../emulator/routes/mqtt.ts'
import { E32V2 } from '../boards'
import { RESTART_WAIT } from './fixture'
import { setupSuite, UNCONFIGURED } from './setup-suite'

const { t, x, tap, heading, value, step, calls, signIn, toHostname } = setupSuite('setup')

t('an unconfigured admin on a phone lands on /setup, goes through every step by touch, and the gateway is set up and restarted', async () => {
  const sent = await calls()
  await signIn('admin')
  await x.page.waitForURL((u) => u.pathname === '/setup')

  // WiFi: the scan list, strongest first; a secured network asks for its key.
  await step('Network')
  await x.page.getByRole('row', { name: /HomeNet-Garage/ }).tap()
  assert.is(await value('SSID'), 'HomeNet-Garage')
  await x.page.waitForFunction(() => document.activeElement?.id === 'f-password') // in view, to type the key
  await x.page.getByLabel('Password', { exact: true }).fill('garage-key-1')
  await tap('Next')

  await step('Hostname')
  assert.is(await value('Hostname'), 'ems-esp')
  await x.page.getByText('http://ems-esp.local/').waitFor()
  await x.page.getByLabel('Hostname').fill('boiler-room')
  await x.page.getByText('http://boiler-room.local/').waitFor()
  await tap('Next')

  // Board: a profile shows its pins (from the device); CUSTOM shows the fields.
  await step('Interface board')
  await x.page.getByLabel('Board profile').selectOption('CUSTOM')
  assert.is(await value('Rx GPIO'), '23')
  await x.page.getByLabel('Board profile').selectOption('E32V2')
  await x.page.getByText('Rx GPIO 4 · Tx GPIO 5 · Button GPIO 34 · Temperature sensor GPIO 14 · LED GPIO 2').waitFor()
  assert.not.ok(await x.page.getByLabel('Rx GPIO').isVisible())
  await tap('Next')

  await step('MQTT')
  assert.ok(await x.page.getByRole('switch', { name: 'Enable MQTT' }).isChecked())
  await x.page.getByLabel('Host').fill('homeassistant.local')
  await x.page.getByLabel('Username', { exact: true }).fill('ems')
  await x.page.getByLabel('Password', { exact: true }).fill('mqtt-pass')
  await x.page.getByLabel('Base topic').fill('house')
  await tap('Next')

  await step('Summary')
  const summary = await x.page.locator('dl.facts').innerText()
  for (const s of ['HomeNet-Garage', 'http://boiler-room.local/', 'BBQKees Gateway E32 V2', 'homeassistant.local:1883']) assert.match(summary, s)
  const bootedAt = () => Date.now() - x.emu.emulator.ctx.uptimeMs()
  const before = bootedAt()
  await tap('Save and restart')

  // Where to find it next; the device got whole objects, MQTT first, network last, then the restart.
  await heading('Restarting').waitFor()
  for (const link of await x.page.getByRole('link', { name: 'http://boiler-room.local/' }).all()) {
    assert.is(await link.getAttribute('href'), 'http://boiler-room.local/') // in the summary, and beside the WiFi to join
  }
  assert.is(await x.page.getByRole('link', { name: 'http://boiler-room.local/' }).count(), 2)
  const posts = sent.posts()
  assert.equal(
    posts.map((p) => p.path),
    ['/rest/mqttSettings', '/rest/settings', '/rest/networkSettings', '/rest/restart'],
  )
  assert.equal(posts[0].body, { ...MQTT_DEFAULTS, host: 'homeassistant.local', username: 'ems', password: 'mqtt-pass', base: 'house' })
  const { absent } = x.emu.emulator.ctx.firmware // (the defaults hold every release's keys; 3.6.5 answers without these)
  const app = Object.fromEntries(Object.entries(x.emu.emulator.store.defaults('settings')).filter(([k]) => !absent.settings.includes(k)))
  assert.equal(posts[1].body, { ...app, ...E32V2 })
  assert.equal(posts[2].body, { ...UNCONFIGURED, ssid: 'HomeNet-Garage', password: 'garage-key-1', hostname: 'boiler-room' })
  // What the firmware holds now is what was sent.
  const { store } = x.emu.emulator
  assert.equal(store.get('network'), posts[2].body)
  assert.is(store.get('settings').board_profile, 'E32V2')
  assert.is(store.get('mqtt').host, 'homeassistant.local')

  // It restarts, and once back the console is the usual one: a configured gateway, no setup again.
  await x.page.waitForURL((u) => u.pathname === '/dashboard/overview', { timeout: RESTART_WAIT })
  assert.ok(bootedAt() > before + 1000, 'the device booted again')
})

t('a failing save says which part failed, keeps every value, and a retry sends only what is left', async () => {
  let fail = true
  await x.page.route('**/rest/settings', (r) => (fail && r.request().method() === 'POST' ? r.fulfill({ status: 500, body: '' }) : r.fallback()))
  const sent = await calls()
  await toHostname()
  await tap('Next')
  await step('Interface board')
  await x.page.getByLabel('Board profile').selectOption('E32')
  await x.page.getByText('Rx GPIO 5 ·').waitFor()
  await tap('Next')
  await step('MQTT')
  await x.page.getByLabel('Base topic').fill('house')
  // A port emptied and MQTT then switched off: not checked now, so it goes as the device had it.
  await x.page.getByLabel('Port').fill('')
  await x.page.getByRole('switch', { name: 'Enable MQTT' }).tap()
  await tap('Next')
  await step('Summary')
  await tap('Save and restart')

  await x.page.getByRole('alert').filter({ hasText: 'Application not saved: Internal Server Error. Settings saved: MQTT' }).waitFor()
  assert.not.ok(await heading('Restarting').isVisible(), 'nothing is presented as done')
  assert.equal(
    sent.posts().map((p) => p.path),
    ['/rest/mqttSettings', '/rest/settings'],
  )
  const { store } = x.emu.emulator
  assert.equal([store.get('mqtt').base, store.get('mqtt').enabled, store.get('mqtt').port], ['house', false, 1883])
  assert.is(store.get('settings').board_profile, 'S32', 'application not written')
  assert.is(store.get('network').ssid, '', 'network not written')
  // Every value is still there.
  await tap('Back')
  await step('MQTT')
  const enable = x.page.getByRole('switch', { name: 'Enable MQTT' })
  assert.not.ok(await enable.isChecked())
  await enable.tap()
  assert.equal([await value('Base topic'), await value('Port')], ['house', ''])
  await enable.tap()
  await tap('Back')
  assert.is(await value('Board profile'), 'E32')
  await tap('Back')
  await tap('Back')
  await step('Network')
  assert.is(await value('SSID'), 'Attic')
  for (const s of ['Hostname', 'Interface board', 'MQTT', 'Summary']) {
    await tap('Next')
    await step(s)
  }

  // Again, with the device taking it: MQTT is saved already, so only the rest goes out.
  fail = false
  await tap('Save and restart')
  await heading('Restarting').waitFor()
  assert.equal(
    sent
      .posts()
      .map((p) => p.path)
      .slice(2),
    ['/rest/settings', '/rest/networkSettings', '/rest/restart'],
  )
  assert.is(store.get('settings').board_profile, 'E32')
  assert.is(store.get('network').ssid, 'Attic')
  await x.page.waitForURL((u) => u.pathname === '/dashboard/overview', { timeout: RESTART_WAIT }) // back
})

t.run()
