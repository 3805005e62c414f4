// NTP: status (with setting the clock by hand while NTP is not active, admins only) and settings (admins).
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ntpSettings, ntpStatus } from '../../api/ntp'
import { isAdmin } from '../../state/session'
import { Facts } from '../../ui/facts'
import { Field } from '../../ui/fields'
import { Icon } from '../../ui/icons'
import { Loaded, useLoad } from '../../ui/load'
import { SettingsForm } from '../../ui/settings-form'
import { RouteTabs } from '../../ui/tabs'
import { SetTimeDialog } from './set-time'
import { timeZones } from './zones'

// status -> text key and colour: disabled, enabled but not synchronised, synchronised.
const STATES = [
  ['ntp.off', 'info'],
  ['ap.st.inactive', 'warn'],
  ['ap.st.active', 'ok'],
]
const ACTIVE = 2

export default function Ntp() {
  const { t } = useTranslation()
  return (
    <RouteTabs
      base="/ntp"
      title={t('nav.ntp')}
      tabs={[
        { id: 'status', label: t('c.status'), render: () => <Status /> },
        { id: 'settings', label: t('c.settings'), hidden: !isAdmin.value, render: () => <Settings /> },
      ]}
    />
  )
}

function Status() {
  const { t } = useTranslation()
  const load = useLoad(ntpStatus)
  const [setting, setSetting] = useState(false)
  return (
    <Loaded load={load}>
      {(s) => {
        const [state, cls] = STATES[s.status] ?? ['network.st.unknown', 'warn']
        return (
          <>
            <Facts
              reload={load.reload}
              rows={[
                [t('c.status'), t(state), cls],
                [t('ntp.server'), s.server],
                [t('ntp.local'), s.local_time?.replace('T', ' ')],
                [t('ntp.utc'), s.utc_time?.replace('T', ' ').replace('Z', ' UTC')],
              ]}
            >
              {isAdmin.value && s.status !== ACTIVE && (
                <button type="button" class="secondary" onClick={() => setSetting(true)}>
                  <Icon name="clock" /> {t('ntp.setTime')}
                </button>
              )}
            </Facts>
            {setting && (
              <SetTimeDialog
                onClose={() => setSetting(false)}
                onDone={() => {
                  setSetting(false)
                  load.reload()
                }}
              />
            )}
          </>
        )
      }}
    </Loaded>
  )
}

let options: [string, string][] | undefined
/** The time-zone choices, built once: the label, shown with spaces for underscores. */
const zoneOptions = () => (options ??= [...timeZones().keys()].map((l) => [l, l.replace(/_/g, ' ')]))

function Settings() {
  const { t } = useTranslation()
  return (
    <SettingsForm
      api={ntpSettings}
      // The device applies tz_format (a POSIX rule); tz_label is what it shows. Both go with every save.
      toDevice={(d) => ({ ...d, tz_format: timeZones().get(d.tz_label) ?? d.tz_format })}
    >
      {(f) => {
        const label = f.data.tz_label
        // A label this table lacks (set by another version) stays selectable as it is.
        const zones = timeZones().has(label) ? zoneOptions() : [[label, label] as [string, string], ...zoneOptions()]
        return (
          <>
            <Field form={f} name="enabled" type="switch" label={t('network.enable', { x: 'NTP' })} />
            <Field form={f} name="server" label={t('ntp.server')} />
            <Field form={f} name="tz_label" type="select" label={t('ntp.tz')} options={zones} />
          </>
        )
      }}
    </SettingsForm>
  )
}
