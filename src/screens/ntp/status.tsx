// NTP > Status, with setting the clock by hand while NTP is not active (admins only).
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { readNtpStatus } from '../../api/ntp'
import { isAdmin } from '../../state/session'
import { StatusFacts } from '../../ui/facts'
import { Icon } from '../../ui/icons'
import { useLoad } from '../../ui/load'
import { SetTimeDialog } from './set-time'

// status -> text key and colour: disabled, enabled but not synchronised, synchronised.
const STATES = [
  ['ntp.off', 'info'],
  ['c.inactive', 'warn'],
  ['c.active', 'ok'],
] as const
const ACTIVE = 2

/** The device's "2025-01-04T14:25:03" (its local time; with Z: UTC) as a date in the user's language and a
 *  24 h time, as the device and the set-time dialog write it; as sent when it is no date. */
function when(iso: string | undefined, lang: string) {
  const d = new Date(iso ?? '')
  if (Number.isNaN(+d)) return iso
  const utc = iso!.endsWith('Z')
  const text = new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeStyle: 'medium', hourCycle: 'h23', timeZone: utc ? 'UTC' : undefined }).format(d)
  return utc ? text + ' UTC' : text
}

export function NtpStatus() {
  const { t, i18n } = useTranslation()
  const load = useLoad(readNtpStatus)
  const [setting, setSetting] = useState(false)
  return (
    <>
      <StatusFacts
        load={load}
        states={STATES}
        rows={(s) => [
          [t('ntp.server'), s.server],
          [t('ntp.local'), when(s.local_time, i18n.language)],
          [t('ntp.utc'), when(s.utc_time, i18n.language)],
        ]}
        extra={(s) =>
          isAdmin.value &&
          s.status !== ACTIVE && (
            <button type="button" class="secondary" onClick={() => setSetting(true)}>
              <Icon name="clock" /> {t('ntp.setTime')}
            </button>
          )
        }
      />
      {setting && (
        <SetTimeDialog
          onClose={() => setSetting(false)}
          onDone={() => {
            setSetting(false)
            void load.reload()
          }}
        />
      )}
    </>
  )
}
