// Changing one entity's value, with the control its type needs: a switch for booleans, a select for
// options, a number with min/max/step, or text; a command with an empty value is run (Run command / Execute),
// without a select when its only option is "-" (nothing to choose: it runs as it is).
import type { ComponentChildren } from 'preact'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { writeValue } from '../../api/dashboard'
import { type DeviceValue, isCommandValue, isNumeric, stepOf, Uom, valueSchema } from '../../schemas/device-value'
import { isBool, nameOf } from '../../ui/entity-values'
import { Field } from '../../ui/fields'
import { useForm } from '../../ui/form'
import { SendDialog } from '../../ui/form-dialog'
import { percent, roundF32, uomLabel } from '../../ui/format'
import { toText } from '../../ui/number'

type Edit = { v: string | number }

const initial = (dv: DeviceValue): Edit => {
  if (dv.l) return { v: dv.l.includes(String(dv.v)) ? String(dv.v) : dv.l[0] }
  if (isNumeric(dv)) return { v: typeof dv.v === 'number' ? roundF32(dv.v) : NaN }
  return { v: String(dv.v ?? '') }
}

export function EntityDialog({ device, dv, onClose, onDone }: { device: number; dv: DeviceValue; onClose: () => void; onDone: () => void }) {
  const { t, i18n } = useTranslation()
  const schema = useMemo(() => valueSchema(dv), [dv])
  const form = useForm<Edit>(schema, initial(dv))
  const cmd = isCommandValue(dv)
  const label = t('c.value')
  const unit = uomLabel(dv.u, i18n.language, dv.x) // the word goes with the largest number (10 – 600 sekund)

  let field: ComponentChildren
  if (isBool(dv)) {
    const [off, on] = dv.l!
    field = (
      <label class="field check">
        {/* biome-ignore lint/a11y/useAriaPropsForRole: a native checkbox states its own checked state; role switch only names it */}
        <input type="checkbox" role="switch" checked={form.data.v === on} onChange={(e) => form.set('v', e.currentTarget.checked ? on : off)} />
        {label}
      </label>
    )
  } else if (dv.l)
    field = cmd && dv.l.join() === '-' ? null : <Field form={form} name="v" type="select" label={label} options={dv.l.map((o) => [o, o] as const)} />
  else if (isNumeric(dv)) {
    // The range in the language's numbers, as the field takes them (5 – 29,5), then its unit; a percentage as the
    // console writes one everywhere, at each end (0 % – 100 %, 0% – 100%, %0 – %100). Without a step a fraction
    // may be typed: the keypad then has the decimal mark.
    const pc = dv.u === Uom.PERCENT
    const end = (n: number) => (pc ? percent(n, i18n.language) : toText(n))
    const range = dv.m !== undefined && dv.x !== undefined ? `${end(dv.m)} – ${end(dv.x)}` : ''
    field = (
      <Field
        form={form}
        name="v"
        type="number"
        label={label}
        min={dv.m}
        max={dv.x}
        step={stepOf(dv) ?? 'any'}
        help={[range, !(pc && range) && unit].filter(Boolean).join(' ')}
      />
    )
  } else field = <Field form={form} name="v" label={label} help={dv.h} />

  return (
    <SendDialog
      title={t(cmd ? 'dashboard.run' : 'dashboard.change')}
      form={form}
      // a refusal (400: the device's reason is English, when it gives one) says which value for what, in words
      send={(d) =>
        writeValue({ id: device, c: dv.c!, v: d.v }).catch((e) => {
          throw e.status === 400 ? Error(t('dashboard.refused', { v: typeof d.v === 'number' ? toText(d.v) : d.v, name: nameOf(dv) })) : e
        })
      }
      done={t('dashboard.sent')}
      submit={t(cmd ? 'c.execute' : 'dashboard.update')}
      onClose={onClose}
      onDone={onDone}
    >
      <p>
        <strong>{nameOf(dv)}</strong>
      </p>
      {field}
    </SendDialog>
  )
}
