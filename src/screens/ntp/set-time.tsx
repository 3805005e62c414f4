// Setting the device's clock by hand (when NTP is not active): a date and 24 h time field, prefilled with
// this computer's local time, posted as local_time "YYYY-MM-DDTHH:MM:SS".
import { useTranslation } from 'react-i18next'
import { setTime } from '../../api/ntp'
import { TimeInput } from '../../schemas/ntp'
import { Field } from '../../ui/fields'
import { useForm } from '../../ui/form'
import { SendDialog } from '../../ui/form-dialog'

/** This computer's local time as the field shows it: "2024-05-01 07:08:09", 24 h whatever the browser's
 *  locale (a datetime-local field would draw its 12-hour clock). */
export const localNow = (d = new Date()) => new Date(d.getTime() - d.getTimezoneOffset() * 60_000).toISOString().slice(0, 19).replace('T', ' ')

export function SetTimeDialog({ onClose, onDone }: { onClose: () => void; onDone: () => void }) {
  const { t } = useTranslation()
  const form = useForm(TimeInput, { local_time: localNow() })
  return (
    <SendDialog
      title={t('ntp.setTime')}
      form={form}
      send={(d) => setTime(d.local_time)}
      done={t('ntp.timeSet')}
      failed={t('ntp.timeFail')}
      submit={t('ntp.setTime')}
      onClose={onClose}
      onDone={onDone}
    >
      <Field form={form} name="local_time" label={t('ntp.local')} />
    </SendDialog>
  )
}
