// Access Point: status for everyone; settings for admins (greyed out for guests).
import { useTranslation } from 'react-i18next'
import { apSettings, apStatus } from '../../api/ap'
import { PROVISION } from '../../schemas/ap'
import { isAdmin } from '../../state/session'
import { Facts } from '../../ui/facts'
import { Field } from '../../ui/fields'
import { Loaded, useLoad } from '../../ui/load'
import { SettingsForm } from '../../ui/settings-form'
import { RouteTabs } from '../../ui/tabs'

// status -> text key and colour: active, inactive, lingering (up until its last client leaves).
const STATES = [
  ['ap.st.active', 'ok'],
  ['ap.st.inactive', 'info'],
  ['ap.st.lingering', 'warn'],
]

export default function Ap() {
  const { t } = useTranslation()
  return (
    <RouteTabs
      base="/ap"
      title={t('nav.ap')}
      tabs={[
        { id: 'status', label: t('c.status'), render: () => <Status /> },
        { id: 'settings', label: t('c.settings'), disabled: !isAdmin.value, render: () => <Settings /> },
      ]}
    />
  )
}

function Status() {
  const { t } = useTranslation()
  const load = useLoad(apStatus)
  return (
    <Loaded load={load}>
      {(s) => {
        const [state, cls] = STATES[s.status] ?? ['network.st.unknown', 'warn']
        return (
          <Facts
            reload={load.reload}
            rows={[
              [t('c.status'), t(state), cls],
              [t('network.ip'), s.ip_address],
              [t('network.mac'), s.mac_address],
              [t('ap.clients'), s.station_num],
            ]}
          />
        )
      }}
    </Loaded>
  )
}

function Settings() {
  const { t } = useTranslation()
  // Fields emptied and then hidden by choosing Never go out as the device had them (SettingsForm's rule).
  return (
    <SettingsForm api={apSettings}>
      {(f) => {
        return (
          <>
            <Field
              form={f}
              name="provision_mode"
              type="select"
              label={t('ap.mode')}
              options={[
                [PROVISION.always, t('ap.always')],
                [PROVISION.disconnected, t('ap.disc')],
                [PROVISION.never, t('ap.never')],
              ]}
            />
            {f.data.provision_mode !== PROVISION.never && (
              <>
                <Field form={f} name="ssid" label="SSID" />
                <Field form={f} name="password" type="password" autoComplete="new-password" label={t('c.password')} />
                <div class="grid">
                  <Field form={f} name="channel" type="number" min={1} max={14} label={t('network.channel')} />
                  <Field form={f} name="max_clients" type="number" min={1} max={9} label={t('ap.maxClients')} />
                </div>
                <Field form={f} name="ssid_hidden" type="switch" label={t('ap.hidden')} />
                <div class="grid">
                  <Field form={f} name="local_ip" label={t('ap.localIp')} />
                  <Field form={f} name="gateway_ip" label={t('ap.gatewayIp')} />
                  <Field form={f} name="subnet_mask" label={t('network.subnet')} />
                </div>
              </>
            )}
          </>
        )
      }}
    </SettingsForm>
  )
}
