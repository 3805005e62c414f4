import { useTranslation } from 'react-i18next'
import { get } from '../../api/client'
import type { SystemStatus } from '../../schemas/system'
import { Icon } from '../../ui/icons'
import { Loaded, useLoad } from '../../ui/load'

export function Status() {
  const { t } = useTranslation()
  const load = useLoad(() => get<SystemStatus>('rest/systemStatus'))
  return (
    <Loaded load={load}>
      {(s) => (
        <>
          <dl class="facts">
            <dt>{t('system.version')}</dt>
            <dd>{s.emsesp_version}</dd>
            <dt>{t('system.uptime')}</dt>
            <dd>{s.uptime}</dd>
            <dt>{t('system.cpu')}</dt>
            <dd>
              {s.cpu_type} ({s.esp_platform}) · {s.cpu_cores} × {s.cpu_freq_mhz} MHz
            </dd>
            <dt>{t('system.heap')}</dt>
            <dd>
              {s.free_heap} KB / {s.max_alloc_heap} KB
            </dd>
          </dl>
          <button type="button" class="secondary" onClick={load.reload}>
            <Icon name="refresh" /> {t('c.refresh')}
          </button>
        </>
      )}
    </Loaded>
  )
}
