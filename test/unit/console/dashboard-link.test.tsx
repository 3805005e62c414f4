// The dashboard's banner and what feeds it: loads that get no answer set "unreachable" and show no error panel
// of their own, the first answer clears it and makes the lost load again; answers saying the bus is offline
// set that; old values lose their edit button.
import './_dom'
import '../../../src/i18n'
import { render } from 'preact'
import { act } from 'preact/test-utils'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { ApiError } from '../../../src/api/errors'
import type { DeviceValue } from '../../../src/schemas/device-value'
import { EntityValue } from '../../../src/screens/dashboard/entities'
import { LinkBanner, useLinkLoad } from '../../../src/screens/dashboard/link'
import { answered, busOffline, unreachable } from '../../../src/state/reach'
import { signIn } from '../../../src/state/session'
import { Loaded } from '../../../src/ui/load'
import { token, until } from './_helpers'

const root = document.body.appendChild(document.createElement('div'))
test.after.each(async () => {
  await act(() => render(null, root))
  busOffline.value = unreachable.value = false
})

test('the banner: nothing, the bus offline, and the gateway unreachable since its last answer winning over it', async () => {
  await act(() => render(<LinkBanner />, root))
  assert.is(root.querySelector('[role=alert]'), null)
  await act(() => void (busOffline.value = true))
  assert.is(root.querySelector('[role=alert]')?.textContent?.trim(), 'The EMS bus is not connected')
  await act(() => void ((unreachable.value = true), (answered.value = new Date(2026, 0, 5, 14, 2, 10).getTime())))
  assert.is(root.querySelectorAll('[role=alert]').length, 1, 'one banner: the gateway away wins over the bus')
  assert.match(root.querySelector('[role=alert] p')?.textContent?.trim() ?? '', /^No answer from the device since 2:02:10\sPM$/)
  assert.ok(root.querySelector('[role=alert] button'), 'with Retry')
})

test('an old value is dimmed and has no edit button', async () => {
  signIn(token({ username: 'u', admin: true }))
  const dv: DeviceValue = { id: '00seltemp', v: 21, u: 1, c: 'hc1/seltemp', m: 5, x: 30, s: '0.5' }
  await act(() => render(<EntityValue dv={dv} onEdit={() => {}} />, root))
  assert.is(root.querySelectorAll('button').length, 1)
  for (const s of [busOffline, unreachable]) {
    await act(() => void (s.value = true))
    assert.is(root.querySelectorAll('button').length, 0)
    assert.ok(root.querySelector('span.stale'))
    await act(() => void (s.value = false))
    assert.is(root.querySelectorAll('button').length, 1)
  }
})

test('loads: no answer sets unreachable without an error panel; an answer clears it and the lost load runs again', async () => {
  let away = true
  const calls = { a: 0, b: 0 }
  const fetcher = (k: 'a' | 'b', connected?: boolean) => async () => {
    calls[k]++
    if (away && k === 'a') throw new ApiError('x', 0, 'c.err.network')
    return { connected }
  }
  function Two() {
    const a = useLinkLoad(fetcher('a'))
    const b = useLinkLoad(fetcher('b', false), undefined, (d) => d.connected)
    return (
      <>
        <Loaded load={a}>{() => <i>a</i>}</Loaded>
        <Loaded load={b}>{() => <i>b</i>}</Loaded>
        <button type="button" onClick={() => b.reload()} />
      </>
    )
  }
  unreachable.value = true // left by another tab
  await act(() => render(<Two />, root))
  await until(() => calls.b === 1 && !!root.querySelector('i') && unreachable.value)
  // b answered (the bus offline), a got none: it is busy, with no error panel
  assert.ok(busOffline.value)
  assert.ok(unreachable.value)
  assert.is(root.querySelectorAll('.notice').length, 0, 'no error panel of the load')
  assert.ok(root.querySelector('[aria-busy]'))
  const tried = calls.a
  away = false
  await act(() => root.querySelector('button')!.click())
  await until(() => calls.a === tried + 1 && root.querySelectorAll('i').length === 2)
  assert.not.ok(unreachable.value)
})

test.run()
