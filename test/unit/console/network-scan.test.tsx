// The Scan tab against a stubbed device: 202 while scanning, results strongest first, retries without
// results (once per second, 10 times) and then the problem-loading message (docs/console.md §4, §8), with
// the no-networks info when the device answered an empty list (section 2).
import './_dom'
import '../../../src/i18n'
import { render } from 'preact'
import { act } from 'preact/test-utils'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { Scan } from '../../../src/screens/network/scan'
import { picked } from '../../../src/state/picked'
import { signIn } from '../../../src/state/session'
import { RETRIES, RETRY_MS } from '../../../src/ui/wifi-scan'
import { json, stubFetch, token, until } from './_helpers'

let list: () => Response
const net = (ssid: string, rssi: number, encryption_type = 3) => ({ ssid, bssid: ssid + '-b', channel: 6, rssi, encryption_type })

// The device and the clock are stubbed only while this suite runs (uvu loads every test file first).
const stub = stubFetch(test, (_, path) => (path === '/rest/listNetworks' ? list() : new Response(null, { status: 202 })))
/** The paths asked, in order. */
const calls = () => stub.sent.map((s) => s.path)
const realTimeout = globalThis.setTimeout
test.before(() => {
  // The retry pause is the product's own wait; the test skips it.
  globalThis.setTimeout = ((fn: () => void, ms?: number) => realTimeout(fn, ms === RETRY_MS ? 0 : ms)) as typeof setTimeout
  signIn(token({ username: 'admin', admin: true }))
})
const root = document.body.appendChild(document.createElement('div'))

test.before.each(() => {
  picked.value = null
})
test.after.each(() => act(() => render(null, root)))
test.after(() => {
  globalThis.setTimeout = realTimeout
})

test('202 means still scanning; then the networks, strongest first, with security and signal colour', async () => {
  let n = 0
  list = () => (++n < 3 ? new Response(null, { status: 202 }) : json({ networks: [net('Weak', -90, 0), net('Strong', -50), net('Mid', -80, 6)] }))
  await act(() => render(<Scan />, root))
  assert.match(root.textContent!, 'Scanning')
  await until(() => root.querySelectorAll('tbody tr').length === 3)
  assert.equal(calls(), ['/rest/scanNetworks', '/rest/listNetworks', '/rest/listNetworks', '/rest/listNetworks'])
  const rows = [...root.querySelectorAll('tbody tr')].map((r) => [...r.querySelectorAll('td')].map((c) => c.textContent))
  assert.equal(
    rows.map((r) => r[0]),
    ['Strong', 'Mid', 'Weak'],
  )
  assert.equal(
    rows.map((r) => r[2]),
    ['WPA2', 'WPA3', 'Open'],
  )
  assert.equal(
    [...root.querySelectorAll('tbody tr td:nth-child(2) span')].map((s) => s.className),
    ['ok', 'warn', 'bad'],
  )
})

test('an answer that is not a list (empty 200, plain-text OK) means still scanning, not a crash', async () => {
  let n = 0
  const text = (body: string) => new Response(body, { headers: { 'content-type': 'text/plain' } })
  list = () => (++n === 1 ? text('OK') : n === 2 ? text('') : json({ networks: [net('Late', -60)] }))
  await act(() => render(<Scan />, root))
  await until(() => root.querySelectorAll('tbody tr').length === 1)
  assert.not.match(root.textContent!, 'Cannot read')
  assert.is(n, 3)
})

test('choosing a network hands it to the settings tab', async () => {
  list = () => json({ networks: [net('HomeNet', -50)] })
  await act(() => render(<Scan />, root))
  await until(() => !!root.querySelector('tbody tr'))
  await act(() => (root.querySelector('tbody tr') as HTMLElement).click())
  assert.is(picked.value?.ssid, 'HomeNet')
  assert.is(location.pathname, '/network/settings')
})

test('still scanning after 10 retries: the problem-loading message, and Scan again works', async () => {
  list = () => new Response(null, { status: 202 })
  await act(() => render(<Scan />, root))
  await until(() => !!root.querySelector('[role=alert]'))
  // The first poll and 10 retries, a second apart (docs/console.md §4, §9).
  assert.is(calls().filter((c) => c === '/rest/listNetworks').length, 11)
  assert.equal([RETRIES, RETRY_MS], [10, 1000])
  assert.is(root.querySelector('[role=alert]')!.textContent, 'Problem loading')
  assert.not.ok(root.querySelector('[role=status]'), 'the device never finished: no no-networks info')
  list = () => json({ networks: [net('Back', -60)] })
  const again = [...root.querySelectorAll('button')].find((b) => b.textContent?.includes('Scan again'))!
  await act(() => again.click())
  await until(() => root.querySelector('tbody td')?.textContent === 'Back')
})

test('an empty list is retried too; after the retries the problem-loading message, with the no-networks info', async () => {
  let n = 0
  list = () => (++n === 3 ? new Response(null, { status: 202 }) : json({ networks: [] }))
  await act(() => render(<Scan />, root))
  await until(() => !!root.querySelector('[role=alert]'))
  assert.is(calls().filter((c) => c === '/rest/listNetworks').length, 11)
  assert.is(root.querySelector('[role=alert]')!.textContent, 'Problem loading')
  assert.is(root.querySelector('[role=alert]')!.className, 'notice error')
  assert.is(root.querySelector('[role=status]')?.textContent, 'No networks found')
})

test('an empty list that fills up within the retries shows the networks', async () => {
  let n = 0
  list = () => json({ networks: ++n < 5 ? [] : [net('Late', -70)] })
  await act(() => render(<Scan />, root))
  await until(() => root.querySelector('tbody td')?.textContent === 'Late')
  assert.is(calls().filter((c) => c === '/rest/listNetworks').length, 5)
})

test.run()
