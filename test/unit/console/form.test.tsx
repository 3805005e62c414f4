// The form hook and fields as a user meets them: messages under fields, change count, typed text kept.
import './_dom'
import '../../../src/i18n'
import { render } from 'preact'
import { act } from 'preact/test-utils'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { SignIn } from '../../../src/schemas/signin'
import { OtaSettings } from '../../../src/schemas/system'
import { hasUnsaved } from '../../../src/state/guard'
import { Field } from '../../../src/ui/fields'
import { type Form, useForm } from '../../../src/ui/form'
import { typeInto } from './_helpers'

let form!: Form<OtaSettings>
function Ota() {
  form = useForm<OtaSettings>(OtaSettings, { enabled: false, port: 8266, password: 'ems-esp-neo' })
  return (
    <form>
      <Field form={form} name="enabled" type="switch" label="Enable OTA" />
      <Field form={form} name="port" type="number" label="Port" />
      <Field form={form} name="password" type="password" label="Password" />
    </form>
  )
}
const root = document.body.appendChild(document.createElement('div'))
const $ = (sel: string) => root.querySelector(sel) as HTMLInputElement
const type = (sel: string, value: string) => typeInto($(sel), value)

test.before.each(() => act(() => render(<Ota />, root)))
test.after.each(() => act(() => render(null, root)))

test('every input has a label', () => {
  for (const input of root.querySelectorAll('input'))
    assert.ok((input.closest('label') ?? root.querySelector(`label[for="${input.id}"]`))?.textContent?.trim(), input.name)
})

test('a bad value shows its message under the field and counts as a change', async () => {
  await type('#f-port', '80')
  assert.is($('#f-port-err').textContent, 'Port must be between 1025 and 65535')
  assert.is($('#f-port').getAttribute('aria-invalid'), 'true')
  assert.is(form.changed, 1)
  assert.ok(hasUnsaved(), 'the page is marked as having unsaved changes')
  assert.is(form.check(), null)
})

test('numbers stay numbers; an empty number is kept as typed and refused', async () => {
  await type('#f-port', '8080')
  assert.is(form.data.port, 8080)
  await type('#f-port', '')
  assert.is($('#f-port').value, '')
  assert.is(form.check(), null)
  await act(() => {})
  assert.is($('#f-port-err').textContent, 'Invalid value')
})

test('messages of untouched fields wait for an Apply attempt', async () => {
  await type('#f-password', '')
  assert.is($('#f-password-err').textContent, 'Password must be 1-64 characters')
  assert.is(root.querySelector('#f-port-err'), null)
})

test('back to the original value means no changes', async () => {
  await type('#f-port', '9000')
  assert.is(form.changed, 1)
  await type('#f-port', '8266')
  assert.is(form.changed, 0)
  assert.not.ok(hasUnsaved())
})

test('a form with guard: false (sign-in) never counts as unsaved', async () => {
  let f!: Form<SignIn>
  const Plain = () => {
    f = useForm<SignIn>(SignIn, { username: '', password: '' }, { guard: false })
    return null
  }
  await act(() => render(<Plain />, root))
  await act(() => f.set('username', 'admin'))
  assert.is(f.changed, 1)
  assert.not.ok(hasUnsaved())
})

test('a text field keeps its input when its suggestions arrive, so typing goes on in the same field', async () => {
  let f!: Form<SignIn>
  let suggest: string[] | undefined
  const Suggesting = () => {
    f = useForm<SignIn>(SignIn, { username: '', password: '' }, { guard: false })
    return <Field form={f} name="username" label="Username" suggest={suggest} />
  }
  await act(() => render(<Suggesting />, root))
  const typedIn = $('#f-username')
  await typeInto(typedIn, 'adm')
  suggest = ['admin', 'guest'] // as the scheduler's command list arrives from the device
  await act(() => f.set('username', 'adm'))
  assert.is($('#f-username'), typedIn, 'the same input element')
  assert.is(typedIn.getAttribute('list'), 'f-username-list')
  assert.is(root.querySelectorAll('#f-username-list option').length, 2)
  await typeInto(typedIn, 'admin')
  assert.is(f.data.username, 'admin')
})

test.run()
