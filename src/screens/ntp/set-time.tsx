// Setting the device's clock by hand (when NTP is not active): a date-time field, prefilled with this
// computer's local time, posted as local_time "YYYY-MM-DDTHH:MM:SS".
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { setTime } from '../../api/ntp'
import { errorText } from '../../i18n'
import { TimeInput } from '../../schemas/ntp'
import { toast } from '../../state/toasts'
import { Dialog } from '../../ui/dialog'
import { Field } from '../../ui/fields'
import { useForm } from '../../ui/form'

/** This computer's local time as a date-time field holds it. */
export const localNow = (d = new Date()) => new Date(d.getTime() - d.getTimezoneOffset() * 60_000).toISOString().slice(0, 19)

export function SetTimeDialog({ onClose, onDone }: { onClose: () => void; onDone: () => void }) {
  const { t } = useTranslation()
  const form = useForm(TimeInput, { local_time: localNow() })
  const [busy, setBusy] = useState(false)
  const submit = async (e: Event) => {
    e.preventDefault()
    const d = form.check()
    if (!d) return
    setBusy(true)
    try {
      // A browser drops ":00" seconds from the field's value; the device wants them.
      await setTime(d.local_time)
      toast(t('ntp.timeSet'))
      onDone()
    } catch (err) {
      toast(t('ntp.timeFail') + ': ' + errorText(err), 'error')
      setBusy(false)
    }
  }
  return (
    <Dialog
      title={t('ntp.setTime')}
      onClose={onClose}
      footer={
        <>
          <button type="button" class="secondary" onClick={onClose}>
            {t('c.cancel')}
          </button>
          <button type="submit" form="set-time" aria-busy={busy} disabled={busy}>
            {t('ntp.setTime')}
          </button>
        </>
      }
    >
      <form id="set-time" onSubmit={submit} noValidate>
        <Field form={form} name="local_time" type="datetime-local" label={t('ntp.local')} />
      </form>
    </Dialog>
  )
}
