// Security > Settings: the signing secret, which is also the console's super user password. Saving a new
// one ends every token, the current one too: refreshSession() then asks to sign in again.
import { useTranslation } from 'react-i18next'
import { securitySettings } from '../../api/security'
import { Field } from '../../ui/fields'
import { SettingsForm } from '../../ui/settings-form'
import { refreshSession } from './session'

export function Secret() {
  const { t } = useTranslation()
  return (
    <SettingsForm api={securitySettings} what={t('security.secret')} onSaved={refreshSession}>
      {(f) => (
        <>
          <Field form={f} name="jwt_secret" type="password" label={t('security.secret')} autoComplete="new-password" />
          <p class="notice">{t('security.secretText')}</p>
        </>
      )}
    </SettingsForm>
  )
}
