// Dashboard: the overview (favourites, sensors, custom entities; the landing page), devices and their
// entities, sensors, bus status (docs/console.md §2). /dashboard opens the overview; unknown tabs go to devices
// (app/nav.ts). Each tab has the banner that says when its values are old (link.tsx).
import type { Tab } from '../../ui/tabs'
import './dashboard.css'
import { Devices } from './devices'
import { withBanner } from './link'
import { Overview } from './overview'
import { Sensors } from './sensors'
import { BusStatus } from './status'

export const dashboardTabs: Tab[] = [
  { id: 'overview', key: 'dashboard.tab.overview', view: withBanner(Overview) },
  { id: 'devices', key: 'dashboard.tab.devices', view: withBanner(Devices) },
  { id: 'sensors', key: 'dashboard.tab.sensors', view: withBanner(Sensors) },
  { id: 'status', key: 'c.status', view: withBanner(BusStatus) },
]
