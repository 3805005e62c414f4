// System: status, log, OTA (admin), upload/download (admin).
import type { Tab } from '../../ui/tabs'
import { Log } from './log'
import { Ota } from './ota'
import { SystemStatus } from './status'
import './system.css'
import { Upload } from './upload'

export const systemTabs: Tab[] = [
  { id: 'status', key: 'c.status', view: SystemStatus },
  { id: 'log', key: 'system.tab.log', view: Log },
  { id: 'ota', key: 'system.tab.ota', view: Ota, admin: true },
  { id: 'upload', key: 'system.tab.upload', view: Upload, admin: true },
]
