// Dashboard: the overview (favourites, sensors, custom entities; the landing page), devices and their
// entities, sensors, bus status (spec section 2). /dashboard opens the overview; unknown tabs go to devices.
import { useTranslation } from 'react-i18next'
import { RouteTabs } from '../../ui/tabs'
import './dashboard.css'
import { Devices } from './devices'
import { Overview } from './overview'
import { Sensors } from './sensors'
import { Status } from './status'

export default function Dashboard() {
  const { t } = useTranslation()
  return (
    <RouteTabs
      base="/dashboard"
      title={t('nav.dashboard')}
      fallback="devices"
      tabs={[
        { id: 'overview', label: t('dashboard.tab.overview'), render: () => <Overview /> },
        { id: 'devices', label: t('dashboard.tab.devices'), render: () => <Devices /> },
        { id: 'sensors', label: t('dashboard.tab.sensors'), render: () => <Sensors /> },
        { id: 'status', label: t('c.status'), render: () => <Status /> },
      ]}
    />
  )
}
