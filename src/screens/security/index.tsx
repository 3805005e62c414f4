// Placeholder until the security screens land.
import { useTranslation } from 'react-i18next'
import { RouteTabs } from '../../ui/tabs'

export default function Security() {
  const { t } = useTranslation()
  return <RouteTabs base="/security" title={t('nav.security')} tabs={[
    { id: 'users', label: t('security.tab.users'), render: () => null },
    { id: 'settings', label: t('security.tab.settings'), render: () => null },
  ]} />
}
