// MQTT: connection status for everyone; settings for admins.
import { useTranslation } from 'react-i18next'
import { isAdmin } from '../../state/session'
import { RouteTabs } from '../../ui/tabs'
import { Settings } from './settings'
import { Status } from './status'

export default function Mqtt() {
  const { t } = useTranslation()
  return (
    <RouteTabs
      base="/mqtt"
      title={t('nav.mqtt')}
      tabs={[
        { id: 'status', label: t('c.status'), render: () => <Status /> },
        { id: 'settings', label: t('c.settings'), hidden: !isAdmin.value, render: () => <Settings /> },
      ]}
    />
  )
}
