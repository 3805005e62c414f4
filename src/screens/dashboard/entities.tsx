// The entity panel of the selected device: its values (polled every 60 s), a filter over names and values
// (focused on opening where there is a keyboard, and by "/"; on a touch screen the title takes the focus, so
// no on-screen keyboard covers the list), the value of a writable entity as its edit button for admins, and the
// tools: details, customization, CSV export, favourites only, refresh, close. One line per row, a sticky
// header; on phones a full-screen sheet (dashboard.css).
import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocation } from 'wouter-preact'
import { readDeviceData } from '../../api/dashboard'
import { readFacts } from '../../api/release'
import { readDeviceEntities, saveCustomizations } from '../../api/settings'
import i18n from '../../i18n'
import { encodeEntity, toggleFlag } from '../../schemas/customization'
import { CUSTOM_ID, type Device } from '../../schemas/dashboard'
import { type DeviceValue, isCommandValue } from '../../schemas/device-value'
import { FAV } from '../../schemas/flags'
import { isAdmin } from '../../state/session'
import { entityOf, keep } from '../../state/trends'
import { notSaved, useAction } from '../../ui/action'
import { Dialog } from '../../ui/dialog'
import { saveFile } from '../../ui/download'
import { formatValue, isFavourite, isWritable, keepSame, nameOf, toCsv } from '../../ui/entity-values'
import { Facts } from '../../ui/facts'
import { hex } from '../../ui/format'
import { Icon, Tool } from '../../ui/icons'
import { Loaded } from '../../ui/load'
import { type Col, Table } from '../../ui/table'
import { Spark } from '../../ui/trend'
import { DeviceName } from './device-name'
import { EntityDialog } from './entity-dialog'
import { stale, useLinkLoad } from './link'

const rowKey = (dv: DeviceValue) => dv.id.slice(2)

/** A device's name as the console says it: the custom entities device is named as its settings tab everywhere
 *  (the gateway names it per release and in its own language), in its CSV file's name too. */
const deviceText = (d: { id: number; n?: string }) => (d.id === CUSTOM_ID ? i18n.t('c.tab.customentities') : (d.n ?? ''))
/** The name shown: long product names ("GBx72/Trendline/Cerapur/...") may break after a slash, never inside a word. */
export const deviceName = (d: { id: number; n?: string }) =>
  deviceText(d)
    .split('/')
    .map((w, i) => (i ? ['/', <wbr />, w] : w))

/** An entity's value; for admins, when writable, the button that opens its edit dialog. A command and a
 *  sensor without a reading say so instead of showing nothing. While the bus or the gateway is away the value
 *  is an old one: dimmed, and no edit is offered (it could not reach the device). */
export function EntityValue({ dv, onEdit }: { dv: DeviceValue; onEdit: (dv: DeviceValue) => void }) {
  const { t, i18n } = useTranslation()
  const text = formatValue(dv.v, dv.u, i18n.language) || (isCommandValue(dv) ? t('c.cmd') : dv.v === undefined ? t('dashboard.noReading') : '')
  const old = stale()
  const shown = (
    <span title={text} class={old ? 'stale' : undefined}>
      {text}
    </span>
  )
  if (old || !isAdmin.value || !isWritable(dv)) return shown
  return (
    <button type="button" class="row-btn" aria-label={`${t('c.edit')}: ${nameOf(dv)}${text && ', ' + text}`} onClick={() => onEdit(dv)}>
      {shown} <Icon name="edit" size={16} />
    </button>
  )
}

/** `onRenamed`: the device list to read again after an admin renamed the device (3.7.0 on). */
export function EntityPanel({ device, onClose, onRenamed }: { device: Device; onClose: () => void; onRenamed?: () => void }) {
  const { t, i18n } = useTranslation()
  const [, navigate] = useLocation()
  const admin = isAdmin.value
  const lang = i18n.language
  const prev = useRef<DeviceValue[]>([])
  const load = useLinkLoad(async () => {
    const d = await readDeviceData(device.id)
    keep((d?.data ?? []).map((dv) => [entityOf(device.id, nameOf(dv)), dv.v, dv.u]))
    return (prev.current = keepSame(prev.current, d?.data ?? [], rowKey))
  }, 60_000)
  const [favOnly, setFavOnly] = useState(false)
  const [, run] = useAction(notSaved(t('c.fav')))
  const [edit, setEdit] = useState<DeviceValue | null>(null)
  const [details, setDetails] = useState(false)
  const [q, setQ] = useState('')
  const filter = useRef<HTMLInputElement>(null)
  const title = useRef<HTMLHeadingElement>(null)
  const touch = matchMedia('(pointer: coarse)').matches
  useEffect(() => {
    ;(touch ? title : filter).current?.focus()
    const onKey = (e: KeyboardEvent) => {
      if (e.key === '/' && !(e.target as Element).matches('input,textarea,select')) {
        e.preventDefault()
        filter.current?.focus()
      }
    }
    document.addEventListener('keydown', onKey)
    return () => document.removeEventListener('keydown', onKey)
  }, [])

  const cols = useMemo<Col<DeviceValue>[]>(
    () => [
      {
        label: t('c.name'),
        cell: (dv) => (
          <span title={nameOf(dv)}>
            {/* the star: pressed and filled for a favourite; admins switch it as customization does */}
            <button type="button" class="icon-btn" aria-pressed={isFavourite(dv)} aria-label={t('c.fav')} disabled={!admin} onClick={() => run(() => star(dv))}>
              <Icon name="star" />
            </button>
            {nameOf(dv)}
          </span>
        ),
        sort: nameOf,
      },
      // numbers by size, the text values together at one end (in the device's order)
      {
        label: t('c.value'),
        cell: (dv) => (
          <>
            <Spark entity={entityOf(device.id, nameOf(dv))} name={nameOf(dv)} />
            <EntityValue dv={dv} onEdit={setEdit} />
          </>
        ),
        sort: (dv) => (typeof dv.v === 'number' ? dv.v : -1e12),
      },
    ],
    [t],
  )
  const reload = useCallback(() => void load.reload(), [])
  /** Flips the favourite bit of the entity's customization entry, sent whole as the customization page sends it
   *  (device-api §6a): found by its command, or by its name when it has none. */
  const star = async (dv: DeviceValue) => {
    const name = nameOf(dv)
    const de = (await readDeviceEntities(device.id))?.find((e) => (dv.c ? e.id === dv.c : [e.cn, e.n].includes(name) || name.endsWith(' ' + e.cn)))
    if (!de) return customize()
    await saveCustomizations(device.id, [encodeEntity({ ...de, m: toggleFlag(de, FAV) })])
    reload()
  }

  const all = load.data
  const rows = useMemo(() => {
    const needle = q.toLowerCase()
    return all?.filter(
      (dv) => (!favOnly || isFavourite(dv)) && (!needle || [nameOf(dv), formatValue(dv.v, dv.u, lang), dv.c].join(' ').toLowerCase().includes(needle)),
    )
  }, [all, favOnly, q, lang])
  const exportCsv = () => rows && saveFile(`${device.tn}_${deviceText(device)}.csv`, toCsv(rows, lang), 'text/csv')
  const customize = () => (device.id === CUSTOM_ID ? navigate('/settings/customentities') : navigate('/settings/customization', { state: { id: device.id } }))

  return (
    <section class="panel" aria-labelledby="panel-title">
      <header>
        <h2 id="panel-title" ref={title} tabIndex={-1}>
          {deviceName(device)}
        </h2>
        <div class="tools">
          <Tool icon="info" label={t('dashboard.details')} onClick={() => setDetails(true)} />
          {admin && <Tool icon="gear" label={t('c.tab.customization')} onClick={customize} />}
          <Tool icon="download" label={t('c.csv')} onClick={exportCsv} />
          <Tool icon="star" label={t('dashboard.favOnly')} pressed={favOnly} onClick={() => setFavOnly(!favOnly)} />
          <Tool icon="refresh" label={t('c.refresh')} onClick={reload} />
          <Tool icon="close" label={t('c.close')} onClick={onClose} />
        </div>
      </header>
      <input
        type="search"
        ref={filter}
        aria-label={t('c.search')}
        placeholder={t('c.search') + (touch ? '' : ' (/)')}
        value={q}
        onInput={(e) => setQ(e.currentTarget.value)}
      />
      <Loaded load={load}>
        {() => <Table rows={rows!} cols={cols} rowKey={rowKey} empty={q ? t('dashboard.noMatch', { q }) : t('c.empty')} region={t('dashboard.entities')} />}
      </Loaded>
      {edit && <EntityDialog device={device.id} dv={edit} onClose={() => setEdit(null)} onDone={reload} />}
      {details && (
        <Dialog title={t('dashboard.details')} onClose={() => setDetails(false)}>
          <Facts
            rows={[
              [t('c.type'), device.tn],
              [
                t('c.name'),
                admin && device.id !== CUSTOM_ID && readFacts()?.deviceName ? (
                  <DeviceName id={device.id} name={device.n} onDone={() => (setDetails(false), onRenamed?.())} />
                ) : (
                  deviceName(device)
                ),
              ],
              [t('dashboard.brand'), device.b],
              [t('dashboard.deviceId'), typeof device.d === 'number' && hex(device.d)],
              [t('dashboard.productId'), device.p],
              [t('c.version'), device.v],
              [t('dashboard.entities'), device.e],
            ]}
          />
        </Dialog>
      )}
    </section>
  )
}
