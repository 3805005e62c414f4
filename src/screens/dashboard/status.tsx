// Status tab: bus state and uptime, device and sensor counts, the bus statistics (polled every 30 s), and
// a device scan for admins where the release has one (until 3.6.5).
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { readBusStatus, scanDevices } from '../../api/dashboard'
import { readFacts } from '../../api/release'
import i18n from '../../i18n'
import type { Stat } from '../../schemas/dashboard'
import { isAdmin } from '../../state/session'
import { toast } from '../../state/toasts'
import { useAction } from '../../ui/action'
import { Facts } from '../../ui/facts'
import { duration, percent } from '../../ui/format'
import { Icon } from '../../ui/icons'
import { Loaded } from '../../ui/load'
import { type Col, Table } from '../../ui/table'
import { stale, useLinkLoad } from './link'

/** Quality colours (docs/console.md §4); none when nothing was tried or the device gives no quality. */
export function quality(s: Stat): [string, string] | null {
  if (!s.q || s.s + s.f === 0) return null
  return [percent(s.q, i18n.language), s.q === 100 ? 'ok' : s.q >= 95 ? 'warn' : 'bad']
}

const BUS_CLASS = ['ok', 'warn', 'bad']

export function BusStatus() {
  const { t, i18n } = useTranslation()
  const load = useLinkLoad(readBusStatus, 30_000, (s) => s.status < 2)
  const names = t('dashboard.stats').split('|')
  const cols = useMemo<Col<Stat>[]>(
    () => [
      { label: t('c.name'), hideLabel: true, cell: (s) => names[s.id] ?? s.id },
      { label: t('dashboard.success'), cell: (s) => s.s, class: 'num' },
      { label: t('dashboard.fail'), cell: (s) => s.f, class: 'num' },
      {
        label: t('dashboard.quality'),
        class: 'num',
        cell: (s) => {
          const q = quality(s)
          return q && <span class={q[1]}>{q[0]}</span>
        },
      },
    ],
    [t],
  )
  const [scanning, run] = useAction(t('dashboard.scan'))
  const scan = () => run(async () => (await scanDevices(), toast(t('c.scanning'), 'info')))
  return (
    <Loaded load={load}>
      {(s) => (
        <>
          <Facts
            rows={[
              [t('c.bus'), t('dashboard.busStates').split('|')[s.status], BUS_CLASS[s.status]],
              [t('dashboard.uptime'), duration(s.uptime, i18n.language)],
              [t('dashboard.devices'), s.num_devices],
              [t('dashboard.temperature'), s.num_sensors],
              [t('dashboard.analog'), s.num_analogs],
            ]}
          />
          <Table rows={s.stats} cols={cols} rowKey={(r) => r.id} />
          {isAdmin.value && !stale() && readFacts()?.scan && (
            <div class="actions">
              <button type="button" onClick={scan} aria-busy={scanning} disabled={scanning}>
                <Icon name="search" /> {t('dashboard.scan')}
              </button>
            </div>
          )}
        </>
      )}
    </Loaded>
  )
}
