// The local list editing of the scheduler and custom entities (src/ui/list-edit.ts): what Apply sends,
// the change count, removal, new ids, and the unsaved-changes mark.
import './_dom'
import { render } from 'preact'
import { act } from 'preact/test-utils'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { hasUnsaved } from '../../../src/state/guard'
import { type ListEdit, useListEdit } from '../../../src/ui/list-edit'

type Row = { id: number; name: string; deleted?: boolean }
const ORIGINAL: Row[] = [
  { id: 0, name: 'a' },
  { id: 1, name: 'b' },
]
let list!: ListEdit<Row>
function Host() {
  list = useListEdit<Row>(ORIGINAL, (r) => r.id)
  return null
}
const root = document.body.appendChild(document.createElement('div'))
test.before.each(() => act(() => render(<Host />, root)))
test.after.each(() => act(() => render(null, root)))
const run = (f: () => void) => act(f)

test('unchanged: nothing counted, nothing unsaved, rows are the originals', () => {
  assert.is(list.changed, 0)
  assert.not.ok(hasUnsaved())
  assert.is(list.rows[0], ORIGINAL[0], 'rows keep identity, so the table re-renders nothing')
})

test('edit, add and remove each count once; the page is marked unsaved', async () => {
  await run(() => list.put({ id: 1, name: 'B' }))
  assert.is(list.changed, 1)
  assert.ok(hasUnsaved())
  await run(() => list.put({ id: 150, name: 'new' }))
  assert.is(list.changed, 2)
  await run(() => list.remove(ORIGINAL[0]))
  assert.is(list.changed, 3)
  assert.equal(
    list.rows,
    [
      { id: 1, name: 'B' },
      { id: 150, name: 'new' },
    ],
    'removed rows are left out of what is sent',
  )
})

test('an edit back to the original is no change; removing a new row just drops it', async () => {
  await run(() => list.put({ id: 1, name: 'B' }))
  await run(() => list.put({ id: 1, name: 'b' }))
  assert.is(list.changed, 0)
  await run(() => list.put({ id: 120, name: 'x' }))
  await run(() => list.remove({ id: 120, name: 'x' }))
  assert.is(list.changed, 0)
  assert.not.ok(hasUnsaved())
})

test('reset makes the given rows the originals (after Apply or Cancel)', async () => {
  await run(() => list.remove(ORIGINAL[1]))
  await run(() => list.reset([{ id: 0, name: 'a' }]))
  assert.is(list.changed, 0)
  assert.equal(list.rows, [{ id: 0, name: 'a' }])
})

test('new ids are free ids in 100-200', async () => {
  const seen = new Set<number>()
  for (let i = 0; i < 101; i++) {
    const id = list.newId()
    assert.ok(id >= 100 && id <= 200 && !seen.has(id), String(id))
    seen.add(id)
    await run(() => list.put({ id, name: 'n' + id }))
  }
  assert.ok(list.newId() > 200, 'all taken: still a free id')
})

test.run()
