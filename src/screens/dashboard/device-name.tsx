// A device's own name (3.7.0 on, admins; device-api §10): the gateway keeps it and shows it instead of the
// product name everywhere; an empty name gives the product name back.
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { writeDeviceName } from '../../api/dashboard'
import { toast } from '../../state/toasts'
import { useAction } from '../../ui/action'

export function DeviceName({ id, name, onDone }: { id: number; name: string; onDone: () => void }) {
  const { t } = useTranslation()
  const [value, setValue] = useState(name)
  const [busy, run] = useAction(t('dashboard.rename'))
  const rename = () =>
    run(async () => {
      await writeDeviceName(id, value.trim())
      toast(t('c.saved'), 'success')
      onDone()
    })
  return (
    <form class="inline" onSubmit={(e) => (e.preventDefault(), rename())}>
      <input aria-label={t('c.name')} value={value} maxLength={40} onInput={(e) => setValue(e.currentTarget.value)} />
      <button type="submit" aria-busy={busy} disabled={busy || value.trim() === name}>
        {t('dashboard.rename')}
      </button>
    </form>
  )
}
