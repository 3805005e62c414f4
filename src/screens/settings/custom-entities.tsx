// Custom entities (docs/console.md §3-§5, device-api §7b): values read from a telegram of a bus device, or
// RAM variables. Ids are shown and edited in hex; the device gets numbers (device-api §8.9).
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { factsNow } from '../../api/release'
import { type CustomEntity, type CustomEntityEdit, customEntityAmong, maxBytes, typeNames, valueTypes } from '../../schemas/custom-entities'
import { formatValue } from '../../ui/entity-values'
import { Field, numbered } from '../../ui/fields'
import { useForm } from '../../ui/form'
import { hex, uomOptions } from '../../ui/format'
import { ReleaseNotice } from '../../ui/release-notice'
import type { Col } from '../../ui/table'
import { type EditProps, ItemDialog, ListPage } from './local-list'

const BOOL = 0
/** The release's number of RAW (text): 8 before 3.7.0, 9 from it. */
const rawType = () => factsNow().rawType

const blank = (id: number): CustomEntity => ({
  id,
  ram: 0,
  name: '',
  device_id: 0x08,
  type_id: 0,
  offset: 0,
  factor: 1,
  uom: 0,
  value_type: 2,
  writeable: false,
})

export function CustomEntities() {
  const { t, i18n } = useTranslation()
  const { t: L } = useTranslation(undefined, { keyPrefix: 'settings' })
  const lang = i18n.language
  const cols = useMemo<Col<CustomEntity>[]>(
    () => [
      { label: t('c.name'), cell: (e) => e.name },
      { label: L('deviceId'), cell: (e) => (e.ram ? 'RAM' : hex(e.device_id)) },
      { label: L('typeId'), cell: (e) => !e.ram && hex(e.type_id) },
      { label: t('c.offset'), class: 'num', cell: (e) => !e.ram && e.offset },
      { label: L('valueType'), cell: (e) => typeNames(rawType())[e.value_type] ?? e.value_type },
      // The value as the dashboard shows it (the user's decimal mark, rounded, with its unit).
      {
        label: t('c.value'),
        class: 'num',
        cell: (e) => formatValue(typeof e.value === 'number' ? e.value : e.value == null ? '' : String(e.value), e.uom, lang),
      },
    ],
    [t, lang],
  )
  return (
    <>
      <ReleaseNotice />
      <ListPage field="entities" what={t('c.tab.customentities')} cols={cols} blank={blank} Edit={Edit} />
    </>
  )
}

function Edit(p: EditProps<CustomEntity>) {
  const { t, i18n } = useTranslation()
  const { t: L } = useTranslation(undefined, { keyPrefix: 'settings' })
  // The gateway's release is known by the time a dialog opens (read as 3.6.5 when it could not be).
  const rules = factsNow()
  const r = p.row
  const schema = useMemo(() => customEntityAmong(p.names, rules, r.factor), [p.names.join(), rules])
  const hexOf = (n: number) => n.toString(16).toUpperCase()
  const f = useForm<CustomEntityEdit>(schema, { ...r, device_id: hexOf(r.device_id), type_id: hexOf(r.type_id), mask: hexOf(r.factor | 0) })
  const d = f.data
  const raw = rules.rawType
  const mask = rules.entities372 && d.value_type === BOOL
  const unit = <Field form={f} name="uom" type="select" label={t('c.unit')} options={uomOptions(i18n.language)} />
  // A RAM variable is a writeable text on device 0, type 0, as the device stores it anyway (its unit kept from 3.7.2).
  const toRow = ({ mask: m, ...e }: CustomEntityEdit): CustomEntity =>
    e.ram
      ? { ...e, device_id: 0, type_id: 0, uom: rules.entities372 ? e.uom : 0, value_type: raw, writeable: true }
      : { ...e, device_id: parseInt(e.device_id, 16), type_id: parseInt(e.type_id, 16), factor: mask ? parseInt(m, 16) : e.factor }
  return (
    <ItemDialog title={t('c.tab.customentities')} form={f} edit={p} toRow={toRow} dup={rules.entities372}>
      <div class="grid">
        <Field form={f} name="name" label={t('c.name')} />
        {rules.ram && <Field form={f} name="ram" type="select" label={L('source')} options={numbered([L('telegram'), L('ram')])} />}
      </div>
      {/* 3.8.0's hide keeps the entity out of API/MQTT, Home Assistant, the dashboard and device data. */}
      {rules.hide && <Field form={f} name="hide" type="switch" label={L('api')} help={L('web')} />}
      {d.ram ? (
        <div class="grid">
          <Field form={f} name="value" label={t('c.value')} />
          {rules.entities372 && unit}
        </div>
      ) : (
        <>
          <div class="grid">
            <Field form={f} name="device_id" label={L('deviceId') + ' (hex)'} />
            <Field form={f} name="type_id" label={L('typeId') + ' (hex)'} />
            <Field form={f} name="offset" type="number" min={0} max={255} label={t('c.offset')} />
          </div>
          <div class="grid">
            <Field form={f} name="value_type" type="select" label={L('valueType')} options={valueTypes(raw)} />
            {d.value_type === raw ? (
              <Field form={f} name="factor" type="number" min={1} max={maxBytes(rules)} label={L('bytes')} />
            ) : mask ? (
              <Field form={f} name="mask" label={L('mask') + ' (hex)'} />
            ) : (
              d.value_type !== BOOL && (
                <>
                  <Field form={f} name="factor" type="number" step="0.001" label={t('c.factor')} />
                  {unit}
                </>
              )
            )}
          </div>
          <Field form={f} name="writeable" type="switch" label={L('writeable')} />
        </>
      )}
    </ItemDialog>
  )
}
