// Settings (admin only): application, customization, scheduler, custom entities.
import type { Tab } from '../../ui/tabs'
import { Application } from './application'
import { CustomEntities } from './custom-entities'
import { Customization } from './customization'
import { Scheduler } from './scheduler'
import './settings.css'

export const settingsTabs: Tab[] = [
  { id: 'application', key: 'settings.tab.application', view: Application },
  { id: 'customization', key: 'settings.tab.customization', view: Customization },
  { id: 'scheduler', key: 'settings.tab.scheduler', view: Scheduler },
  { id: 'customentities', key: 'settings.tab.customentities', view: CustomEntities },
]
