// Dashboard: the overview (favourites, sensors, custom entities; the landing page), devices and their
// entities, sensors, bus status (spec section 2). /dashboard opens the overview; unknown tabs go to devices
// (app/nav.ts).
import type { Tab } from '../../ui/tabs'
import './dashboard.css'
import { Devices } from './devices'
import { Overview } from './overview'
import { Sensors } from './sensors'
import { BusStatus } from './status'

export const dashboardTabs: Tab[] = [
  { id: 'overview', key: 'dashboard.tab.overview', view: Overview },
  { id: 'devices', key: 'dashboard.tab.devices', view: Devices },
  { id: 'sensors', key: 'dashboard.tab.sensors', view: Sensors },
  { id: 'status', key: 'c.status', view: BusStatus },
]
