// Placeholder until the settings screens land.
import { useTranslation } from 'react-i18next'
import { RouteTabs } from '../../ui/tabs'

export default function Settings() {
  const { t } = useTranslation()
  return <RouteTabs base="/settings" title={t('nav.settings')} tabs={[
    { id: 'application', label: t('settings.tab.application'), render: () => null },
    { id: 'customization', label: t('settings.tab.customization'), render: () => null },
    { id: 'scheduler', label: t('settings.tab.scheduler'), render: () => null },
    { id: 'customentities', label: t('settings.tab.customentities'), render: () => null },
  ]} />
}
