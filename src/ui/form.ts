// The one form hook: edits a copy of an object, validates it with its zod schema on every change,
// counts changed fields against the original, and marks the page dirty for the Stay/Leave guard.
import { useMemo, useRef, useState } from 'react'
import i18n, { isKey } from '../i18n'
import { type Errors, type Validator, validate } from '../schemas/validate'
import { useUnsaved } from '../state/guard'
import { toast } from '../state/toasts'
import { same } from './same'

export type { Validator }

export interface Form<T extends object> {
  data: T
  errors: Errors
  /** Messages show for a field once it was edited, or for all fields after an Apply attempt. `label`: the
   *  field's, kept to name it should it fail once hidden. */
  shown: (key: string, label: string) => string | undefined
  set: <K extends keyof T>(key: K, value: T[K]) => void
  /** Replaces several fields at once (e.g. a board profile's pins). */
  patch: (p: Partial<T>) => void
  /** Number of top-level fields that differ from the original. */
  changed: number
  /** Returns the data when valid; otherwise shows every message and returns null. */
  check: () => T | null
  /** Makes `to` (or the current data) the new original. */
  reset: (to?: T) => void
}

/** `guard: false` for forms that hold nothing worth keeping (sign-in): they never ask Stay or Leave. */
export function useForm<T extends object>(schema: Validator, initial: T, { guard = true } = {}): Form<T> {
  const [original, setOriginal] = useState(initial)
  const [data, setData] = useState(initial)
  const [touched, setTouched] = useState<Set<string> | 'all'>(new Set())
  const errors = useMemo(() => validate(schema, data), [schema, data])
  const changed = useMemo(
    () => Object.keys({ ...original, ...data }).filter((k) => !same((original as Record<string, unknown>)[k], (data as Record<string, unknown>)[k])).length,
    [original, data],
  )
  useUnsaved(guard && changed > 0)
  // The fields this render shows (each Field asks shown()), so a check failing elsewhere can be reported; and
  // the label of every field shown so far, to name one hidden since (typed in, then its switch turned off).
  const seen = useRef(new Set<string>())
  seen.current = new Set()
  const labels = useRef<Record<string, string>>({})

  const touch = (keys: string[]) => setTouched((t) => (t === 'all' ? t : new Set([...t, ...keys])))
  return {
    data,
    errors,
    changed,
    shown: (k, label) => {
      seen.current.add(k.split('.')[0])
      labels.current[k.split('.')[0]] = label
      return touched === 'all' || touched.has(k.split('.')[0]) ? errors[k] : undefined
    },
    set: (key, value) => {
      setData((d) => ({ ...d, [key]: value }))
      touch([key as string])
    },
    patch: (p) => {
      setData((d) => ({ ...d, ...p }))
      touch(Object.keys(p))
    },
    check: () => {
      setTouched('all')
      const keys = Object.keys(errors)
      if (!keys.length) return data
      // Never refuse silently: a failing field the page does not show (no field of its own to say it) gets a toast
      // with its own message ("CORS origin is too long"), named by its label where it was shown before (else as
      // "Value"), the label put first where the message does not name it ("Discovery type: Invalid value").
      const unseen = keys.filter((k) => !seen.current.has(k.split('.')[0]))
      if (unseen.length)
        toast(
          unseen
            .map((k) => {
              const label = labels.current[k.split('.')[0]]
              const text = i18n.t(isKey(errors[k]) ? errors[k] : 'c.v.invalid', { field: label ?? i18n.t('c.value') })
              return label && !text.includes(label) ? label + ': ' + text : text
            })
            .join(' · '),
          'error',
        )
      // Once the messages are rendered: the first invalid field (in the open dialog, if any) is where the eyes go.
      setTimeout(() => {
        const el = (document.querySelector('dialog[open]') ?? document).querySelector<HTMLElement>('[aria-invalid=true]')
        el?.scrollIntoView({ block: 'center' })
        el?.focus({ preventScroll: true })
      })
      return null
    },
    reset: (to = data) => {
      setOriginal(to)
      setData(to)
      setTouched(new Set())
    },
  }
}
