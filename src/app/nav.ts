// The screens, in the sidebar's order (docs/console.md §2): the one list the sidebar and the routes are made
// from. `admin` areas are hidden from guests and their routes send guests away; an area is its tabs
// (/<area>/<tab>, admin tabs marked in the area's index file) or one page.
import type { ComponentType } from 'preact'
import type { TKey } from '../i18n'
import { apTabs } from '../screens/ap'
import { dashboardTabs } from '../screens/dashboard'
import Help from '../screens/help'
import { mqttTabs } from '../screens/mqtt'
import { networkTabs } from '../screens/network'
import { ntpTabs } from '../screens/ntp'
import { securityTabs } from '../screens/security'
import { settingsTabs } from '../screens/settings'
import { systemTabs } from '../screens/system'
import type { IconName } from '../ui/icons'
import type { Tab } from '../ui/tabs'

export interface NavItem {
  path: string
  /** The sidebar's label and the page title. */
  key: TKey
  icon: IconName
  admin?: boolean
  tabs?: Tab[]
  page?: ComponentType
  /** Where an unknown tab goes, instead of the first. */
  fallback?: string
}
export const NAV: NavItem[] = [
  { path: '/dashboard', key: 'app.dashboard', icon: 'home', tabs: dashboardTabs, fallback: 'devices' },
  { path: '/settings', key: 'c.settings', icon: 'gear', admin: true, tabs: settingsTabs },
  { path: '/help', key: 'c.help', icon: 'help', page: Help },
  { path: '/network', key: 'c.network', icon: 'wifi', tabs: networkTabs },
  { path: '/ap', key: 'c.ap', icon: 'antenna', tabs: apTabs },
  { path: '/ntp', key: 'app.ntp', icon: 'clock', tabs: ntpTabs },
  { path: '/mqtt', key: 'app.mqtt', icon: 'cloud', tabs: mqttTabs },
  { path: '/security', key: 'app.security', icon: 'lock', admin: true, tabs: securityTabs },
  { path: '/system', key: 'app.system', icon: 'chip', tabs: systemTabs },
]
