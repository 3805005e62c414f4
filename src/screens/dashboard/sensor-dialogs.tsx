// Editing a temperature sensor (name, offset) and adding, editing or removing an analog sensor, whose
// fields depend on its type (docs/console.md §5). A system sensor of 3.8.0 keeps all but its name and cannot
// be removed, as in the firmware's own UI.

import type { TFunction } from 'i18next'
import { useLayoutEffect, useMemo, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { type Sensors, writeAnalog, writeTemperature } from '../../api/dashboard'
import type { TKey } from '../../i18n'
import { AnalogType, type AnalogWrite, analogSchema, counts, measures, type TemperatureWrite, temperatureSchema } from '../../schemas/dashboard'
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
/** The analog types' names by number (0-18): frequency and fast counters are numbered channels. */
export const typeNames = (t: TFunction) => {
  const names = t('dashboard.types').split('|')
  for (let i = 0; i < 3; i++) names[13 + i] = `${t('dashboard.freq')} ${i}`
  for (let i = 0; i < 3; i++) names[16 + i] = `${names[AnalogType.COUNTER]} ${i}`
  return names
}

type Closing = { onClose: () => void; onDone: () => void }
/** The note a system sensor's dialog carries. */
const systemNote = (t: TFunction, w: { is_system?: boolean }) => w.is_system && <p class="warn">{t('dashboard.system')}</p>

/** `d`: the sensors read, whose names a new name must differ from (3.7.0 on). */
export type TemperatureEdit = { sensor: TemperatureWrite; unit: string; d: Sensors }
export function TemperatureDialog(p: TemperatureEdit & Closing) {
  const { t } = useTranslation()
  const { d, sensor } = p
  const form = useForm<TemperatureWrite>(
    useMemo(() => temperatureSchema({ strict: d.facts.sensorNames, others: d.ts.filter((x) => x.id !== sensor.id).map((x) => x.n) }), []),
    sensor,
  )
  return (
    <SendDialog title={t('dashboard.editTemp')} form={form} send={writeTemperature} {...outcome(t, p)}>
      <p>{p.sensor.id}</p>
      <Field form={form} name="name" label={t('c.name')} />
      <Field form={form} name="offset" type="number" min={-5} max={5} step={0.1} label={t('c.offset')} help={p.unit} />
      {systemNote(t, p.sensor)}
    </SendDialog>
  )
}

/** What o, f and u start as when the type changes, so that the new type's fields begin valid. */
const FRESH: Record<number, Partial<AnalogWrite>> = {
  [AnalogType.DIGITAL_OUT]: { offset: 0, factor: 1, uom: 0 },
  [AnalogType.PWM_0]: { offset: 0, factor: 1000, uom: 3 },
  [AnalogType.NTC]: { uom: 1 },
}

/** `d`: the sensors read, with the chip, the release's facts, the free GPIOs and the types taken (3.8.0). */
export type AnalogEdit = { sensor: AnalogWrite; adding: boolean; d: Sensors }
export function AnalogDialog(p: AnalogEdit & Closing) {
  const { t, i18n } = useTranslation()
  const { d, sensor } = p
  const free = p.adding && d.available_gpios
  const schema = useMemo(
    () =>
      analogSchema(d.platform, p.adding ? d.as.map((a) => a.g) : undefined, {
        strict: d.facts.sensorNames,
        others: d.as.filter((a) => a.g !== sensor.gpio).map((a) => a.n),
        max: d.facts.analogMax,
        keep: sensor.type,
        was: sensor,
      }),
    [],
  )
  const form = useForm<AnalogWrite>(schema, p.sensor)
  const { type, gpio } = form.data
  const pwm = type >= AnalogType.PWM_0 && type <= AnalogType.PWM_2
  const lastType = useRef(type)
  // before the paint, so that what is typed next into the new type's fields stays
  useLayoutEffect(() => {
    if (type === lastType.current) return
    lastType.current = type
    form.patch({ offset: 0, factor: 1, uom: 0, ...FRESH[pwm ? AnalogType.PWM_0 : type] })
  }, [type])

  const list = (key: TKey) => numbered(t(key).split('|'))
  const measured = measures(type)
  const dac = gpio === 25 || gpio === 26
  const locked = p.sensor.is_system
  // The release's types but those taken elsewhere; the sensor's own type always, by its number if unknown.
  const names = typeNames(t)
  const types = names
    .slice(0, d.facts.analogMax + 1)
    .map((l, i) => [i, l] as const)
    .filter(([i]) => i === p.sensor.type || !d.exclude_types?.includes(i))
  if (!names[p.sensor.type]) types.push([p.sensor.type, String(p.sensor.type)])
  const [, run] = useAction(t('dashboard.sensorFailed'))
  const remove = () =>
    run(async () => {
      await writeAnalog({ ...p.sensor, deleted: true })
      toast(t('dashboard.sensorSaved'))
      p.onClose()
      p.onDone()
    })
  const num = (name: keyof AnalogWrite, label: string, o: { min?: number; max?: number; step?: number; help?: string } = {}) => (
    <Field form={form} name={name} type="number" label={label} disabled={locked} {...o} />
  )
  const select = (name: keyof AnalogWrite, label: string, options: readonly (readonly [number, string])[]) => (
    <Field form={form} name={name} type="select" label={label} options={options} disabled={locked} />
  )
  const polarity = (name: keyof AnalogWrite, high: number, low: number) =>
    select(name, t('dashboard.polarity'), [
      [high, t('dashboard.high')],
      [low, t('dashboard.low')],
    ])
  return (
    <SendDialog
      title={t(p.adding ? 'dashboard.add' : 'dashboard.editAnalog')}
      form={form}
      send={writeAnalog}
      {...outcome(t, p)}
      submit={t(p.adding ? 'c.add' : 'dashboard.update')}
      extra={
        !p.adding &&
        !locked && (
          <button type="button" class="danger" onClick={remove}>
            {t('c.remove')}
          </button>
        )
      }
    >
      {free ? (
        select(
          'gpio',
          'GPIO',
          free.map((g) => [g, String(g)]),
        )
      ) : (
        <Field form={form} name="gpio" type="number" min={0} label="GPIO" disabled={!p.adding} />
      )}
      <Field form={form} name="name" label={t('c.name')} />
      {select('type', t('c.type'), types)}
      {measured && select('uom', t('c.unit'), uomOptions(i18n.language))}
      {type === AnalogType.ADC && num('offset', t('c.offset'), { min: 0, max: 3300, help: 'mV' })}
      {type === AnalogType.NTC && num('offset', t('c.offset'), { min: -20, max: 20, step: 0.1, help: '°C' })}
      {counts(type) && num('offset', t('dashboard.start'), { step: 0.001 })}
      {type === AnalogType.RGB && num('offset', 'RGB', { min: 0, max: 999999, help: 'RRGGBB' })}
      {measured && num('factor', t('c.factor'), { step: 0.001 })}
      {type === AnalogType.DIGITAL_OUT &&
        (dac ? (
          num('offset', t('c.value'), { min: 0, max: 255 })
        ) : (
          <>
            {select('offset', t('c.value'), list('c.offOn'))}
            {polarity('factor', 1, -1)}
            {select('uom', t('dashboard.start'), list('dashboard.states'))}
          </>
        ))}
      {pwm && (
        <>
          {num('factor', t('dashboard.freq'), { min: 1, max: 5000, help: 'Hz' })}
          {num('offset', t('dashboard.duty'), { min: 0, max: 100, step: 0.1, help: '%' })}
        </>
      )}
      {type === AnalogType.PULSE && (
        <>
          {polarity('offset', 0, 1)}
          {num('factor', names[AnalogType.PULSE], { min: 0, max: 10000, step: 0.1, help: 's' })}
        </>
      )}
      {systemNote(t, p.sensor)}
    </SendDialog>
  )
}
