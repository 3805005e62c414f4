// System: status, log, OTA (admin; until 3.6.5, device-api §10), upload/download (admin).
import { effect } from '@preact/signals'
import { known } from '../../api/release'
import { readFactsOf } from '../../schemas/releases'
import type { Tab } from '../../ui/tabs'
import { Log } from './log'
import { Ota } from './ota'
import { SystemStatus } from './status'
import './system.css'
import { Upload } from './upload'

const ota: Tab = { id: 'ota', key: 'system.tab.ota', view: Ota, admin: true }
export const systemTabs: Tab[] = [
  { id: 'status', key: 'c.status', view: SystemStatus },
  { id: 'log', key: 'c.log', view: Log },
  ota,
  { id: 'upload', key: 'system.tab.upload', view: Upload, admin: true },
]
// The OTA tab follows the release as it becomes known (remembered, or learned from system status).
effect(() => void systemTabs.splice(2, systemTabs.length - 3, ...(readFactsOf(known.value?.version).ota ? [ota] : [])))
