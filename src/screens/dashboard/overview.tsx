// Overview tab, the landing page: every favourite entity of every device, all entities of the custom
// device and all sensors, as one card per device; admins edit a writable value with the panel's dialog. From
// 3.7.0 it is one answer, dashboardData, polled every 30 s (with the scheduler's named items too). Before, the
// devices and their entities poll every 60 s (coreData, then deviceData per device; after the first load only
// the devices that had something to show) and the sensors every 30 s.
import type { ComponentChildren } from 'preact'
import { useMemo, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'wouter-preact'
import { dashboardData, overviewData, sensorData } from '../../api/dashboard'
import { readFacts, reads, readsAgain } from '../../api/release'
import { CUSTOM_ID, type Dashboard, SCHEDULER_ID } from '../../schemas/dashboard'
import type { DeviceValue } from '../../schemas/device-value'
import type { Facts } from '../../schemas/releases'
import { isAdmin } from '../../state/session'
import { isFavourite, nameOf } from '../../ui/entity-values'
import { Icon, type IconName } from '../../ui/icons'
import { Loaded } from '../../ui/load'
import { type Col, Table } from '../../ui/table'
import { deviceIcon } from './devices'
import { deviceName, EntityValue } from './entities'
import { EntityDialog } from './entity-dialog'
import { setBus, useLinkLoad } from './link'
import { analogUnit } from './sensors'

/** A row: the device it belongs to (for the edit dialog) and the entity; sensors are shown as entities. */
type Item = [device: number, dv: DeviceValue]
interface Group {
  key: string
  icon: IconName
  title: ComponentChildren
  items: Item[]
  /** A real device's favourites (not custom entities, sensors or the scheduler). */
  fav?: boolean
}

/** A card per device with something to show: its favourites, or every entity of the custom device. */
const toGroups = (rows: Awaited<ReturnType<typeof overviewData>>['rows']): Group[] =>
  rows
    .map(({ device: d, values }) => ({
      key: 'd' + d.id,
      icon: deviceIcon(d),
      title: deviceName(d),
      items: (d.id === CUSTOM_ID ? values : values.filter(isFavourite)).map((dv): Item => [d.id, dv]),
      fav: d.id !== CUSTOM_ID,
    }))
    .filter((g) => g.items.length)

/** dashboardData's cards: its devices hold only what the overview shows; the pseudo devices have no name. */
const fromDashboard = (d: Dashboard, titles: Record<number, string>): Group[] =>
  d.nodes
    .map((g) => ({
      key: 'd' + g.id,
      icon: deviceIcon(g),
      title: titles[g.id] ?? deviceName(g),
      items: g.nodes.map(({ dv }): Item => [g.id, dv]),
      fav: g.id < SCHEDULER_ID,
    }))
    .filter((g) => g.items.length)

const NO_SENSORS = { ts: [], as: [] }

function Cards({ groups, cols }: { groups: Group[]; cols: Col<Item>[] }) {
  return groups.map((g) => (
    <article key={g.key}>
      <h2>
        <Icon name={g.icon} /> {g.title}
      </h2>
      <Table rows={g.items} cols={cols} rowKey={(r) => r[1].id} />
    </article>
  ))
}

export function Overview() {
  const { t } = useTranslation()
  // The first load shows each device's card as its answer arrives; a poll replaces them all at once. Only
  // the rows shown are kept (a device's other entities would hold hundreds of rows in memory for nothing).
  // Once the first load has settled (answered or failed), late answers of it change nothing: a failed
  // device's error stays on screen.
  const first = useRef(true)
  const asked = useRef<Set<number>>()
  // Asked at each wait: from 3.7.0 (one dashboardData answer) every 30 s, before every 60 s.
  const poll = () => (readFacts()?.dashboard ? 30_000 : 60_000)
  const read = async (f: Facts) => {
    if (f.dashboard) {
      const titles = {
        [CUSTOM_ID]: t('c.tab.customentities'),
        98: t('dashboard.temperature'),
        97: t('dashboard.analog'),
        [SCHEDULER_ID]: t('c.tab.scheduler'),
      }
      const d = await dashboardData()
      setBus(d.connected)
      return fromDashboard(d, titles)
    }
    const { connected, rows } = await overviewData((some) => first.current && devices.setData(toGroups(some)), asked.current)
    setBus(connected)
    const groups = toGroups(rows)
    asked.current ??= new Set(groups.map((g) => +g.key.slice(1)))
    return groups
  }
  const devices = useLinkLoad(async () => {
    try {
      return await readsAgain(read)
    } finally {
      first.current = false
    }
  }, poll)
  // (from 3.7.0 the sensors are in dashboardData: no call, so no word on the link either)
  const sensors = useLinkLoad(
    async () => ((await reads()).dashboard ? NO_SENSORS : sensorData()),
    30_000,
    (s) => (s === NO_SENSORS ? null : undefined),
  )
  const [edit, setEdit] = useState<Item | null>(null)
  const cols = useMemo<Col<Item>[]>(
    () => [
      { label: t('c.name'), cell: (r) => nameOf(r[1]) },
      { label: t('c.value'), class: 'num', cell: (r) => <EntityValue dv={r[1]} onEdit={(dv) => setEdit([r[0], dv])} /> },
    ],
    [t],
  )

  const custom = t('c.tab.customization')
  const groups = devices.data

  return (
    <>
      {groups && !first.current && !devices.error && !groups.some((g) => g.fav) && (
        <p class="notice">
          {t('dashboard.noFavs')} {isAdmin.value ? <Link href="/settings/customization">{custom}</Link> : custom}
        </p>
      )}
      <div class="cards">
        <Loaded load={devices}>{() => <Cards groups={groups!} cols={cols} />}</Loaded>
        <Loaded load={sensors}>
          {(s) => (
            <Cards
              cols={cols}
              groups={
                [
                  { key: 't', icon: 'thermo', title: t('dashboard.temperature'), items: s.ts.map((x): Item => [0, { id: '00' + x.n, v: x.t, u: x.u }]) },
                  { key: 'a', icon: 'chip', title: t('dashboard.analog'), items: s.as.map((a): Item => [0, { id: '00' + a.n, v: a.v, u: analogUnit(a) }]) },
                ].filter((g) => g.items.length) as Group[]
              }
            />
          )}
        </Loaded>
      </div>
      {edit && <EntityDialog device={edit[0]} dv={edit[1]} onClose={() => setEdit(null)} onDone={() => void devices.reload()} />}
    </>
  )
}
