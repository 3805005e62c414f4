// System: status, log, OTA (admin; until 3.6.5, device-api §10), upload/download (admin).
import { factsNow } from '../../api/release'
import type { Tab } from '../../ui/tabs'
import { Log } from './log'
import { Ota } from './ota'
import { SystemStatus } from './status'
import './system.css'
import { Upload } from './upload'

export const systemTabs: Tab[] = [
  { id: 'status', key: 'c.status', view: SystemStatus },
  { id: 'log', key: 'c.log', view: Log },
  // as the release becomes known (remembered, or learned from system status)
  { id: 'ota', key: 'system.tab.ota', view: Ota, admin: true, when: () => factsNow().ota },
  { id: 'upload', key: 'system.tab.upload', view: Upload, admin: true },
]
