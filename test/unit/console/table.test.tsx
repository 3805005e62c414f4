// The shared table and apply bar (src/ui/table.tsx, src/ui/apply-bar.tsx): rows open only where canOpen
// allows (a real button), headers hidden for sight only, labelled cells and phone cards, the empty text; Cancel / 'Apply changes (N)', the form-submit
// variant, a blocked Apply, and the restart warning after a 205.
import './_dom'
import '../../../src/i18n'
import { render } from 'preact'
import { act } from 'preact/test-utils'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { ApplyBar } from '../../../src/ui/apply-bar'
import { type Col, Table } from '../../../src/ui/table'

type Row = { id: number; name: string; cmd?: boolean }
const COLS: Col<Row>[] = [
  { label: 'Icon', hideLabel: true, cell: () => '*' },
  { label: 'Name', cell: (r) => r.name },
]
const root = document.body.appendChild(document.createElement('div'))
const show = (node: preact.ComponentChild) => act(() => render(node, root))
test.after.each(() => show(null))

test('table: only rows canOpen allows open, through a button in their first labelled cell; a hidden header is still there for screen readers', async () => {
  const opened: string[] = []
  const rows = [
    { id: 1, name: 'value' },
    { id: 2, name: 'command', cmd: true },
  ]
  await show(<Table rows={rows} cols={COLS} rowKey={(r) => r.id} onRow={(r) => opened.push(r.name)} canOpen={(r) => !r.cmd} />)
  const [value, command] = [...root.querySelectorAll('tbody tr')] as HTMLElement[]
  assert.equal(
    [...value.querySelectorAll('button')].map((b) => [b.type, b.textContent, b.closest('td')!.cellIndex]),
    [['button', 'value', 1]],
  )
  assert.is(command.querySelector('button'), null)
  assert.is(root.querySelector('[tabindex]'), null, 'no focusable bare rows')
  await act(() => command.click())
  await act(() => value.querySelector('button')!.click())
  assert.equal(opened, ['value'])
  const th = root.querySelectorAll('th')
  assert.is(th[0].querySelector('.sr-only')?.textContent, 'Icon')
  assert.is(th[1].innerHTML, 'Name')
})

test('table: cells carry their column label; more than three columns stack into cards on phones', async () => {
  await show(<Table rows={[{ id: 1, name: 'a' }]} cols={COLS} rowKey={(r) => r.id} />)
  assert.equal(
    [...root.querySelectorAll('td')].map((td) => td.getAttribute('data-label')),
    [null, 'Name'],
  )
  assert.not.ok(root.querySelector('table')!.classList.contains('stack'))
  await show(<Table rows={[{ id: 1, name: 'a' }]} cols={[...COLS, ...COLS]} rowKey={(r) => r.id} />)
  assert.ok(root.querySelector('table')!.classList.contains('stack'))
})

test('table: the empty text in place of the rows', async () => {
  await show(<Table rows={[]} cols={COLS} rowKey={(r) => r.id} empty="No entries" />)
  assert.is(root.querySelector('tbody')!.textContent, 'No entries')
})

test('apply bar: nothing while unchanged; Cancel and Apply (N); blocked; its own buttons stay; a submit button in a form', async () => {
  const calls: string[] = []
  const cancel = () => calls.push('cancel')
  const apply = () => calls.push('apply')
  await show(<ApplyBar changed={0} busy={false} onCancel={cancel} onApply={apply} />)
  assert.is(root.innerHTML, '')
  await show(<ApplyBar changed={2} busy={false} onCancel={cancel} onApply={apply} />)
  const buttons = () => [...root.querySelectorAll('button')] as HTMLButtonElement[]
  assert.equal(
    buttons().map((b) => b.textContent),
    ['Cancel', 'Apply changes (2)'],
  )
  await act(() => {
    for (const b of buttons()) b.click()
  })
  assert.equal(calls, ['cancel', 'apply'])
  await show(
    <ApplyBar changed={1} busy={false} blocked onCancel={cancel} onApply={apply}>
      <button type="button">Add</button>
    </ApplyBar>,
  )
  assert.equal(
    buttons().map((b) => [b.textContent, b.disabled]),
    [
      ['Add', false],
      ['Cancel', false],
      ['Apply changes (1)', true],
    ],
  )
  await show(
    <ApplyBar changed={0} busy={false} onCancel={cancel}>
      <button type="button">Add</button>
    </ApplyBar>,
  )
  assert.equal(
    buttons().map((b) => b.textContent),
    ['Add'],
  )
  await show(<ApplyBar changed={3} busy onCancel={cancel} />)
  assert.equal(
    buttons().map((b) => [b.type, b.disabled]),
    [
      ['button', true],
      ['submit', true],
    ],
  )
})

test('apply bar: after a 205 the restart warning replaces it', async () => {
  await show(<ApplyBar changed={1} busy={false} restart onCancel={() => {}} />)
  assert.match(root.textContent!, 'The changes are saved. Restart the device to apply them.')
  assert.equal(
    [...root.querySelectorAll('button')].map((b) => b.textContent),
    ['Restart'],
  )
})

test.run()
