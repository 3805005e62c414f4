// Settings (admin only): application, customization, scheduler, custom entities; and the way back to the setup.
import { useTranslation } from 'react-i18next'
import { Link } from 'wouter-preact'
import { RouteTabs } from '../../ui/tabs'
import { Application } from './application'
import { CustomEntities } from './custom-entities'
import { Customization } from './customization'
import { Scheduler } from './scheduler'
import './settings.css'

export default function Settings() {
  const { t } = useTranslation()
  return (
    <>
      <RouteTabs
        base="/settings"
        title={t('c.settings')}
        tabs={[
          { id: 'application', label: t('settings.tab.application'), render: () => <Application /> },
          { id: 'customization', label: t('settings.tab.customization'), render: () => <Customization /> },
          { id: 'scheduler', label: t('settings.tab.scheduler'), render: () => <Scheduler /> },
          { id: 'customentities', label: t('settings.tab.customentities'), render: () => <CustomEntities /> },
        ]}
      />
      <p>
        <Link href="/setup">{t('setup.again')}</Link>
      </p>
    </>
  )
}
