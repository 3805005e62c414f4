// Placeholder until the ap screens land.
import { useTranslation } from 'react-i18next'
import { RouteTabs } from '../../ui/tabs'

export default function Ap() {
  const { t } = useTranslation()
  return <RouteTabs base="/ap" title={t('nav.ap')} tabs={[
    { id: 'status', label: t('ap.tab.status'), render: () => null },
    { id: 'settings', label: t('ap.tab.settings'), render: () => null },
  ]} />
}
