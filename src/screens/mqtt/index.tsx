// Placeholder until the mqtt screens land.
import { useTranslation } from 'react-i18next'
import { RouteTabs } from '../../ui/tabs'

export default function Mqtt() {
  const { t } = useTranslation()
  return <RouteTabs base="/mqtt" title={t('nav.mqtt')} tabs={[
    { id: 'status', label: t('mqtt.tab.status'), render: () => null },
    { id: 'settings', label: t('mqtt.tab.settings'), render: () => null },
  ]} />
}
