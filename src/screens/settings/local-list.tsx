// The page of a list edited locally until Apply (scheduler, custom entities; docs/console.md §4): a table whose
// rows open an edit dialog, Add, and Apply changes (N) / Cancel (useEditor). Apply posts the whole list
// without the removed rows and refetches; Cancel refetches.
import type { ComponentChildren } from 'preact'
import { useCallback, useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { type ListField, readList, saveList } from '../../api/settings'
import { ApplyBar } from '../../ui/apply-bar'
import type { Form } from '../../ui/form'
import { FormDialog } from '../../ui/form-dialog'
import { Icon } from '../../ui/icons'
import { useListEdit } from '../../ui/list-edit'
import { Loaded, useLoad } from '../../ui/load'
import { type Col, Table } from '../../ui/table'
import { useEditor } from '../../ui/use-editor'

type Row = { id: number; name: string }

/** What a page's dialog gets: the row, whether it is new, the names other rows use, and the outcomes. */
export interface EditProps<T> {
  row: T
  creating: boolean
  names: string[]
  save: (row: T) => void
  /** Saves `row` and applies the list at once (the scheduler's Execute). */
  run: (row: T) => void
  /** Opens a new row as a copy of `row`, its name + '_' (custom entities' Duplicate). */
  dup: (row: T) => void
  remove: () => void
  close: () => void
}

export interface ListPageProps<T extends Row> {
  field: ListField
  /** What the page saves, named as its tab is (the error toast: "Scheduler not saved: ..."). */
  what: string
  /** Keep stable (module constant or useMemo): the table memoises its rows. */
  cols: Col<T>[]
  /** A new row with the given id. */
  blank: (id: number) => T
  Edit: (p: EditProps<T>) => ComponentChildren
  /** Re-read the list every 30 s while nothing is changed here, as the firmware's own page does (3.8.0's scheduler). */
  poll?: boolean
}

export function ListPage<T extends Row>(p: ListPageProps<T>) {
  const load = useLoad(() => readList<T>(p.field))
  return <Loaded load={load}>{(rows) => <ListEditor key={JSON.stringify(rows)} rows={rows} reload={load.reload} {...p} />}</Loaded>
}

function ListEditor<T extends Row>(p: ListPageProps<T> & { rows: T[]; reload: () => Promise<void> }) {
  const { t } = useTranslation()
  const list = useListEdit(p.rows, (r) => r.id)
  const [open, setOpen] = useState<{ row: T; creating: boolean } | null>(null)
  const ed = useEditor(list, p.rows, p.what, p.reload)
  const onRow = useCallback((row: T) => setOpen({ row, creating: false }), [])

  // Saved: go on from the list as the device now has it (or as sent, if it does not answer).
  const apply = (rows = list.rows) =>
    ed.save(
      () => saveList(p.field, rows),
      async () => (await readList<T>(p.field).catch(() => undefined)) ?? rows,
    )
  const close = () => setOpen(null)

  // The list follows the device while unchanged here; an open dialog keeps its own copy of its row.
  const changed = useRef(0)
  changed.current = list.changed
  useEffect(() => {
    if (!p.poll) return
    const id = setInterval(async () => {
      const rows = !changed.current && (await readList<T>(p.field).catch(() => null))
      if (rows && !changed.current) list.reset(rows)
    }, 30000)
    return () => clearInterval(id)
  }, [p.poll])

  return (
    <>
      <Table rows={list.rows} cols={p.cols} rowKey={(r) => r.id} onRow={onRow} empty={t('c.empty')} />
      <ApplyBar {...ed.bar} onApply={() => apply()}>
        <button type="button" class="secondary grow-right" onClick={() => setOpen({ row: p.blank(list.newId()), creating: true })}>
          <Icon name="plus" /> {t('c.add')}
        </button>
      </ApplyBar>
      {open && (
        <p.Edit
          key={open.row.id}
          row={open.row}
          creating={open.creating}
          names={list.rows.filter((r) => r.id !== open.row.id).map((r) => r.name)}
          save={(row) => (list.put(row), close())}
          run={(row) => (list.put(row), close(), apply([...list.rows.filter((r) => r.id !== row.id), row]))}
          dup={(row) => setOpen({ row: { ...row, id: list.newId(), name: row.name + '_' }, creating: true })}
          remove={() => (list.remove(open.row), close())}
          close={close}
        />
      )}
    </>
  )
}

/** The dialog frame of one row: its fields, then Remove (existing rows), Cancel and Add/Update. */
export function ItemDialog<T extends object, R>(p: {
  title: string
  form: Form<T>
  edit: EditProps<R>
  /** Turns the checked form data into the row to keep. */
  toRow: (data: T) => R
  /** Given: an Execute button that saves the row it makes and applies the list. */
  run?: (data: T) => R
  /** Duplicate: a new row from this one (custom entities, 3.7.2 on). */
  dup?: boolean
  children: ComponentChildren
}) {
  const { t } = useTranslation()
  const { edit, run } = p
  const done = (to: (row: R) => void, make = p.toRow) => {
    const data = p.form.check()
    if (data) to(make(data))
  }
  return (
    <FormDialog
      title={p.title + ' · ' + t(edit.creating ? 'settings.new' : 'c.edit')}
      onClose={edit.close}
      submit={t(edit.creating ? 'c.add' : 'c.update')}
      onSubmit={() => done(edit.save)}
      extra={
        <>
          {!edit.creating && (
            <button type="button" class="secondary grow-right" onClick={edit.remove}>
              <Icon name="trash" /> {t('c.remove')}
            </button>
          )}
          {p.dup && !edit.creating && (
            <button type="button" class="secondary" onClick={() => done(edit.dup)}>
              {t('c.copy')}
            </button>
          )}
          {run && (
            <button type="button" class="secondary" onClick={() => done(edit.run, run)}>
              {t('c.execute')}
            </button>
          )}
        </>
      }
    >
      {p.children}
    </FormDialog>
  )
}
