// useEditor, what every edited page's Apply and Cancel go through: a save moves the base on (saved toast, or
// the restart warning after a 205), a failed save keeps the edits and its error toast, Cancel goes back to
// the base and reloads.
import './_dom'
import { render } from 'preact'
import { act } from 'preact/test-utils'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { ApiError, RebootRequired, statusError } from '../../../src/api/errors'
import i18n, { errorText, setLanguage } from '../../../src/i18n'
import { signIn } from '../../../src/state/session'
import { toasts } from '../../../src/state/toasts'
import { ApplyBar } from '../../../src/ui/apply-bar'
import { useListEdit } from '../../../src/ui/list-edit'
import { answerOf, useEditor } from '../../../src/ui/use-editor'
import { stubFetch, token, until } from './_helpers'

stubFetch(test, () => Promise.reject(new TypeError('Failed to fetch'))) // the restart warning's Restart is not pressed
type Row = { id: number; v: string }
const root = document.body.appendChild(document.createElement('div'))
let post: () => Promise<string | undefined>
let reloads = 0

/** A list of rows: 'edit' sets row 1 to 'b', Apply posts with `post` and goes on from the answer as row 1's value. */
function Page() {
  const list = useListEdit<Row>([{ id: 1, v: 'a' }], (r) => r.id)
  const ed = useEditor(list, [{ id: 1, v: 'a' }], 'Scheduler', () => reloads++)
  const apply = () => ed.save(post, (answer) => [{ id: 1, v: answer ?? 'sent' }])
  return (
    <>
      <output>{list.rows.map((r) => r.v).join()}</output>
      <button type="button" id="edit" onClick={() => list.put({ id: 1, v: 'b' })} />
      <ApplyBar {...ed.bar} onApply={apply} />
    </>
  )
}
const text = () => root.querySelector('output')!.textContent
const button = (name: string) => [...root.querySelectorAll('button')].find((b) => b.textContent!.startsWith(name))
const press = (name: string) => act(() => button(name)!.click())
const shown = () => toasts.value.map((t) => `${t.kind}: ${t.text}`)

test.before.each(async () => {
  signIn(token({ username: 'admin', admin: true }))
  toasts.value = []
  reloads = 0
  await act(() => render(<Page />, root))
  await act(() => (root.querySelector('#edit') as HTMLButtonElement).click())
})
test.after.each(() => act(() => render(null, root)))

test('an edit counts; a save goes on from what next() made of the answer, with the saved toast', async () => {
  assert.ok(button('Apply changes (1)'))
  post = async () => 'device'
  await press('Apply changes')
  await until(() => text() === 'device')
  assert.not.ok(button('Apply changes'), 'nothing left to apply')
  assert.equal(shown(), ['success: Settings saved'])
  await act(() => (root.querySelector('#edit') as HTMLButtonElement).click())
  await press('Cancel')
  assert.is(text(), 'device', 'Cancel goes back to the saved state, not the loaded one')
  assert.is(reloads, 1)
})

test('205: saved all the same, the restart warning instead of the bar and no saved toast', async () => {
  post = () => Promise.reject(new RebootRequired())
  await press('Apply changes')
  await until(() => text() === 'sent')
  assert.ok(button('Restart'), 'the restart warning offers Restart')
  assert.not.ok(button('Apply changes'))
  assert.equal(shown(), [])
})

test('a failed save keeps the edits and Apply, and its error toast, naming what was not saved, stays', async () => {
  post = () => Promise.reject(new ApiError('Internal Server Error', 500))
  await press('Apply changes')
  await until(() => shown().length > 0)
  assert.is(text(), 'b')
  assert.ok(button('Apply changes (1)'))
  assert.equal(shown(), ['error: Scheduler not saved: Internal Server Error'], "a status other than 400: the device's status text")
  await act(() => new Promise((r) => setTimeout(r, 3100)))
  assert.is(toasts.value.length, 1, 'still there after 3 s')
})

test("a save the device refuses (400) says what was not saved and why, in the user's words", async () => {
  post = () => Promise.reject(statusError(400, 'Bad Request'))
  await press('Apply changes')
  await until(() => shown().length > 0)
  assert.equal(shown(), ['error: Scheduler not saved: The device did not accept the request'])
  setLanguage('de')
  try {
    assert.is(i18n.t('c.notSaved', { x: 'Planer', e: errorText(statusError(400, '')) }), 'Planer nicht gespeichert: Das Gerät hat die Anfrage nicht angenommen')
  } finally {
    setLanguage('en')
  }
})

test('Cancel drops the edits and reloads', async () => {
  await press('Cancel')
  assert.is(text(), 'a')
  assert.not.ok(button('Apply changes'))
  assert.is(reloads, 1)
})

test('answerOf, the one 205 rule of the settings forms and the setup: a 205 is a save without an answer, other failures stay failures', async () => {
  assert.equal(await answerOf(Promise.resolve('device')), ['device'])
  assert.equal(await answerOf(Promise.reject(new RebootRequired())), [undefined, true])
  const failed = await answerOf(Promise.reject(new ApiError('Internal Server Error', 500))).catch((e: ApiError) => e.status)
  assert.is(failed, 500)
})

test.run()
