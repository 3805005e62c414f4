// The standard settings page: load the object from `path`, edit it with useForm, and on Apply POST the
// whole object back (the firmware resets omitted keys, device-api §0). The error panel with Retry comes
// from Loaded; Apply changes (N) / Cancel, the save toast and a 205 answer (the restart-needed warning
// with Restart in place of Apply and Cancel) from useEditor.
import type { ComponentChildren } from 'preact'
import type { SettingsEndpoint } from '../api/settings-endpoint'
import { latentErrors } from '../schemas/common'
import { ApplyBar } from './apply-bar'
import { type Form, useForm, type Validator } from './form'
import { Loaded, useLoad } from './load'
import { useEditor } from './use-editor'

export interface SettingsProps<T extends object> {
  /** The endpoint (from src/api/<area>.ts) with its schema. */
  api: SettingsEndpoint<T>
  /** What the page saves, named as its area or tab is (the error toast: "Network not saved: ..."). */
  what: string
  /** Turns the edited object into what is sent (e.g. derived fields); defaults to the object itself. */
  toDevice?: (data: T) => unknown
  /** Called after a successful save with what the device answered (or what was sent). */
  onSaved?: (data: T) => void
  children: (form: Form<T>) => ComponentChildren
}

/**
 * What is sent of `data` (checked): a field not checked now (hidden, or its switch is off) keeps the value the
 * device last accepted (`base`) when its own rule would refuse it (an emptied port, keep-alive 0): never send
 * what the device would silently turn into its default.
 */
export function sendable<T extends object>(schema: Validator, data: T, base: T): T {
  const d = { ...data } as Record<string, unknown>
  for (const k of Object.keys(latentErrors(schema, data))) d[k.split('.')[0]] = (base as Record<string, unknown>)[k.split('.')[0]]
  return d as T
}

export function SettingsForm<T extends object>(p: SettingsProps<T>) {
  const load = useLoad(p.api.load)
  return <Loaded load={load}>{(data) => <SettingsEditor key={JSON.stringify(data)} initial={data} reload={load.reload} {...p} />}</Loaded>
}

function SettingsEditor<T extends object>(p: SettingsProps<T> & { initial: T; reload: () => void }) {
  const form = useForm<T>(p.api.schema, p.initial)
  // Cancel goes back to what the device holds (until the reload answers).
  const ed = useEditor(form, p.initial, p.what, p.reload)

  const apply = (e: Event) => {
    e.preventDefault()
    const checked = form.check()
    if (!checked) return
    const data = sendable(p.api.schema, checked, ed.base)
    // Saved (or saved and the device must restart for it to count, 205): what was sent, with what the
    // device answered, is now the base.
    void ed.save(
      () => p.api.save(p.toDevice ? p.toDevice(data) : data),
      (answer) => {
        const to = answer ? { ...data, ...answer } : data
        p.onSaved?.(to)
        return to
      },
    )
  }

  return (
    <form onSubmit={apply} noValidate>
      <fieldset>{p.children(form)}</fieldset>
      <ApplyBar {...ed.bar} />
    </form>
  )
}
