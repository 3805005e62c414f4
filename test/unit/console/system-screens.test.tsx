// System, Help and MQTT screens on each release (docs/device-api.md §10): what the status card shows for 3.6 and
// 3.7/3.8 answers (uptime from seconds, never "undefined" or "NaN"), the partition switch, the OTA tab, MQTT
// Reconnect and Help's All values for guests.
import './_dom'
import './_css'
import { render } from 'preact'
import { act } from 'preact/test-utils'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { known } from '../../../src/api/release'
import i18n from '../../../src/i18n'
import { MqttStatus } from '../../../src/screens/mqtt/status'
import { systemTabs } from '../../../src/screens/system'
import { SystemStatus } from '../../../src/screens/system/status'
import { SystemFiles } from '../../../src/ui/download'
import { json, until } from './_helpers'
import { device, ok, STATUS } from './_system-releases'

const { on, calls, actions } = device(test)
const root = document.body.appendChild(document.createElement('div'))
test.after.each(() => act(() => render(null, root)))
const show = async (el: preact.JSX.Element, done: () => boolean) => {
  await act(() => render(null, root))
  await act(() => render(el, root))
  await until(done)
  return root.textContent!
}
const rows = () => Object.fromEntries([...root.querySelectorAll('dt')].map((d) => [d.textContent, d.nextElementSibling!.textContent]))
const buttons = () => [...root.querySelectorAll('button')].map((b) => b.textContent!.trim())

test('status card: uptime in words from text (3.6.5) or seconds (3.7.0 on); rows a release leaves out are left out', async () => {
  for (const r of Object.keys(STATUS)) {
    await on(r)
    const text = await show(<SystemStatus />, () => !!root.querySelector('dl.facts'))
    assert.not.match(text, /undefined|NaN|null/, r)
    const uptime = rows().Uptime
    assert.is(uptime, r === '3.7.0' ? '0 seconds' : '1 day 2 hours 3 minutes 4 seconds', r)
  }
  const s = rows()
  assert.is(s['Interface board'], 'BBQKees Electronics EMS Gateway E32 V2')
  assert.is(s.CPU, 'ESP32-S3 rev 0 (ESP32S3) · 2 × 240 MHz · 41°')
})

test("status card: numbers in the user's language (the CPU's temperature, the partition's share)", async () => {
  const status = { ...STATUS['3.8.0'], temperature: 41.5, app_used: 1500, app_free: 1700 }
  await i18n.changeLanguage('de')
  try {
    await on('3.8.0', true, { '/rest/systemStatus': () => json(status) })
    await show(<SystemStatus />, () => !!root.querySelector('dl.facts'))
    const s = rows()
    assert.match(s.CPU, / · 41,5°$/)
    assert.match(root.textContent!, /1500 KB \/ 3200 KB \(47\s%\)/) // German: a space before %
  } finally {
    await i18n.changeLanguage('en')
  }
})

test('partition switch: the loader on 3.6.5, the other partition by its version on 3.8.0, none on 3.7.x', async () => {
  const offered = async (r: string) => {
    await on(r)
    await show(<SystemStatus />, () => !!root.querySelector('dl.facts'))
    return buttons().filter((b) => b.startsWith('Restart '))
  }
  assert.equal(await offered('3.6.5'), ['Restart into loader'])
  assert.equal(await offered('3.7.2'), [])
  assert.equal(await offered('3.8.0'), ['Restart into 3.7.2 (app1, 2000 KB)'])
})

test('the OTA tab is there until 3.6.5 and gone from 3.7.0', async () => {
  const ids = () =>
    systemTabs
      .filter((t) => !t.when || t.when())
      .map((t) => t.id)
      .join()
  await on('3.6.5')
  assert.is(ids(), 'status,log,ota,upload')
  await on('3.7.0')
  assert.is(ids(), 'status,log,upload')
  known.value = undefined // not known yet: offered
  assert.is(ids(), 'status,log,ota,upload')
})

test('MQTT reset: for admins on 3.8.0 only, beside the status; the device gets resetMQTT', async () => {
  const mqtt = () => json({ enabled: true, connected: true, client_id: 'ems', disconnect_reason: 0, mqtt_queued: 0, mqtt_fails: 0, connect_count: 1 })
  const card = async (r: string, admin: boolean) => {
    await on(r, admin, { '/rest/mqttStatus': mqtt, '/rest/action': ok })
    await show(<MqttStatus />, () => !!root.querySelector('dl.facts'))
    return buttons().includes('Reconnect')
  }
  assert.ok(await card('3.8.0', true))
  assert.not.ok(await card('3.8.0', false))
  assert.not.ok(await card('3.7.2', true))
  await card('3.8.0', true)
  await act(() => [...root.querySelectorAll('button')].find((b) => b.textContent === 'Reconnect')!.click())
  await until(() => actions().length > 0)
  assert.equal(actions(), [{ action: 'resetMQTT' }])
})

test('Help: all values for a guest until 3.7.1, not from 3.7.2 (the export refuses guests); admins always', async () => {
  const files = async (r: string, admin: boolean) => {
    await on(r, admin)
    await show(<SystemFiles />, () => root.querySelectorAll('button').length > 0)
    return buttons()
  }
  assert.equal(await files('3.7.0', false), ['Support info', 'All values'])
  assert.equal(await files('3.7.2', false), ['Support info'])
  assert.equal(await files('3.8.0', true), ['Support info', 'All values'])
  assert.equal(calls(), [])
})

test.run()
