// After a save, an upload, a factory reset: the restart-needed notice brings itself into view, an image the
// device refuses is said in words (not its HTTP status text), and the restarting screen drops stale errors and
// says where to find a device that does not come back, also once it timed out.
import './_dom'
import '../../../src/i18n'
import { render } from 'preact'
import { act } from 'preact/test-utils'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { Upload } from '../../../src/screens/system/upload'
import { restartState } from '../../../src/state/restart'
import { signIn } from '../../../src/state/session'
import { toast, toasts } from '../../../src/state/toasts'
import { RestartScreen, RestartWarning, restartWith } from '../../../src/ui/restart'
import { stubFetch, token, until } from './_helpers'

stubFetch(test, () => Promise.reject(new TypeError('Failed to fetch'))) // the device is away
const root = document.body.appendChild(document.createElement('div'))
test.before.each(() => {
  signIn(token({ username: 'admin', admin: true }))
  toasts.value = []
})
test.after.each(() => act(() => render(null, root)))

test('the restart-needed notice scrolls itself into view (its place on a long form is below the fold)', async () => {
  const seen: Element[] = []
  const real = Element.prototype.scrollIntoView
  Element.prototype.scrollIntoView = function (this: Element) {
    seen.push(this)
  }
  try {
    await act(() => render(<RestartWarning />, root))
  } finally {
    Element.prototype.scrollIntoView = real
  }
  assert.is(seen.length, 1)
  assert.match(seen[0].textContent!, 'Restart the device to apply them')
})

/** Answers every upload with `status` and its HTTP text, as the firmware does. */
class RefusingXhr {
  static status = 503
  status = 0
  statusText = ''
  responseText = ''
  timeout = 0
  upload = { onprogress: null }
  onload: null | (() => void) = null
  open() {}
  setRequestHeader() {}
  getResponseHeader = () => null
  abort() {}
  send() {
    setTimeout(() => {
      this.status = RefusingXhr.status
      this.statusText = { 500: 'Internal Server Error', 503: 'Service Unavailable', 507: 'Insufficient Storage' }[this.status] ?? ''
      this.onload?.()
    })
  }
}

test('an image the device refuses after reading it (503 other chip, 507 too large, 500 MD5) is said by why', async () => {
  const real = globalThis.XMLHttpRequest
  ;(globalThis as any).XMLHttpRequest = RefusingXhr
  try {
    for (const [status, said] of [
      [503, 'Firmware for another chip'],
      [507, 'Too large for the device'],
      [500, 'Writing failed: try again'],
    ] as const) {
      RefusingXhr.status = status
      toasts.value = []
      await act(() => render(<Upload />, root))
      const input = root.querySelector('input[type=file]') as HTMLInputElement
      Object.defineProperty(input, 'files', { value: [new File([new Uint8Array(10)], 'EMS-ESP-3_6_5-ESP32.bin')], configurable: true })
      await act(() => void input.dispatchEvent(new Event('change')))
      await until(() => toasts.value.length > 0)
      assert.equal(
        toasts.value.map((t) => [t.text, t.kind]),
        [[said, 'warning']],
        String(status),
      )
      await act(() => render(null, root))
    }
  } finally {
    ;(globalThis as any).XMLHttpRequest = real
  }
})

test('the restarting screen: error toasts gone, the hint under the wait and under Timed out', async () => {
  toast('Upload failed: Forbidden', 'error')
  toast('Settings saved')
  // The polls' 3 s pauses wait for the test, and each one that ends is a minute gone by.
  const realNow = Date.now
  const realTimeout = globalThis.setTimeout
  const pauses: (() => void)[] = []
  let skipped = 0
  Date.now = () => realNow() + skipped
  globalThis.setTimeout = ((f: () => void, ms?: number) => (ms === 3000 ? pauses.push(f) : realTimeout(f, ms))) as typeof setTimeout
  const tick = () => act(() => new Promise((r) => realTimeout(r, 5)))
  const hint = 'Access Point ems-esp (Password: ems-esp-neo) → http://192.168.4.1/'
  try {
    await act(() => render(<RestartScreen />, root))
    let done = false
    void restartWith(async () => {}, hint).then(() => (done = true))
    await tick()
    assert.equal(
      toasts.value.map((t) => t.kind),
      ['success'],
    )
    assert.match(root.textContent!, 'The device is restarting')
    assert.match(root.textContent!, hint)
    while (!done) {
      skipped += 60_000
      pauses.shift()?.()
      await tick()
    }
  } finally {
    Date.now = realNow
    globalThis.setTimeout = realTimeout
  }
  assert.is(restartState.value, 'timeout')
  assert.match(root.textContent!, 'Timed out')
  assert.match(root.textContent!, hint)
  restartState.value = 'idle'
})

test.run()
