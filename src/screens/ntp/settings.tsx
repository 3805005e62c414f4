// NTP > Settings (admins): on or off, the server, and the time zone from the full table.
import { useTranslation } from 'react-i18next'
import { ntpSettings } from '../../api/ntp'
import { Field } from '../../ui/fields'
import { SettingsForm } from '../../ui/settings-form'
import { timeZones } from './zones'

let options: [string, string][] | undefined
/** The time-zone choices, built once: the label, shown with spaces for underscores. */
const zoneOptions = () => (options ??= [...timeZones().keys()].map((l) => [l, l.replace(/_/g, ' ')]))

export function NtpSettings() {
  const { t } = useTranslation()
  return (
    <SettingsForm
      api={ntpSettings}
      what="NTP"
      // The device applies tz_format (a POSIX rule); tz_label is what it shows. Both go with every save.
      toDevice={(d) => ({ ...d, tz_format: timeZones().get(d.tz_label) ?? d.tz_format })}
    >
      {(f) => (
        <>
          <Field form={f} name="enabled" type="switch" label={t('c.enable', { x: 'NTP' })} />
          <Field form={f} name="server" label={t('ntp.server')} />
          {/* A label the table lacks (an IANA backward-compatibility name, or set by another version) shows as
              read and is kept: the select's own rule (ui/fields.tsx); toDevice then keeps its tz_format. */}
          <Field form={f} name="tz_label" type="select" label={t('ntp.tz')} options={zoneOptions()} />
        </>
      )}
    </SettingsForm>
  )
}
