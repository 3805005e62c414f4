// The sidebar's items (spec section 2), in order; `admin` items are hidden from guests and their routes
// redirect guests to the root.
import type { IconName } from '../ui/icons'

export interface NavItem {
  path: string
  key: string
  icon: IconName
  admin?: boolean
}
export const NAV: NavItem[] = [
  { path: '/dashboard', key: 'nav.dashboard', icon: 'home' },
  { path: '/settings', key: 'c.settings', icon: 'gear', admin: true },
  { path: '/help', key: 'nav.help', icon: 'help' },
  { path: '/network', key: 'nav.network', icon: 'wifi' },
  { path: '/ap', key: 'nav.ap', icon: 'antenna' },
  { path: '/ntp', key: 'nav.ntp', icon: 'clock' },
  { path: '/mqtt', key: 'nav.mqtt', icon: 'cloud' },
  { path: '/security', key: 'nav.security', icon: 'lock', admin: true },
  { path: '/system', key: 'nav.system', icon: 'chip' },
]
