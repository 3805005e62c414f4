// Settings (admin only): application, customization, scheduler, custom entities.
import type { Tab } from '../../ui/tabs'
import { Application } from './application'
import { CustomEntities } from './custom-entities'
import { Customization } from './customization'
import { Scheduler } from './scheduler'
import './settings.css'

export const settingsTabs: Tab[] = [
  { id: 'application', key: 'c.tab.application', view: Application },
  { id: 'customization', key: 'c.tab.customization', view: Customization },
  { id: 'scheduler', key: 'c.tab.scheduler', view: Scheduler },
  { id: 'customentities', key: 'c.tab.customentities', view: CustomEntities },
]
