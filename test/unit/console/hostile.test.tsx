// Hostile or odd device strings and answers as a user sees them: names and values such as
// constructor/__proto__ show as text (the device panel and sensors tab went blank), a unit of the wrong
// type shows the value without it, an entity without a text id is left out, the Users tab survives a text
// answer to its save, and the board heading has no dangling separator when the device sends no platform.
import './_dom'
import '../../../src/i18n'
import { render } from 'preact'
import { act } from 'preact/test-utils'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { SECURITY_DEFAULTS } from '../../../emulator/routes/security.ts'
import type { Device } from '../../../src/schemas/dashboard'
import { EntityPanel } from '../../../src/screens/dashboard/entities'
import { Sensors } from '../../../src/screens/dashboard/sensors'
import { Users } from '../../../src/screens/security/users'
import { Application } from '../../../src/screens/settings/application'
import { signIn } from '../../../src/state/session'
import { appSettingsAnswer, json, msgpack, stubFetch, token, until } from './_helpers'

const stub = stubFetch(test)
test.before(() => signIn(token({ username: 'admin', admin: true })))
const root = document.body.appendChild(document.createElement('div'))
test.after.each(() => act(() => render(null, root)))
const device: Device = { id: 2, t: 5, tn: 'Thermostat', b: 'Buderus', n: 'RC310', d: 16, p: 158, v: '73.03', e: 0 }

test('device panel: names and values constructor/__proto__ show as text', async () => {
  stub.answer = () =>
    msgpack({
      data: [
        { id: '00constructor', v: '__proto__', u: 1 },
        { id: '00__proto__', v: 'constructor', u: 0, l: ['constructor', '__proto__'], c: 'constructor' },
      ],
    })
  await act(() => render(<EntityPanel device={device} onClose={() => {}} />, root))
  await until(() => root.querySelectorAll('tbody tr').length === 2)
  assert.match(root.textContent!, '__proto__ °C')
  assert.match(root.textContent!, 'constructor')
})

test('device panel: a unit that is not a number (a wrong type) shows the value without a unit, not a blank page', async () => {
  stub.answer = () => msgpack({ data: [{ id: '00flow', v: 1, u: 'constructor' }] })
  await act(() => render(<EntityPanel device={device} onClose={() => {}} />, root))
  await until(() => root.querySelectorAll('tbody tr').length === 1)
  assert.match(root.querySelector('tbody')!.textContent!, /^flow\s*1\b/)
  assert.not.match(root.textContent!, /constructor|function|undefined/)
})

test('device panel: an entity whose id is not text is left out; the others show, no error panel', async () => {
  stub.answer = () =>
    msgpack({
      data: [
        { id: 7, v: 1, u: 0 },
        { v: 2, u: 0 },
        { id: '00flow', v: 3, u: 0 },
      ],
    })
  await act(() => render(<EntityPanel device={device} onClose={() => {}} />, root))
  await until(() => root.querySelectorAll('tbody tr').length === 1)
  assert.match(root.querySelector('tbody')!.textContent!, /^flow\s*3\b/)
  assert.not.ok(root.querySelector('[role=alert]'))
})

test('sensors tab: names constructor/__proto__, and a build that sends no platform', async () => {
  stub.answer = () =>
    json({
      ts: [{ id: '28-1', n: 'constructor', t: 21.5, o: 0, u: 1 }],
      as: [{ id: 1, g: 36, n: '__proto__', u: 0, o: 0, f: 1, t: 3, v: 1200 }],
      analog_enabled: true,
    })
  await act(() => render(<Sensors />, root))
  await until(() => root.querySelectorAll('tbody tr').length === 2)
  assert.match(root.textContent!, 'constructor')
  assert.match(root.textContent!, '__proto__')
})

test('sensors tab: a unit constructor/__proto__ (a wrong type) shows the reading without a unit, not a blank tab', async () => {
  for (const u of ['constructor', '__proto__']) {
    stub.answer = () => json({ ts: [{ id: '28-1', n: 'probe', t: 21.5, o: 0, u }], as: [], analog_enabled: false, platform: 'ESP32' })
    await act(() => render(<Sensors />, root))
    await until(() => root.querySelectorAll('tbody tr').length === 1)
    const cells = [...root.querySelectorAll('tbody td')].map((td) => td.textContent!.trim())
    assert.equal(cells.slice(0, 2), ['probe', '21.5'])
    assert.not.match(root.textContent!, /constructor|__proto__|function|undefined/)
    await act(() => render(null, root))
  }
})

test('users: a save answered with a text body keeps the list (the tab went blank)', async () => {
  // The two demo accounts; a save answered with plain text.
  stub.answer = (req) => (req.method === 'POST' ? new Response('OK', { headers: { 'content-type': 'text/plain' } }) : json(SECURITY_DEFAULTS))
  await act(() => render(<Users />, root))
  await until(() => root.querySelectorAll('tbody tr').length === 2)
  await act(() => (root.querySelector('button[aria-label="Delete guest"]') as HTMLButtonElement).click())
  await until(() => root.querySelectorAll('tbody tr').length === 1)
  const apply = [...root.querySelectorAll('button')].find((b) => /Apply/.test(b.textContent!))!
  await act(() => apply.click())
  await act(() => new Promise((r) => setTimeout(r, 20)))
  assert.is(root.querySelectorAll('tbody tr').length, 1)
  assert.match(root.textContent!, 'admin')
  assert.not.match(root.textContent!, 'Cannot read')
})

test('application settings without a platform: the board heading has no dangling separator', async () => {
  stub.answer = () => json(appSettingsAnswer())
  await act(() => render(<Application />, root))
  await until(() => !!root.querySelector('legend'))
  const legend = root.querySelector('legend')!.textContent!.trim()
  assert.not.match(legend, '·')
})

test.run()
