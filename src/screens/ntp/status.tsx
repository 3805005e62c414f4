// NTP > Status, with setting the clock by hand while NTP is not active (admins only).
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ntpStatus } from '../../api/ntp'
import { isAdmin } from '../../state/session'
import { StatusFacts } from '../../ui/facts'
import { Icon } from '../../ui/icons'
import { useLoad } from '../../ui/load'
import { SetTimeDialog } from './set-time'

// status -> text key and colour: disabled, enabled but not synchronised, synchronised.
const STATES = [
  ['ntp.off', 'info'],
  ['ap.st.inactive', 'warn'],
  ['ap.st.active', 'ok'],
] as const
const ACTIVE = 2

export function NtpStatus() {
  const { t } = useTranslation()
  const load = useLoad(ntpStatus)
  const [setting, setSetting] = useState(false)
  return (
    <>
      <StatusFacts
        load={load}
        states={STATES}
        rows={(s) => [
          [t('ntp.server'), s.server],
          [t('ntp.local'), s.local_time?.replace('T', ' ')],
          [t('ntp.utc'), s.utc_time?.replace('T', ' ').replace('Z', ' UTC')],
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
