// System > Status: firmware version (with the version check), uptime, board (3.7.0 on), SDK, CPU, memory, flash
// and partition usage; refresh; for admins restart, factory reset and the partition switch (a
// loader until 3.6.5, the other partition's firmware in 3.8.0, none in 3.7.x). A key the release or build does
// not send leaves its row out.
import { useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { factsNow, systemStatus } from '../../api/release'
import { factoryReset, restart, setPartition } from '../../api/system'
import i18n, { errorText } from '../../i18n'
import { ask } from '../../state/confirm'
import { isAdmin } from '../../state/session'
import { toast } from '../../state/toasts'
import { useAction } from '../../ui/action'
import { Facts } from '../../ui/facts'
import { nf, percent } from '../../ui/format'
import { Icon } from '../../ui/icons'
import { Loaded, useLoad } from '../../ui/load'
import { restartWith, statusText } from '../../ui/restart'
import { showUptime } from './uptime'
import { VersionDialog } from './version-dialog'

/** A used/total bar with its figures. */
function Usage({ used, free, label }: { used: number; free: number; label: string }) {
  const total = used + free
  return (
    <>
      <progress value={used} max={total} aria-label={label} />
      {used} KB / {total} KB ({percent(Math.round((used / total) * 100), i18n.language)})
    </>
  )
}

export function SystemStatus() {
  const { t } = useTranslation()
  const load = useLoad(systemStatus)
  const [checking, setChecking] = useState(false)

  // Restart, factory reset, partition switch, install: confirm, then the waiting screen; a failure names the
  // action it was. `hint`: where to find the device if it does not come back here (said in the question and
  // while waiting).
  const what = useRef('')
  const [, run] = useAction((e) => toast(t('c.failed', { x: what.current, e: errorText(e) }), 'error'))
  const act = (action: () => Promise<unknown>, title: string, text: string, danger?: boolean, hint?: string) =>
    run(async () => {
      if (!(await ask({ title, text: hint ? [text, <br />, hint] : text, ok: title, cancel: t('c.cancel'), danger }))) return
      what.current = title
      await restartWith(action, hint)
    })

  return (
    <Loaded load={load}>
      {(s) => {
        const part = factsNow().partition
        return (
          <>
            <Facts
              rows={[
                [
                  t('c.version'),
                  <>
                    {s.emsesp_version}
                    {s.build_flags && ` (${s.build_flags})`}{' '}
                    <button type="button" class="link" onClick={() => setChecking(true)}>
                      {t('system.check')}
                    </button>
                  </>,
                ],
                s.uptime != null && [t('system.uptime'), showUptime(s.uptime, i18n.language)],
                s.status != null && [t('c.status'), statusText(t, s.status)],
                [t('c.board'), s.model],
                ['SDK', [s.arduino_version, s.sdk_version && 'ESP-IDF ' + s.sdk_version].filter(Boolean).join(' · ')],
                [
                  t('system.cpu'),
                  [
                    [s.cpu_type && `${s.cpu_type} rev ${s.cpu_rev}`, s.esp_platform && `(${s.esp_platform})`].filter(Boolean).join(' '),
                    s.cpu_freq_mhz && `${s.cpu_cores ? s.cpu_cores + ' × ' : ''}${s.cpu_freq_mhz} MHz`,
                    s.temperature != null && nf(i18n.language).format(s.temperature) + '°',
                  ]
                    .filter(Boolean)
                    .join(' · '),
                ],
                s.free_heap != null && [
                  t('system.heap'),
                  `${s.free_heap} KB` + (s.max_alloc_heap ? ` / ${s.max_alloc_heap} KB` : '') + (s.free_caps != null ? ` · ${s.free_caps} KB caps` : ''),
                ],
                !!s.psram_size && [t('system.psram'), `${s.free_psram} KB / ${s.psram_size} KB`],
                !!s.flash_chip_speed && [t('system.flash'), `${s.flash_chip_size} KB · ${s.flash_chip_speed / 1e6} MHz`],
                s.app_free != null && [
                  t('system.app'),
                  <>
                    <Usage used={s.app_used!} free={s.app_free} label={t('system.app')} />
                    {s.partition && ' · ' + s.partition}
                  </>,
                ],
                s.fs_free != null && [t('system.fs'), <Usage used={s.fs_used!} free={s.fs_free} label={t('system.fs')} />],
              ]}
            />
            <div class="actions start">
              <button type="button" class="secondary" onClick={load.reload}>
                <Icon name="refresh" /> {t('c.refresh')}
              </button>
              {isAdmin.value && (
                <>
                  <button type="button" onClick={() => act(restart, t('c.restart'), t('system.restartAsk'))}>
                    {t('c.restart')}
                  </button>
                  {part === 'rest' && s.has_loader && (
                    <button type="button" onClick={() => act(setPartition, t('system.loader'), t('system.restartAsk'))}>
                      {t('system.loader')}
                    </button>
                  )}
                  {part === 'action' &&
                    s.partitions?.map(({ partition: p, version, size, install_date: d }) => {
                      // with its size and install date (local time of the device) where it has them
                      const when = d && new Date(d).toLocaleDateString(i18n.language)
                      const x = t('system.boot', { v: `${version} (${[p, size && size + ' KB', when].filter(Boolean).join(', ')})` })
                      return (
                        p !== s.partition && (
                          <button key={p} type="button" onClick={() => act(() => setPartition(p), x, t('system.restartAsk'))}>
                            {x}
                          </button>
                        )
                      )
                    })}
                  {/* Without its settings the gateway leaves the network for an access point of its own, with the
                      firmware's default name, password and address: the question says so, and the page cannot
                      follow it there. */}
                  <button
                    type="button"
                    class="danger"
                    onClick={() =>
                      act(
                        factoryReset,
                        t('system.reset'),
                        t('system.resetAsk'),
                        true,
                        `${t('c.ap')} ems-esp (${t('c.password')}: ems-esp-neo) → http://192.168.4.1/`,
                      )
                    }
                  >
                    {t('system.reset')}
                  </button>
                </>
              )}
            </div>
            {checking && <VersionDialog s={s} act={act} onClose={() => setChecking(false)} />}
          </>
        )
      }}
    </Loaded>
  )
}
