import { useTranslation } from 'react-i18next'
import { otaSettings } from '../../api/system'
import { Field } from '../../ui/fields'
import { SettingsForm } from '../../ui/settings-form'

export function Ota() {
  const { t } = useTranslation()
  return (
    <SettingsForm api={otaSettings} what="OTA">
      {(f) => (
        <>
          <Field form={f} name="enabled" type="switch" label={t('system.ota.enabled')} />
          <Field form={f} name="port" type="number" min={1025} max={65535} label={t('c.port')} />
          <Field form={f} name="password" type="password" autoComplete="new-password" label={t('c.password')} />
        </>
      )}
    </SettingsForm>
  )
}
