// The MQTT status card against a stubbed device: espMqttClient's disconnect reasons as EMS-ESP 3.6 sends
// them (0 no error, 1-5 broker answers, 6 TLS bad fingerprint, 7 TCP disconnected), anything else Unknown.
import './_dom'
import '../../../src/i18n'
import { render } from 'preact'
import { act } from 'preact/test-utils'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import type { MqttStatus as Answer } from '../../../src/schemas/mqtt'
import { MqttStatus } from '../../../src/screens/mqtt/status'
import { signIn } from '../../../src/state/session'
import { json, stubFetch, token, until } from './_helpers'

let answer: Answer
stubFetch(test, () => json(answer))
test.before(() => signIn(token({ username: 'guest', admin: false })))
const root = document.body.appendChild(document.createElement('div'))
test.after.each(() => act(() => render(null, root)))

/** The label/value rows the card shows for a disconnected broker with `reason`. */
async function rows(reason: number, connected = false) {
  answer = { enabled: true, connected, client_id: 'ems-esp', disconnect_reason: reason, mqtt_queued: 3, mqtt_fails: 1, connect_count: 1 }
  await act(() => render(null, root)) // a fresh card loads the new answer
  await act(() => render(<MqttStatus />, root))
  await until(() => !!root.querySelector('dl.facts'))
  const dts = [...root.querySelectorAll('dt')].map((d) => d.textContent)
  const dds = [...root.querySelectorAll('dd')].map((d) => d.textContent)
  return Object.fromEntries(dts.map((k, i) => [k, dds[i]]))
}

test('reasons 1-7 in the 3.6 numbering: 6 is the TLS fingerprint, 7 TCP disconnected', async () => {
  const texts = [
    'Unacceptable protocol version',
    'Client ID rejected',
    'Server unavailable',
    'Malformed credentials',
    'Not authorized',
    'TLS fingerprint invalid',
    'TCP disconnected',
  ]
  for (const [i, text] of texts.entries()) {
    const r = await rows(i + 1)
    assert.is(r.Status, 'Disconnected')
    assert.is(r['Disconnect reason'], text, `reason ${i + 1}`)
  }
})

test('reason 0 (no error) shows no reason; others are Unknown', async () => {
  assert.not.ok('Disconnect reason' in (await rows(0)))
  for (const reason of [8, 255, -1]) assert.is((await rows(reason))['Disconnect reason'], 'Unknown', String(reason))
  assert.not.ok('Disconnect reason' in (await rows(7, true)), 'connected: no reason')
})

test.run()
