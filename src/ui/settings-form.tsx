// The standard settings page: load the object from `path`, edit it with useForm, and on Apply POST the
// whole object back (the firmware resets omitted keys, device-api §0). Handles the error panel with
// Retry, Apply changes (N) / Cancel, the save toast, and a 205 answer: the restart-needed warning with
// Restart in place of Apply and Cancel.
import type { ComponentChildren } from 'preact'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { Settings } from '../api/settings-endpoint'
import { latentErrors } from '../schemas/common'
import { toast } from '../state/toasts'
import { useAction } from './action'
import { ApplyBar } from './apply-bar'
import { type Form, useForm } from './form'
import { Loaded, useLoad } from './load'

export interface SettingsProps<T extends object> {
  /** The endpoint (from src/api/<area>.ts) with its schema. */
  api: Settings<T>
  /** Guests see the values but cannot change them. */
  readOnly?: boolean
  /** Turns the edited object into what is sent (e.g. derived fields); defaults to the object itself. */
  toDevice?: (data: T) => unknown
  /** Called after a successful save with what the device answered (or what was sent). */
  onSaved?: (data: T) => void
  children: (form: Form<T>) => ComponentChildren
}

export function SettingsForm<T extends object>(p: SettingsProps<T>) {
  const load = useLoad(p.api.load)
  return <Loaded load={load}>{(data) => <Editor key={JSON.stringify(data)} initial={data} reload={load.reload} {...p} />}</Loaded>
}

function Editor<T extends object>(p: SettingsProps<T> & { initial: T; reload: () => void }) {
  const { t } = useTranslation()
  const form = useForm<T>(p.api.schema, p.initial)
  const [busy, run] = useAction()
  const [restart, setRestart] = useState(false)
  // What the device holds: the loaded object, then whatever was last saved (Cancel goes back to it).
  const [base, setBase] = useState(p.initial)

  const apply = (e: Event) => {
    e.preventDefault()
    const checked = form.check()
    if (!checked) return
    // A field not checked now (hidden, or its switch is off) keeps the value the device last accepted
    // when its own rule would refuse it (an emptied port, keep-alive 0): never send what the device
    // would silently turn into its default.
    const data = { ...checked }
    for (const k of Object.keys(latentErrors(p.api.schema, checked)))
      (data as Record<string, unknown>)[k.split('.')[0]] = (base as Record<string, unknown>)[k.split('.')[0]]
    // Saved, or saved and the device must restart for it to count (205): what was sent is now the base.
    const saved = (to: T, restart?: boolean) => {
      form.reset(to)
      setBase(to)
      if (restart) setRestart(true)
      else toast(t('c.saved'))
      p.onSaved?.(to)
    }
    run(
      async () => {
        const answer = await p.api.save(p.toDevice ? p.toDevice(data) : data)
        saved(answer ? { ...data, ...answer } : data)
      },
      () => saved(data, true),
    )
  }
  // Cancel drops the edits and reloads what the device has now (until it answers, the last saved state).
  const cancel = () => {
    form.reset(base)
    p.reload()
  }

  return (
    <form onSubmit={apply} noValidate>
      <fieldset disabled={p.readOnly}>{p.children(form)}</fieldset>
      <ApplyBar changed={p.readOnly ? 0 : form.changed} busy={busy} restart={restart} onCancel={cancel} />
    </form>
  )
}
