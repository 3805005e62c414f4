// Overview tab, the landing page: every favourite entity of every device, all entities of the custom device
// and all sensors, as one card per device, polled every 30 s (api/overview-cards.ts reads them, whatever the
// release); admins edit a writable value with the panel's dialog.
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'wouter-preact'
import { type EntityRow, overviewCards, type SensorRow } from '../../api/overview-cards'
import { ANALOG_SENSORS_ID, CUSTOM_ID, SCHEDULER_ID, TEMPERATURE_SENSORS_ID } from '../../schemas/dashboard'
import { isAdmin } from '../../state/session'
import { entityOf } from '../../state/trends'
import { formatValue, nameOf } from '../../ui/entity-values'
import { Icon } from '../../ui/icons'
import { Loaded } from '../../ui/load'
import { type Col, Table } from '../../ui/table'
import { Spark } from '../../ui/trend'
import { deviceIcon } from './devices'
import { deviceName, EntityValue } from './entities'
import { EntityDialog } from './entity-dialog'
import { stale, useLinkLoad } from './link'

type Row = EntityRow | SensorRow

export function Overview() {
  const { t, i18n } = useTranslation()
  const [cards] = useState(overviewCards)
  const load = useLinkLoad(cards.read, 30_000, (d) => d.connected)
  const [edit, setEdit] = useState<EntityRow | null>(null)
  // `c`: the card's device; a number read has its last 24 hours beside it (ui/trend.tsx)
  const cols = (c: number): Col<Row>[] => [
    { label: t('c.name'), cell: (r) => ('dv' in r ? nameOf(r.dv) : r.sensor) },
    {
      label: t('c.value'),
      class: 'num',
      cell: (r) => {
        const name = 'dv' in r ? nameOf(r.dv) : r.sensor
        return (
          <>
            <Spark entity={entityOf(c, name)} name={name} />
            {'dv' in r ? (
              <EntityValue dv={r.dv} onEdit={(dv) => setEdit({ device: r.device, dv })} />
            ) : (
              <span class={stale() ? 'stale' : undefined}>{formatValue(r.v, r.u, i18n.language) || t('dashboard.noReading')}</span>
            )}
          </>
        )
      },
    },
  ]
  // the pseudo devices have no name of their own
  const titles: Record<number, string> = {
    [CUSTOM_ID]: t('c.tab.customentities'),
    [TEMPERATURE_SENSORS_ID]: t('dashboard.temperature'),
    [ANALOG_SENSORS_ID]: t('dashboard.analog'),
    [SCHEDULER_ID]: t('c.tab.scheduler'),
  }
  const custom = t('c.tab.customization')
  const { data, loading, error } = load

  return (
    <>
      {data && !loading && !error && !data.cards.some((c) => c.id < SCHEDULER_ID) && (
        <p class="notice">
          {t('dashboard.noFavs')} {isAdmin.value ? <Link href="/settings/customization">{custom}</Link> : custom}
        </p>
      )}
      <div class="cards">
        <Loaded load={load}>
          {(d) =>
            d.cards.map((c) => (
              <article key={c.id}>
                <h2>
                  <Icon name={deviceIcon(c)} /> {c.n === undefined ? titles[c.id] : deviceName(c)}
                </h2>
                <Table rows={c.rows} cols={cols(c.id)} rowKey={(r) => ('dv' in r ? r.dv.id : r.sensor)} />
              </article>
            ))
          }
        </Loaded>
      </div>
      {edit && <EntityDialog device={edit.device} dv={edit.dv} onClose={() => setEdit(null)} onDone={() => (cards.again(), load.reload())} />}
    </>
  )
}
