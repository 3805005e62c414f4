// System: status, log, OTA (admin), upload/download (admin).
import { useTranslation } from 'react-i18next'
import { isAdmin } from '../../state/session'
import { RouteTabs } from '../../ui/tabs'
import { Log } from './log'
import { Ota } from './ota'
import { Status } from './status'
import './system.css'
import { Upload } from './upload'

export default function System() {
  const { t } = useTranslation()
  const admin = isAdmin.value
  return (
    <RouteTabs
      base="/system"
      title={t('nav.system')}
      tabs={[
        { id: 'status', label: t('c.status'), render: () => <Status /> },
        { id: 'log', label: t('system.tab.log'), render: () => <Log /> },
        { id: 'ota', label: t('system.tab.ota'), hidden: !admin, render: () => <Ota /> },
        { id: 'upload', label: t('system.tab.upload'), hidden: !admin, render: () => <Upload /> },
      ]}
    />
  )
}
