// Access Point > Settings (admins only; the tab is not offered to guests): when the access point opens, and how.
import { useTranslation } from 'react-i18next'
import { apSettings } from '../../api/ap'
import { PROVISION } from '../../schemas/ap'
import { Field } from '../../ui/fields'
import { SettingsForm } from '../../ui/settings-form'

// When the access point opens: always, when the WiFi is down, never.
const MODES = [
  [PROVISION.always, 'ap.always'],
  [PROVISION.disconnected, 'ap.disc'],
  [PROVISION.never, 'ap.never'],
] as const

export function ApSettings() {
  const { t } = useTranslation()
  // Fields emptied and then hidden by choosing Never go out as the device had them (SettingsForm's rule).
  return (
    <SettingsForm api={apSettings} what={t('c.ap')}>
      {(f) => {
        return (
          <>
            <Field form={f} name="provision_mode" type="select" label={t('ap.mode')} options={MODES.map(([v, k]) => [v, t(k)] as const)} />
            {f.data.provision_mode !== PROVISION.never && (
              <>
                <Field form={f} name="ssid" label="SSID" />
                <Field form={f} name="password" type="password" autoComplete="new-password" label={t('c.password')} />
                <div class="grid">
                  <Field form={f} name="channel" type="number" min={1} max={14} label={t('c.channel')} />
                  <Field form={f} name="max_clients" type="number" min={1} max={9} label={t('c.maxClients')} />
                </div>
                <Field form={f} name="ssid_hidden" type="switch" label={t('ap.hidden')} />
                <div class="grid">
                  <Field form={f} name="local_ip" label={t('ap.localIp')} />
                  <Field form={f} name="gateway_ip" label={t('ap.gatewayIp')} />
                  <Field form={f} name="subnet_mask" label={t('c.subnet')} />
                </div>
              </>
            )}
          </>
        )
      }}
    </SettingsForm>
  )
}
