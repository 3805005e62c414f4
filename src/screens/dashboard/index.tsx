// Dashboard: devices and their entities, sensors, bus status (spec section 2).
import { useTranslation } from 'react-i18next'
import { RouteTabs } from '../../ui/tabs'
import './dashboard.css'
import { Devices } from './devices'
import { Sensors } from './sensors'
import { Status } from './status'

export default function Dashboard() {
  const { t } = useTranslation()
  return (
    <RouteTabs
      base="/dashboard"
      title={t('nav.dashboard')}
      tabs={[
        { id: 'devices', label: t('dashboard.tab.devices'), render: () => <Devices /> },
        { id: 'sensors', label: t('dashboard.tab.sensors'), render: () => <Sensors /> },
        { id: 'status', label: t('c.status'), render: () => <Status /> },
      ]}
    />
  )
}
