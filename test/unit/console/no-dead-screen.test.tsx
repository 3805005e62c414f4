// No screen can die. A render error stays inside the boundary (error panel with Retry), a load
// that settles without data leaves the busy state, and small answer probes (PSRAM size 0, the signed-in
// toast's name) show what the device means.
import './_dom'
import '../../../src/i18n'
import { render } from 'preact'
import { act } from 'preact/test-utils'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { SystemStatus } from '../../../src/screens/system/status'
import { signIn } from '../../../src/state/session'
import { toasts } from '../../../src/state/toasts'
import { Boundary } from '../../../src/ui/boundary'
import { Loaded, useLoad } from '../../../src/ui/load'
import { SignInFields, useSignIn } from '../../../src/ui/sign-in-form'
import { json, stubFetch, token, typeInto, until } from './_helpers'

const stub = stubFetch(test)
test.before(() => signIn(token({ username: 'admin', admin: true })))
const root = document.body.appendChild(document.createElement('div'))
test.after.each(() => act(() => render(null, root)))

let broken = true
function Fragile() {
  if (broken) throw new TypeError("Cannot read properties of undefined (reading 'filter')")
  return <p>fine</p>
}

test('a screen that throws shows the error panel with Retry; Retry shows it again once it works', async () => {
  const quiet = console.error
  console.error = () => {}
  await act(() =>
    render(
      <nav>
        shell
        <Boundary>
          <Fragile />
        </Boundary>
      </nav>,
      root,
    ),
  )
  console.error = quiet
  assert.match(root.textContent!, 'shell')
  assert.match(root.querySelector('[role=alert]')!.textContent!, 'Page error')
  assert.not.match(root.textContent!, 'Cannot read')
  broken = false
  await act(() => (root.querySelector('[role=alert] button') as HTMLButtonElement).click())
  assert.match(root.textContent!, 'fine')
})

function Nothing() {
  const load = useLoad(async () => undefined as string | undefined)
  return <Loaded load={load}>{(d) => <p>answered {d}</p>}</Loaded>
}
test('a load that settles without data leaves the busy state and renders no content for it', async () => {
  await act(() => render(<Nothing />, root))
  await until(() => !root.querySelector('[aria-busy=true]'))
  assert.not.match(root.textContent!, 'answered')
})

const SYSTEM = {
  emsesp_version: '3.6.5',
  esp_platform: 'ESP32',
  cpu_type: 'ESP32-D0WD',
  cpu_rev: 3,
  cpu_cores: 2,
  cpu_freq_mhz: 240,
  max_alloc_heap: 100,
  free_heap: 150,
  arduino_version: 'ESP32 Arduino v2.0.17',
  sdk_version: 'v4.4.7',
  partition: 'app0',
  flash_chip_size: 4096,
  flash_chip_speed: 40000000,
  app_used: 1800,
  app_free: 200,
  fs_used: 20,
  fs_free: 300,
  uptime: '000+00:10:00.000',
}
test('the PSRAM row shows only when the board has PSRAM (size 0 means none)', async () => {
  stub.answer = () => json({ ...SYSTEM, psram_size: 0, free_psram: 0 })
  await act(() => render(<SystemStatus />, root))
  await until(() => root.textContent!.includes('3.6.5'))
  assert.not.match(root.textContent!, 'PSRAM')
  await act(() => render(null, root))
  stub.answer = () => json({ ...SYSTEM, psram_size: 8192, free_psram: 8000 })
  await act(() => render(<SystemStatus />, root))
  await until(() => root.textContent!.includes('3.6.5'))
  assert.match(root.textContent!, '8000 KB / 8192 KB')
})

function SignInForm() {
  const { form, submit } = useSignIn('ADMIN')
  return (
    <form onSubmit={submit}>
      <SignInFields form={form} />
    </form>
  )
}
test('the signed-in toast names the user of the token, not what was typed', async () => {
  toasts.value = []
  stub.answer = () => json({ access_token: token({ username: 'admin', admin: true }) })
  await act(() => render(<SignInForm />, root))
  await typeInto(root.querySelector('#f-password') as HTMLInputElement, 'admin')
  await act(() => void root.querySelector('form')!.dispatchEvent(new Event('submit', { cancelable: true })))
  await until(() => toasts.value.length > 0)
  assert.is(toasts.value[0].text, 'Logged in as admin')
  assert.not.match(toasts.value[0].text, 'ADMIN')
})

test.run()
