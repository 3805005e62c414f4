// The page of a list edited locally until Apply (scheduler, custom entities; docs/console.md §4): a table whose
// rows open an edit dialog, Add, and Apply changes (N) / Cancel (useEditor). Apply posts the whole list
// without the removed rows and refetches; Cancel refetches.
import type { ComponentChildren } from 'preact'
import { useCallback, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { getList, type ListField, saveList } from '../../api/settings'
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
  remove: () => void
  close: () => void
}

export interface ListPageProps<T extends Row> {
  field: ListField
  /** Keep stable (module constant or useMemo): the table memoises its rows. */
  cols: Col<T>[]
  /** A new row with the given id. */
  blank: (id: number) => T
  Edit: (p: EditProps<T>) => ComponentChildren
}

export function ListPage<T extends Row>(p: ListPageProps<T>) {
  const load = useLoad(() => getList<T>(p.field))
  return <Loaded load={load}>{(rows) => <ListEditor key={JSON.stringify(rows)} rows={rows} reload={load.reload} {...p} />}</Loaded>
}

function ListEditor<T extends Row>(p: ListPageProps<T> & { rows: T[]; reload: () => Promise<void> }) {
  const { t } = useTranslation()
  const list = useListEdit(p.rows, (r) => r.id)
  const [open, setOpen] = useState<{ row: T; creating: boolean } | null>(null)
  const ed = useEditor(list, p.rows, p.reload)
  const onRow = useCallback((row: T) => setOpen({ row, creating: false }), [])

  // Saved: go on from the list as the device now has it (or as sent, if it does not answer).
  const apply = () =>
    ed.save(
      () => saveList(p.field, list.rows),
      async () => (await getList<T>(p.field).catch(() => undefined)) ?? list.rows,
    )
  const close = () => setOpen(null)

  return (
    <>
      <Table rows={list.rows} cols={p.cols} rowKey={(r) => r.id} onRow={onRow} empty={t('settings.empty')} />
      <ApplyBar {...ed.bar} onApply={apply}>
        <button type="button" class="secondary grow-right" onClick={() => setOpen({ row: p.blank(list.newId()), creating: true })}>
          <Icon name="plus" /> {t('settings.add')}
        </button>
      </ApplyBar>
      {open && (
        <p.Edit
          row={open.row}
          creating={open.creating}
          names={list.rows.filter((r) => r.id !== open.row.id).map((r) => r.name)}
          save={(row) => (list.put(row), close())}
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
  children: ComponentChildren
}) {
  const { t } = useTranslation()
  const { edit } = p
  const done = () => {
    const data = p.form.check()
    if (data) edit.save(p.toRow(data))
  }
  return (
    <FormDialog
      title={p.title + ' · ' + t(edit.creating ? 'settings.new' : 'c.edit')}
      onClose={edit.close}
      submit={t(edit.creating ? 'settings.add' : 'settings.update')}
      onSubmit={done}
      extra={
        !edit.creating && (
          <button type="button" class="secondary grow-right" onClick={edit.remove}>
            <Icon name="trash" /> {t('c.remove')}
          </button>
        )
      }
    >
      {p.children}
    </FormDialog>
  )
}
