// Entity customization (docs/console.md §3-§5, device-api §6): pick a device, set the option flags of its
// entities, rename them or narrow their range, and save only the changed rows as the compact strings of §6a.
// The dashboard opens this tab with history state {id: <unique device id>}.
import { useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { readFacts } from '../../api/release'
import { readDeviceEntities, readDevices, resetCustomizations, saveCustomizations } from '../../api/settings'
import type { TKey } from '../../i18n'
import {
  type DeviceEntity,
  type DeviceShort,
  encodeEntity,
  entityEdit,
  flagDisabled,
  isCommandEntity,
  isEditable,
  toggleFlag,
  tooLarge,
  widens,
} from '../../schemas/customization'
import { API, DEL, FAV, FLAGS, RO, WEB } from '../../schemas/flags'
import { ask } from '../../state/confirm'
import { guarded } from '../../state/guard'
import { toast } from '../../state/toasts'
import { useAction } from '../../ui/action'
import { ApplyBar } from '../../ui/apply-bar'
import { Field } from '../../ui/fields'
import { useForm } from '../../ui/form'
import { FormDialog } from '../../ui/form-dialog'
import { roundF32 } from '../../ui/format'
import { Icon, type IconName } from '../../ui/icons'
import { useListEdit } from '../../ui/list-edit'
import { Loaded, useLoad } from '../../ui/load'
import { toText } from '../../ui/number'
import { ReleaseNotice } from '../../ui/release-notice'
import { awaitRestart } from '../../ui/restart'
import { type Col, Table } from '../../ui/table'
import { answerOf, useEditor } from '../../ui/use-editor'

const FLAG_UI: Record<number, [IconName, TKey]> = {
  [FAV]: ['star', 'c.fav'],
  [RO]: ['lock', 'settings.ro'],
  [API]: ['cloud', 'settings.api'],
  [WEB]: ['eyeOff', 'settings.web'],
  [DEL]: ['trash', 'settings.del'],
}
// deviceEntities sends float32: 41.4 arrives as 41.400001525878906 (device-api §0).
const show = (v: unknown) => (typeof v === 'number' ? toText(roundF32(v)) : v === undefined ? '' : String(v))
const stop = (e: Event) => e.stopPropagation() // the toggles sit in a clickable row

export function Customization() {
  const load = useLoad(readDevices)
  return <Loaded load={load}>{(d) => <Page list={d.devices} />}</Loaded>
}

function Page({ list }: { list: DeviceShort[] }) {
  const { t } = useTranslation()
  const { t: L } = useTranslation(undefined, { keyPrefix: 'settings' })
  const [only, setOnly] = useState(0)
  const [id, setId] = useState<number | null>(() => {
    const wanted = (history.state as { id?: unknown } | null)?.id
    return list.some((d) => d.i === wanted) ? (wanted as number) : null
  })
  return (
    <>
      <ReleaseNotice />
      <p>{L('custHelp')}</p>
      {/* The legend filters: pressed flags show only the rows that have one of them. */}
      <p class="legend">
        {FLAGS.map((b) => (
          <button key={b} type="button" class="icon-btn" aria-pressed={!!(only & b)} onClick={() => setOnly(only ^ b)}>
            <Icon name={FLAG_UI[b][0]} /> {t(FLAG_UI[b][1])}
          </button>
        ))}
      </p>
      <label class="field">
        {L('device')}
        <select
          value={id ?? ''}
          onChange={(e) => {
            const v = Number(e.currentTarget.value)
            e.currentTarget.value = String(id ?? '') // stays until the guard lets us go
            void guarded(() => setId(v))
          }}
        >
          <option value="" disabled>
            {L('pick')}
          </option>
          {list.map((d) => (
            <option key={d.i} value={d.i}>
              {d.s}
            </option>
          ))}
        </select>
      </label>
      {id !== null && <Entities key={id} id={id} only={only} />}
      <ResetAll />
    </>
  )
}

function Entities({ id, only }: { id: number; only: number }) {
  const load = useLoad(() => readDeviceEntities(id))
  return <Loaded load={load}>{(rows) => <CustomizationEditor key={JSON.stringify(rows)} id={id} rows={rows ?? []} only={only} />}</Loaded>
}

function CustomizationEditor({ id, rows, only }: { id: number; rows: DeviceEntity[]; only: number }) {
  const { t } = useTranslation()
  const { t: L } = useTranslation(undefined, { keyPrefix: 'settings' })
  const list = useListEdit(rows, (r) => r.id)
  const [q, setQ] = useState('')
  const [editing, setEditing] = useState<DeviceEntity | null>(null)
  // The base (what the device has): the changed rows are found, and Cancel returns, against it.
  const ed = useEditor(list, rows, t('c.tab.customization'))
  const { put } = list // acts on the current list whichever render it came from

  const cols = useMemo<Col<DeviceEntity>[]>(
    () => [
      {
        label: L('options'),
        cell: (de) => (
          // biome-ignore lint/a11y/noStaticElementInteractions: keeps the toggles' clicks and keys from also opening the row
          <span class="flags" onClick={stop} onKeyDown={stop}>
            {FLAGS.map((b) => (
              <button
                key={b}
                type="button"
                class="icon-btn"
                aria-pressed={!!(de.m & b)}
                aria-label={t(FLAG_UI[b][1])}
                title={t(FLAG_UI[b][1])}
                disabled={flagDisabled(de, b, readFacts()?.roShown)}
                onClick={() => put({ ...de, m: toggleFlag(de, b) })}
              >
                <Icon name={FLAG_UI[b][0]} />
              </button>
            ))}
          </span>
        ),
      },
      {
        label: t('c.name'),
        main: true,
        cell: (de) => (
          <>
            {/* greyed: an entity the device has no value for yet */}
            <span class={de.v === undefined && !isCommandEntity(de) ? 'muted' : undefined}>
              {isCommandEntity(de) ? t('c.cmd') + ': ' + de.n!.slice(1) : de.cn || de.n}
            </span>{' '}
            <small class="muted">{de.id}</small>
          </>
        ),
      },
      { label: t('c.min'), class: 'num', cell: (de) => !(de.m & RO) && show(de.mi) },
      { label: t('c.max'), class: 'num', cell: (de) => !(de.m & RO) && show(de.ma) },
      { label: t('c.value'), class: 'num', cell: (de) => show(de.v) },
    ],
    [t],
  )

  const needle = q.toLowerCase()
  const shown = list.rows.filter((de) => (!only || de.m & only) && [de.id, de.n, de.cn].some((s) => s?.toLowerCase().includes(needle)))

  const save = () => {
    const before = new Map(ed.base.map((r) => [r.id, JSON.stringify(r)]))
    const ids = list.rows.filter((r) => before.get(r.id) !== JSON.stringify(r)).map(encodeEntity)
    if (tooLarge(ids)) return toast(L('full'), 'warning')
    // Saved (a 205 too): go on from the rows as the device now reports them (or as sent, if it does not answer).
    void ed.save(
      () => saveCustomizations(id, ids),
      async () => (await readDeviceEntities(id).catch(() => undefined)) ?? list.rows,
    )
  }

  return (
    <>
      <div class="search">
        <input type="search" aria-label={t('c.search')} placeholder={t('c.search')} value={q} onInput={(e) => setQ(e.currentTarget.value)} />
        <small>
          {shown.length}/{list.rows.length}
        </small>
      </div>
      <Table rows={shown} cols={cols} rowKey={(de) => de.id} onRow={setEditing} canOpen={isEditable} empty={t('c.empty')} />
      <ApplyBar {...ed.bar} onApply={save} />
      {editing && (
        <EditEntity
          id={id}
          de={editing}
          own={rows.find((r) => r.id === editing.id) ?? editing}
          save={(de) => (put(de), setEditing(null))}
          close={() => setEditing(null)}
        />
      )}
    </>
  )
}

/** A device reports only the custom range once one is saved (device-api §6b): its own range is the one it reported
 *  before, remembered here by device and entity. */
const OWN = 'ownRange'
const owned = (): Record<string, Range> => JSON.parse(localStorage.getItem(OWN) ?? '{}')
type Range = { mi?: number; ma?: number }
/** An emptied bound is the device's; the device keeps whole numbers, so a fraction rounds inward. */
const bound = (v: number | undefined, own: number | undefined, round: (n: number) => number) => (v === undefined || Number.isNaN(v) ? own : round(v))

/**
 * Custom name, and min/max for writable numbers beside the device's own range (remembered, or as reported when
 * the page loaded: `own`). A range reaching beyond the device's is asked about first.
 */
function EditEntity({ id, de, own, save, close }: { id: number; de: DeviceEntity; own: DeviceEntity; save: (de: DeviceEntity) => void; close: () => void }) {
  const { t } = useTranslation()
  const { t: L } = useTranslation(undefined, { keyPrefix: 'settings' })
  const schema = useMemo(() => entityEdit(de), [de])
  const f = useForm(schema, { cn: de.cn ?? '', mi: de.mi, ma: de.ma })
  const key = id + '/' + de.id
  const dev: Range = owned()[key] ?? own
  const done = async () => {
    const d = f.check()
    if (!d) return
    const r = { mi: bound(d.mi, dev.mi, Math.ceil), ma: bound(d.ma, dev.ma, Math.floor) }
    if (widens(r, dev)) {
      const [min, max, lo, hi] = [dev.mi, dev.ma, r.mi, r.ma].map(toText)
      // 'Device: 0 – 90. Values outside ... sent to it.' The safe answer is the default (focused first): it puts the
      // device's bound back where one was typed beyond it.
      if (!(await ask({ title: de.n!, text: L('own', { n: min + ' – ' + max }) + '. ' + L('sent'), ok: L('allow', { lo, hi }), cancel: L('keep') })))
        return f.patch({ mi: Math.max(r.mi!, dev.mi!), ma: Math.min(r.ma!, dev.ma!) })
    }
    if (r.mi !== dev.mi || r.ma !== dev.ma) localStorage.setItem(OWN, JSON.stringify({ ...owned(), [key]: dev }))
    save({ ...de, cn: d.cn || undefined, ...r })
  }
  return (
    <FormDialog title={de.n!} onClose={close} submit={t('c.update')} onSubmit={done}>
      <Field form={f} name="cn" label={L('customName')} placeholder={de.n} />
      {de.mi !== undefined && (
        <div class="grid">
          <Field form={f} name="mi" type="number" label={t('c.min')} placeholder={toText(dev.mi)} help={L('own', { n: toText(dev.mi) })} />
          <Field form={f} name="ma" type="number" label={t('c.max')} placeholder={toText(dev.ma)} help={L('own', { n: toText(dev.ma) })} />
        </div>
      )}
    </FormDialog>
  )
}

/** Removes every customization (before 3.8.0 the sensors' settings too); the device restarts by itself. */
function ResetAll() {
  const { t } = useTranslation()
  const { t: L } = useTranslation(undefined, { keyPrefix: 'settings' })
  const [, run] = useAction(L('reset'))
  // Done either way: a 200 or a 205, the device restarts by itself.
  const done = () => {
    toast(L('resetDone'), 'info')
    void awaitRestart()
  }
  const reset = async () => {
    const text = L('resetText') + (readFacts()?.resetKeepsSensors === false ? ' ' + L('resetSensors') : '')
    if (await ask({ title: L('reset'), text, ok: L('reset'), cancel: t('c.cancel'), danger: true }))
      void run(async () => (await answerOf(resetCustomizations()), done()))
  }
  return (
    <p>
      <button type="button" class="secondary" onClick={reset}>
        {L('reset')}
      </button>
    </p>
  )
}
