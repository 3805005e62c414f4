// Editing a temperature sensor (name, offset) and adding, editing or removing an analog sensor, whose
// fields depend on its type (docs/console.md §5).

import type { TFunction } from 'i18next'
import { useEffect, useMemo, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { writeAnalog, writeTemperature } from '../../api/dashboard'
import type { TKey } from '../../i18n'
import { AnalogType, type AnalogWrite, analogSchema, TemperatureWrite } from '../../schemas/dashboard'
import { toast } from '../../state/toasts'
import { useAction } from '../../ui/action'
import { Field, numbered } from '../../ui/fields'
import { useForm } from '../../ui/form'
import { SendDialog } from '../../ui/form-dialog'
import { uomOptions } from '../../ui/format'

/** What both sensor dialogs say when their save is done or fails, and how they close. */
const outcome = (t: TFunction, p: { onClose: () => void; onDone: () => void }) => ({
  done: t('dashboard.sensorSaved'),
  failed: t('dashboard.sensorFailed'),
  submit: t('dashboard.update'),
  onClose: p.onClose,
  onDone: p.onDone,
})

export function TemperatureDialog(p: { sensor: TemperatureWrite; unit: string; onClose: () => void; onDone: () => void }) {
  const { t } = useTranslation()
  const form = useForm<TemperatureWrite>(TemperatureWrite, p.sensor)
  return (
    <SendDialog title={t('dashboard.editTemp')} form={form} send={writeTemperature} {...outcome(t, p)}>
      <p>{p.sensor.id}</p>
      <Field form={form} name="name" label={t('settings.name')} />
      <Field form={form} name="offset" type="number" min={-5} max={5} step={0.1} label={t('settings.offset')} help={p.unit} />
    </SendDialog>
  )
}

/** What o, f and u start as when the type changes, so that the new type's fields begin valid. */
const FRESH: Record<number, Partial<AnalogWrite>> = {
  [AnalogType.DIGITAL_OUT]: { offset: 0, factor: 1, uom: 0 },
  [AnalogType.PWM_0]: { offset: 0, factor: 1000, uom: 3 },
}

export function AnalogDialog(p: { sensor: AnalogWrite; adding: boolean; platform?: string; used: number[]; onClose: () => void; onDone: () => void }) {
  const { t, i18n } = useTranslation()
  const schema = useMemo(() => analogSchema(p.platform, p.adding ? p.used : undefined), [])
  const form = useForm<AnalogWrite>(schema, p.sensor)
  const { type, gpio } = form.data
  const pwm = type >= AnalogType.PWM_0
  const lastType = useRef(type)
  useEffect(() => {
    if (type === lastType.current) return
    lastType.current = type
    form.patch({ offset: 0, factor: 1, uom: 0, ...FRESH[pwm ? AnalogType.PWM_0 : type] })
  }, [type])

  const list = (key: TKey) => numbered(t(key).split('|'))
  const measured = type >= AnalogType.COUNTER && type <= AnalogType.RATE
  const dac = gpio === 25 || gpio === 26
  const [, run] = useAction(t('dashboard.sensorFailed'))
  const remove = () =>
    run(async () => {
      await writeAnalog({ ...p.sensor, deleted: true })
      toast(t('dashboard.sensorSaved'))
      p.onClose()
      p.onDone()
    })
  return (
    <SendDialog
      title={t(p.adding ? 'dashboard.add' : 'dashboard.editAnalog')}
      form={form}
      send={writeAnalog}
      {...outcome(t, p)}
      submit={t(p.adding ? 'settings.add' : 'dashboard.update')}
      extra={
        !p.adding && (
          <button type="button" class="danger" onClick={remove}>
            {t('c.remove')}
          </button>
        )
      }
    >
      <Field form={form} name="gpio" type="number" min={0} label="GPIO" disabled={!p.adding} />
      <Field form={form} name="name" label={t('settings.name')} />
      <Field form={form} name="type" type="select" label={t('dashboard.type')} options={list('dashboard.types')} />
      {measured && <Field form={form} name="uom" type="select" label={t('settings.unit')} options={uomOptions(i18n.language)} />}
      {type === AnalogType.ADC && <Field form={form} name="offset" type="number" min={0} max={3300} label={t('settings.offset')} help="mV" />}
      {type === AnalogType.COUNTER && <Field form={form} name="offset" type="number" step={0.001} label={t('dashboard.start')} />}
      {measured && <Field form={form} name="factor" type="number" step={0.001} label={t('settings.factor')} />}
      {type === AnalogType.DIGITAL_OUT &&
        (dac ? (
          <Field form={form} name="offset" type="number" min={0} max={255} label={t('settings.value')} />
        ) : (
          <>
            <Field form={form} name="offset" type="select" label={t('settings.value')} options={list('dashboard.offOn')} />
            <Field
              form={form}
              name="factor"
              type="select"
              label={t('dashboard.polarity')}
              options={[
                [1, t('dashboard.high')],
                [-1, t('dashboard.low')],
              ]}
            />
            <Field form={form} name="uom" type="select" label={t('dashboard.start')} options={list('dashboard.states')} />
          </>
        ))}
      {pwm && (
        <>
          <Field form={form} name="factor" type="number" min={1} max={5000} label={t('dashboard.freq')} help="Hz" />
          <Field form={form} name="offset" type="number" min={0} max={100} step={0.1} label={t('dashboard.duty')} help="%" />
        </>
      )}
    </SendDialog>
  )
}
