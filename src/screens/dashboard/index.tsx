// Placeholder until the dashboard screens land.
import { useTranslation } from 'react-i18next'
import { RouteTabs } from '../../ui/tabs'

export default function Dashboard() {
  const { t } = useTranslation()
  return <RouteTabs base="/dashboard" title={t('nav.dashboard')} tabs={[
    { id: 'devices', label: t('dashboard.tab.devices'), render: () => null },
    { id: 'sensors', label: t('dashboard.tab.sensors'), render: () => null },
    { id: 'status', label: t('dashboard.tab.status'), render: () => null },
  ]} />
}
