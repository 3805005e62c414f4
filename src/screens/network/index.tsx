// Placeholder until the network screens land.
import { useTranslation } from 'react-i18next'
import { RouteTabs } from '../../ui/tabs'

export default function Network() {
  const { t } = useTranslation()
  return <RouteTabs base="/network" title={t('nav.network')} tabs={[
    { id: 'status', label: t('network.tab.status'), render: () => null },
    { id: 'scan', label: t('network.tab.scan'), render: () => null },
    { id: 'settings', label: t('network.tab.settings'), render: () => null },
  ]} />
}
