// Network: status for everyone; scan and settings for admins.
import type { Tab } from '../../ui/tabs'
import { Scan } from './scan'
import { NetworkSettings } from './settings'
import { NetworkStatus } from './status'

export const networkTabs: Tab[] = [
  { id: 'status', key: 'c.status', view: NetworkStatus },
  { id: 'scan', key: 'network.tab.scan', view: Scan, admin: true },
  { id: 'settings', key: 'c.settings', view: NetworkSettings, admin: true },
]
