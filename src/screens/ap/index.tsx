// Access Point: status for everyone; settings for admins only (not offered to guests, as in every other area).
import type { Tab } from '../../ui/tabs'
import { ApSettings } from './settings'
import { ApStatus } from './status'

export const apTabs: Tab[] = [
  { id: 'status', key: 'c.status', view: ApStatus },
  { id: 'settings', key: 'c.settings', view: ApSettings, admin: true },
]
