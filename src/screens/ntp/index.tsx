// NTP: status for everyone; settings for admins.
import type { Tab } from '../../ui/tabs'
import { NtpSettings } from './settings'
import { NtpStatus } from './status'

export const ntpTabs: Tab[] = [
  { id: 'status', key: 'c.status', view: NtpStatus },
  { id: 'settings', key: 'c.settings', view: NtpSettings, admin: true },
]
