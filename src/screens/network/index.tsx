// Network: status for everyone; scan and settings for admins.
import { useTranslation } from 'react-i18next'
import { isAdmin } from '../../state/session'
import { RouteTabs } from '../../ui/tabs'
import { Scan } from './scan'
import { Settings } from './settings'
import { Status } from './status'

export default function Network() {
  const { t } = useTranslation()
  const guest = !isAdmin.value
  return (
    <RouteTabs
      base="/network"
      title={t('nav.network')}
      tabs={[
        { id: 'status', label: t('c.status'), render: () => <Status /> },
        { id: 'scan', label: t('network.tab.scan'), hidden: guest, render: () => <Scan /> },
        { id: 'settings', label: t('c.settings'), hidden: guest, render: () => <Settings /> },
      ]}
    />
  )
}
