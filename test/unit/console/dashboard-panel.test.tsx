// The entity panel against a stubbed device: a poll re-renders only the rows whose values changed, edit
// buttons only for admins on writable rows, the favourites filter, the text filter; odd device strings
// (names and values such as constructor/__proto__, a unit of the wrong type, an id that is not text) as text.
import './_dom'
import '../../../src/i18n'
import { render } from 'preact'
import { act } from 'preact/test-utils'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import type { Device } from '../../../src/schemas/dashboard'
import type { DeviceValue } from '../../../src/schemas/device-value'
import { EntityPanel } from '../../../src/screens/dashboard/entities'
import { signIn } from '../../../src/state/session'
import { msgpack, stubFetch, token, typeInto, until } from './_helpers'

let data: DeviceValue[] = []
stubFetch(test, () => msgpack({ data }))

const device: Device = { id: 2, t: 5, tn: 'Thermostat', b: 'Buderus', n: 'RC310', d: 16, p: 158, v: '73.03', e: 0 }
const many = (n: number): DeviceValue[] =>
  Array.from({ length: n }, (_, i) => ({
    id: (i % 5 === 0 ? '08' : '00') + `value ${i}`,
    v: 20 + i / 10,
    u: 1,
    ...(i % 3 === 0 ? { c: `v${i}`, m: 0, x: 100, s: '0.1' } : {}),
  }))

const root = document.body.appendChild(document.createElement('div'))
const cells = () => [...root.querySelectorAll('tbody tr')].map((tr) => tr.querySelector('td:nth-child(2)')?.textContent)
const button = (label: string) => root.querySelector<HTMLButtonElement>(`button[aria-label="${label}"]`)!

async function open(admin: boolean, rows: DeviceValue[]) {
  signIn(token({ username: 'u', admin }))
  data = rows
  await act(() => render(<EntityPanel device={device} onClose={() => {}} />, root))
  await until(() => root.querySelectorAll('tbody tr').length === rows.length)
}
test.after.each(() => act(() => render(null, root)))

test("a poll update formats only the row that changed: its value, and its line's min, max and last", async () => {
  await open(true, many(200))
  // Count what is formatted: every number the panel renders goes through an Intl.NumberFormat.
  const proto = Intl.NumberFormat.prototype
  const real = Object.getOwnPropertyDescriptor(proto, 'format')!
  let calls = 0
  Object.defineProperty(proto, 'format', {
    configurable: true,
    get() {
      const f = real.get!.call(this) as (n: number) => string
      return (n: number) => (calls++, f(n))
    },
  })
  try {
    data = data.map((r, i) => (i === 7 ? { ...r, v: 99.5 } : { ...r }))
    button('Refresh').click()
    await until(() => cells()[7] === '99.5 °C')
    // every line is drawn again (a sample more each), but names itself anew only where min, max or last changed
    assert.is(calls, 1 + 3)
  } finally {
    Object.defineProperty(proto, 'format', real)
  }
})

test('admins get an edit button on writable, non-read-only rows only; guests none', async () => {
  const rows: DeviceValue[] = [
    { id: '00hc1 mode', v: 'auto', u: 0, c: 'hc1/mode', l: ['manual', 'auto'] },
    { id: '04heating temperature', v: 75, u: 1, c: 'heatingtemp' },
    { id: '00current flow temperature', v: 48.6, u: 1 },
  ]
  await open(true, rows)
  assert.equal(
    [...root.querySelectorAll('tbody .row-btn')].map((b) => b.getAttribute('aria-label')),
    ['Edit: hc1 mode, auto'],
  )
  await act(() => render(null, root))
  await open(false, rows)
  assert.is(root.querySelectorAll('tbody .row-btn').length, 0)
})

test('favourites only: the toggle filters to favourite rows and back', async () => {
  await open(false, many(20))
  button('Favourites only').click()
  await until(() => root.querySelectorAll('tbody tr').length === 4)
  assert.is(button('Favourites only').getAttribute('aria-pressed'), 'true')
  assert.equal(
    [...root.querySelectorAll('tbody tr td:first-child')].map((td) => td.textContent),
    ['value 0', 'value 5', 'value 10', 'value 15'],
  )
  button('Favourites only').click()
  await until(() => root.querySelectorAll('tbody tr').length === 20)
})

test('the filter finds an entity by its short name (the command) too, not only by what the row shows', async () => {
  await open(false, [
    { id: '00hc1 selected room temperature', v: 21, u: 1, c: 'hc1/seltemp', m: 5, x: 30 },
    { id: '00hc1 mode', v: 'auto', u: 0, c: 'hc1/mode', l: ['manual', 'auto'] },
    { id: '00current flow temperature', v: 48.6, u: 1 },
  ])
  const filter = root.querySelector<HTMLInputElement>('input[type=search]')!
  const names = () => [...root.querySelectorAll('tbody tr td:first-child')].map((td) => td.textContent)
  await typeInto(filter, 'SELTEMP')
  await until(() => names().length === 1)
  assert.equal(names(), ['hc1 selected room temperature'])
  await typeInto(filter, 'flow')
  await until(() => names()[0] === 'current flow temperature')
  // a row without a command matches no 'undefined'
  await typeInto(filter, 'undefined')
  await until(() => !!root.textContent?.includes('No entity matches “undefined”'))
})

test('device panel: names and values constructor/__proto__ show as text', async () => {
  signIn(token({ username: 'admin', admin: true }))
  data = [
    { id: '00constructor', v: '__proto__', u: 1 },
    { id: '00__proto__', v: 'constructor', u: 0, l: ['constructor', '__proto__'], c: 'constructor' },
  ] as DeviceValue[]
  await act(() => render(<EntityPanel device={device} onClose={() => {}} />, root))
  await until(() => root.querySelectorAll('tbody tr').length === 2)
  assert.match(root.textContent!, '__proto__ °C')
  assert.match(root.textContent!, 'constructor')
})

test('device panel: a unit that is not a number (a wrong type) shows the value without a unit, not a blank page', async () => {
  signIn(token({ username: 'admin', admin: true }))
  data = [{ id: '00flow', v: 1, u: 'constructor' }] as unknown as DeviceValue[]
  await act(() => render(<EntityPanel device={device} onClose={() => {}} />, root))
  await until(() => root.querySelectorAll('tbody tr').length === 1)
  assert.match(root.querySelector('tbody')!.textContent!, /^flow\s*1\b/)
  assert.not.match(root.textContent!, /constructor|function|undefined/)
})

test('device panel: an entity whose id is not text is left out; the others show, no error panel', async () => {
  signIn(token({ username: 'admin', admin: true }))
  data = [
    { id: 7, v: 1, u: 0 },
    { v: 2, u: 0 },
    { id: '00flow', v: 3, u: 0 },
  ] as unknown as DeviceValue[]
  await act(() => render(<EntityPanel device={device} onClose={() => {}} />, root))
  await until(() => root.querySelectorAll('tbody tr').length === 1)
  assert.match(root.querySelector('tbody')!.textContent!, /^flow\s*3\b/)
  assert.not.ok(root.querySelector('[role=alert]'))
})

test.run()
