// The Sensors tab against a stubbed device: odd device strings (names and units such as constructor/__proto__)
// show as text, and a unit of the wrong type leaves the reading without one.
import './_dom'
import '../../../src/i18n'
import { render } from 'preact'
import { act } from 'preact/test-utils'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { Sensors } from '../../../src/screens/dashboard/sensors'
import { signIn } from '../../../src/state/session'
import { json, stubFetch, token, until } from './_helpers'

const stub = stubFetch(test)
test.before(() => signIn(token({ username: 'admin', admin: true })))
const root = document.body.appendChild(document.createElement('div'))
test.after.each(() => act(() => render(null, root)))

test('names constructor/__proto__ show as text, from a build that sends no platform', async () => {
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

test('a unit constructor/__proto__ (a wrong type): the reading shows without a unit', async () => {
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

test.run()
