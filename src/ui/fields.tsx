// Labelled inputs bound to a form field. The validation message (an i18n key from the schema) shows
// under the field, with the field's label as {{field}}.
import type { ComponentChildren } from 'preact'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { isKey } from '../i18n'
import { onStep } from '../schemas/common'
import type { Form } from './form'
import { Icon } from './icons'
import { toNumber, toText } from './number'

type Common<T extends object> = {
  form: Form<T>
  name: keyof T & string
  label: string
  help?: ComponentChildren
  disabled?: boolean
}
type Props<T extends object> = Common<T> &
  (
    | { type?: 'text' | 'password' | 'textarea'; autoComplete?: string; placeholder?: string; suggest?: string[] }
    // step: only whether a fraction may be typed (the keypad); a whole number when not given
    | { type: 'number'; min?: number; max?: number; step?: number | string; placeholder?: string }
    | { type: 'switch' | 'checkbox' }
    | { type: 'select'; options: readonly (readonly [string | number, string])[] }
  )

/** Select options numbered from `from` in the order given: the device's enums count up from 0 or 1. */
export const numbered = (labels: readonly string[], from = 0) => labels.map((l, i) => [i + from, l] as const)

/**
 * Shows a schema message: an i18n key ('c.v.required', 'mqtt.v.keepAlive'), with the field's label as
 * {{field}} (and a number field's range as {{min}} and {{max}}). Messages that are not keys of ours (zod's
 * own) read as v.invalid, naming the field.
 */
function useMessage() {
  const { t } = useTranslation()
  return (msg: string | undefined, field: string, o?: object) => msg && t(isKey(msg) ? msg : 'c.v.invalid', { field, ...o })
}

export function Field<T extends object>(p: Props<T>) {
  const msg = useMessage()
  const { form, name, label } = p
  const value = form.data[name] as unknown
  // A number field's text as typed ('21,', '-'), kept while it still reads as the number the form holds.
  const [typed, setTyped] = useState('')
  const { min, max, step } = p as { min?: number; max?: number; step?: number | string }
  const text = p.type !== 'number' || Object.is(toNumber(typed), value) ? typed : toText(value as number)
  // Text that is no number says so: the form holds NaN then, whose own message would read 'required'.
  // off its step: the two nearest values that are on it
  const [lo, hi] = typeof value === 'number' && +step! ? onStep(value, min ?? 0, +step!) : []
  // shown() first: it also tells the form that this field is on the page (its refusal is said here, not in a toast)
  const own = form.shown(name, label)
  const error = msg(text.trim() && Number.isNaN(toNumber(text)) ? 'c.v.number' : own, label, {
    min: toText(min),
    max: toText(max),
    lo: toText(lo),
    hi: toText(hi),
  })
  const id = 'f-' + name
  const described = [error && id + '-err', p.help && id + '-help'].filter(Boolean).join(' ') || undefined
  const set = (v: unknown) => form.set(name, v as T[typeof name])
  const common = { id, name, disabled: p.disabled, 'aria-invalid': error ? true : undefined, 'aria-describedby': described }

  if (p.type === 'switch' || p.type === 'checkbox') {
    return (
      <div class="field check">
        <label>
          <input
            type="checkbox"
            role={p.type === 'switch' ? 'switch' : undefined}
            checked={!!value}
            {...common}
            onChange={(e) => set(e.currentTarget.checked)}
          />
          {label}
        </label>
        {note(error, id, p.help)}
      </div>
    )
  }
  let input: ComponentChildren
  if (p.type === 'select') {
    // Keep the value's type: numbers stay numbers (the firmware wants JSON numbers, device-api §8.1).
    const numeric = typeof value === 'number'
    input = (
      <select {...common} value={String(value)} onChange={(e) => set(numeric ? Number(e.currentTarget.value) : e.currentTarget.value)}>
        {/* A value the console has no name for shows as read, and stays unless another is chosen. */}
        {value == null || p.options.some(([v]) => String(v) === String(value)) || <option>{String(value)}</option>}
        {p.options.map(([v, l]) => (
          <option key={v} value={String(v)}>
            {l}
          </option>
        ))}
      </select>
    )
  } else if (p.type === 'number') {
    // Text, not type=number: that reads the browser's locale, not the console's language (it emptied '21,5'
    // or read it as 215). The keypad: digits only for a whole number that cannot be negative; with a decimal
    // mark when it may be a fraction; the full keyboard, which has a minus on every phone, otherwise.
    input = (
      <input
        type="text"
        inputMode={min! >= 0 ? (Number.isInteger(+(step ?? 1)) ? 'numeric' : 'decimal') : undefined}
        {...common}
        placeholder={p.placeholder}
        value={text}
        onInput={(e) => {
          setTyped(e.currentTarget.value)
          set(toNumber(e.currentTarget.value))
        }}
      />
    )
  } else if (p.type === 'password') {
    input = <Password common={common} auto={p.autoComplete} value={String(value ?? '')} set={set} />
  } else if (p.type === 'textarea') {
    input = <textarea {...common} value={String(value ?? '')} onInput={(e) => set(e.currentTarget.value)} />
  } else {
    input = (
      <input
        type={p.type ?? 'text'}
        {...common}
        autoComplete={'autoComplete' in p ? p.autoComplete : undefined}
        placeholder={'placeholder' in p ? p.placeholder : undefined}
        list={'suggest' in p && p.suggest ? id + '-list' : undefined}
        value={String(value ?? '')}
        onInput={(e) => set(e.currentTarget.value)}
      />
    )
    // Suggestions only: any other text may still be typed. The datalist keeps its place while suggestions
    // load: were the input alone at first, Preact would replace it when they arrive (an element, then a
    // fragment), and whatever is being typed would go to the removed field.
    input = [
      input,
      'suggest' in p && p.suggest && (
        <datalist id={id + '-list'}>
          {p.suggest.map((s) => (
            <option key={s} value={s} />
          ))}
        </datalist>
      ),
    ]
  }
  // The message sits outside the <label>, so the input's accessible name is the label alone; the message
  // is tied to it with aria-describedby.
  return (
    <div class="field">
      <label for={id}>{label}</label>
      {input}
      {note(error, id, p.help)}
    </div>
  )
}

// The help (a range, a unit) stays under the message: it says what a valid value is.
const note = (error: ComponentChildren, id: string, help: ComponentChildren) => (
  <>
    {error && (
      <small id={id + '-err'} class="err">
        {error}
      </small>
    )}
    {help && <small id={id + '-help'}>{help}</small>}
  </>
)

/** A password with an eye button that shows it as text and hides it again (typing blind on a phone often
 *  goes wrong). The button sits inside the field's box, so the field is as wide as any other. */
function Password({ common, auto, value, set }: { common: object; auto?: string; value: string; set: (v: string) => void }) {
  const { t } = useTranslation()
  const [shown, show] = useState(false)
  return (
    <div class="pw">
      <input type={shown ? 'text' : 'password'} {...common} autoComplete={auto} value={value} onInput={(e) => set(e.currentTarget.value)} />
      <button type="button" class="icon-btn" title={t('c.showPw')} aria-label={t('c.showPw')} aria-pressed={shown} onClick={() => show(!shown)}>
        <Icon name={shown ? 'eyeOff' : 'eye'} />
      </button>
    </div>
  )
}
