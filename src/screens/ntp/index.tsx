// Placeholder until the ntp screens land.
import { useTranslation } from 'react-i18next'
import { RouteTabs } from '../../ui/tabs'

export default function Ntp() {
  const { t } = useTranslation()
  return <RouteTabs base="/ntp" title={t('nav.ntp')} tabs={[
    { id: 'status', label: t('ntp.tab.status'), render: () => null },
    { id: 'settings', label: t('ntp.tab.settings'), render: () => null },
  ]} />
}
