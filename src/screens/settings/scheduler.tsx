// The scheduler (docs/console.md §3-§5, device-api §7a): commands run on weekdays at a time, or as a timer
// every HH:MM of uptime. Day names come from the browser (Intl), so they cost no strings.
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { deviceData } from '../../api/dashboard'
import { devices } from '../../api/settings'
import i18n from '../../i18n'
import { DAYS, padTime, type ScheduleItem, scheduleItemAmong, TIMER } from '../../schemas/schedule'
import { isWritable } from '../../ui/entity-values'
import { Field } from '../../ui/fields'
import { useForm } from '../../ui/form'
import { Icon } from '../../ui/icons'
import { useLoad } from '../../ui/load'
import type { Col } from '../../ui/table'
import { type EditProps, ItemDialog, ListPage } from './local-list'

/** Monday first, as people read a week; Sunday is bit 1 for the device. */
const WEEK = [...DAYS.slice(1), DAYS[0]]
// 7 January 2024 was a Sunday: day bit 1 << n is that date plus n days.
const dayName = (bit: number) => new Intl.DateTimeFormat(i18n.language, { weekday: 'short' }).format(new Date(2024, 0, 7 + Math.log2(bit)))

// Active: a new entry is meant to run (added switched off it silently never did).
const blank = (id: number): ScheduleItem => ({ id, active: true, flags: 0, time: '12:00', cmd: '', value: '', name: '' })

/** The gateway's writable entities as commands ("thermostat/hc1/seltemp"): suggestions for the command
 *  field, read from the same device and entity lists as the dashboard. */
const commands = async () =>
  (
    await Promise.all((await devices()).devices.map(async (d) => ((await deviceData(d.i))?.data ?? []).filter(isWritable).map((dv) => d.tn + '/' + dv.c)))
  ).flat()

export function Scheduler() {
  const { t } = useTranslation()
  const { t: L } = useTranslation(undefined, { keyPrefix: 'settings' })
  const cols = useMemo<Col<ScheduleItem>[]>(
    () => [
      {
        label: L('days'),
        cell: (s) =>
          s.flags === TIMER
            ? L('timer')
            : WEEK.filter((b) => s.flags & b)
                .map(dayName)
                .join(' '),
      },
      { label: L('time'), cell: (s) => s.time },
      { label: L('cmd'), cell: (s) => s.cmd },
      { label: L('value'), cell: (s) => s.value },
      { label: L('name'), cell: (s) => s.name },
      { label: L('active'), cell: (s) => (s.active ? <Icon name="check" /> : t('dashboard.offOn').split('|')[0]) },
    ],
    [t],
  )
  return <ListPage field="schedule" cols={cols} blank={blank} Edit={Edit} />
}

function Edit(p: EditProps<ScheduleItem>) {
  const { t } = useTranslation()
  const { t: L } = useTranslation(undefined, { keyPrefix: 'settings' })
  const schema = useMemo(() => scheduleItemAmong(p.names), [p.names.join()])
  const f = useForm<ScheduleItem>(schema, p.row)
  const flags = f.data.flags
  const timer = flags === TIMER
  const cmds = useLoad(commands).data
  return (
    <ItemDialog title={t('settings.tab.scheduler')} form={f} edit={p} toRow={(d) => ({ ...d, time: padTime(d.time) })}>
      <fieldset class="days">
        <legend>{L('days')}</legend>
        {WEEK.map((b) => (
          <label key={b}>
            <input type="checkbox" checked={!timer && !!(flags & b)} onChange={() => f.set('flags', (timer ? 0 : flags) ^ b)} />
            {dayName(b)}
          </label>
        ))}
      </fieldset>
      {/* A timer excludes days: its flags are exactly TIMER. */}
      <label class="field check">
        {/* biome-ignore lint/a11y/useAriaPropsForRole: a native checkbox states its own checked state; role switch only names it */}
        <input type="checkbox" role="switch" checked={timer} onChange={() => f.set('flags', timer ? 0 : TIMER)} />
        {L('timer')}
      </label>
      <Field form={f} name="active" type="switch" label={L('active')} />
      {/* Text, not type=time: that shows the browser's clock ('12:00 PM'), and the console reads 24 h everywhere. */}
      <Field form={f} name="time" placeholder="00:00" label={L(timer ? 'interval' : 'time')} help={timer && L('timerHelp')} />
      <Field form={f} name="cmd" label={L('cmd')} placeholder="thermostat/hc1/mode" suggest={cmds} />
      <Field form={f} name="value" label={L('value')} />
      <Field form={f} name="name" label={L('name')} />
    </ItemDialog>
  )
}
