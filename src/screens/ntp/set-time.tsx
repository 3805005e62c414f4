// Setting the device's clock by hand (when NTP is not active): a date and 24 h time field, prefilled with
// this computer's local time, posted as local_time "YYYY-MM-DDTHH:MM:SS".
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { setTime } from '../../api/ntp'
import { errorText } from '../../i18n'
import { TimeInput } from '../../schemas/ntp'
import { toast } from '../../state/toasts'
import { Dialog } from '../../ui/dialog'
import { Field } from '../../ui/fields'
import { useForm } from '../../ui/form'

/** This computer's local time as the field shows it: "2024-05-01 07:08:09", 24 h whatever the browser's
 *  locale (a datetime-local field would draw its 12-hour clock). */
export const localNow = (d = new Date()) => new Date(d.getTime() - d.getTimezoneOffset() * 60_000).toISOString().slice(0, 19).replace('T', ' ')

export function SetTimeDialog({ onClose, onDone }: { onClose: () => void; onDone: () => void }) {
  const { t } = useTranslation()
  const form = useForm(TimeInput, { local_time: localNow() })
  const [busy, setBusy] = useState(false)
  const submit = async () => {
    const d = !busy && form.check()
    if (!d) return
    setBusy(true)
    try {
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
      onSubmit={submit}
      footer={
        <>
          <button type="button" class="secondary" onClick={onClose}>
            {t('c.cancel')}
          </button>
          <button type="button" onClick={submit} aria-busy={busy} disabled={busy}>
            {t('ntp.setTime')}
          </button>
        </>
      }
    >
      <Field form={form} name="local_time" label={t('ntp.local')} />
    </Dialog>
  )
}
