// System > Status: firmware version (with the version check), uptime, SDK, CPU, memory, flash and partition
// usage; refresh; for admins restart, factory reset and, when there is a loader, the partition switch.
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { factoryReset, partition, restart, systemStatus } from '../../api/system'
import { errorText } from '../../i18n'
import { ask } from '../../state/confirm'
import { isAdmin } from '../../state/session'
import { toast } from '../../state/toasts'
import { Facts } from '../../ui/facts'
import { Icon } from '../../ui/icons'
import { Loaded, useLoad } from '../../ui/load'
import { restartWith } from '../../ui/restart'
import { showUptime } from './uptime'
import { VersionDialog } from './version-dialog'

/** A used/total bar with its figures. */
function Usage({ used, free, label }: { used: number; free: number; label: string }) {
  const total = used + free
  return (
    <>
      <progress value={used} max={total} aria-label={label} />
      {used} KB / {total} KB ({Math.round((used / total) * 100)}%)
    </>
  )
}

export function SystemStatus() {
  const { t, i18n } = useTranslation()
  const load = useLoad(systemStatus)
  const [checking, setChecking] = useState(false)

  // Restart, factory reset and partition switch: confirm, then the waiting screen.
  const act = async (action: () => Promise<void>, title: string, text: string, danger?: boolean) => {
    if (!(await ask({ title, text, ok: title, cancel: t('c.cancel'), danger }))) return
    await restartWith(action).catch((e) => toast(t('c.failed', { x: title, e: errorText(e) }), 'error'))
  }

  return (
    <Loaded load={load}>
      {(s) => (
        <>
          <Facts
            rows={[
              [
                t('c.version'),
                <>
                  {s.emsesp_version}{' '}
                  <button type="button" class="link" onClick={() => setChecking(true)}>
                    {t('system.check')}
                  </button>
                </>,
              ],
              [t('system.uptime'), showUptime(s.uptime, i18n.language)],
              ['SDK', [s.arduino_version, 'ESP-IDF ' + s.sdk_version].filter(Boolean).join(' · ')],
              [
                t('system.cpu'),
                `${s.cpu_type ? `${s.cpu_type} rev ${s.cpu_rev} ` : ''}(${s.esp_platform}) · ${s.cpu_cores ? s.cpu_cores + ' × ' : ''}${s.cpu_freq_mhz} MHz`,
              ],
              [t('system.heap'), `${s.free_heap} KB / ${s.max_alloc_heap} KB`],
              !!s.psram_size && [t('system.psram'), `${s.free_psram} KB / ${s.psram_size} KB`],
              [t('system.flash'), `${s.flash_chip_size} KB · ${s.flash_chip_speed / 1e6} MHz`],
              [
                t('system.app'),
                <>
                  <Usage used={s.app_used} free={s.app_free} label={t('system.app')} />
                  {s.partition && ' · ' + s.partition}
                </>,
              ],
              [t('system.fs'), <Usage used={s.fs_used} free={s.fs_free} label={t('system.fs')} />],
            ]}
          />
          <div class="actions start">
            <button type="button" class="secondary" onClick={load.reload}>
              <Icon name="refresh" /> {t('c.refresh')}
            </button>
            {isAdmin.value && (
              <>
                <button type="button" onClick={() => act(restart, t('restart.restart'), t('system.restartAsk'))}>
                  {t('restart.restart')}
                </button>
                {s.has_loader && (
                  <button type="button" onClick={() => act(partition, t('system.loader'), t('system.loaderAsk'))}>
                    {t('system.loader')}
                  </button>
                )}
                <button type="button" class="danger" onClick={() => act(factoryReset, t('system.reset'), t('system.resetAsk'), true)}>
                  {t('system.reset')}
                </button>
              </>
            )}
          </div>
          {checking && <VersionDialog version={s.emsesp_version} platform={s.esp_platform} onClose={() => setChecking(false)} />}
        </>
      )}
    </Loaded>
  )
}
