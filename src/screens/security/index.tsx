// Security (admin only): users and the signing secret.
import { useTranslation } from 'react-i18next'
import { RouteTabs } from '../../ui/tabs'
import './security.css'
import { SignInAgain } from './session'
import { Secret } from './settings'
import { Users } from './users'

export default function Security() {
  const { t } = useTranslation()
  return (
    <>
      <RouteTabs
        base="/security"
        title={t('nav.security')}
        tabs={[
          { id: 'users', label: t('security.tab.users'), render: () => <Users /> },
          { id: 'settings', label: t('c.settings'), render: () => <Secret /> },
        ]}
      />
      <SignInAgain />
    </>
  )
}
