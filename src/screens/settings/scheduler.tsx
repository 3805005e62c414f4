// The scheduler (docs/console.md §3-§5, device-api §7a): commands run on weekdays at a time, as a timer every
// HH:MM of uptime, and from 3.7.0 on a change of an entity, when a condition turns true, or once at once
// (immediate). Day names come from the browser (Intl), so they cost no strings.
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { readDeviceData } from '../../api/dashboard'
import { factsNow } from '../../api/release'
import { readDevices } from '../../api/settings'
import i18n from '../../i18n'
import { CONDITION, DAYS, IMMEDIATE, ONCHANGE, padTime, type ScheduleItem, scheduleItemAmong, TIMER } from '../../schemas/schedule'
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

const KINDS = [0, TIMER, ONCHANGE, CONDITION, IMMEDIATE]
/** The kind's name (Days, Timer, On change...), or with `days` the days of a weekday item; flags of no kind we know as
 *  their number. */
const kindName = (flags: number, days?: boolean) =>
  days && flags < TIMER
    ? WEEK.filter((b) => flags & b)
        .map(dayName)
        .join(' ')
    : (i18n.t('settings.kinds').split('|')[KINDS.indexOf(flags < TIMER ? 0 : flags)] ?? String(flags))

// Active: a new entry is meant to run (added switched off it silently never did).
const blank = (id: number): ScheduleItem => ({ id, active: true, flags: 0, time: '12:00', cmd: '', value: '', name: '' })

/** The gateway's writable entities as commands ("thermostat/hc1/seltemp"): suggestions for the command
 *  field, read from the same device and entity lists as the dashboard. */
const commands = async () =>
  (
    await Promise.all(
      (await readDevices()).devices.map(async (d) => ((await readDeviceData(d.i))?.data ?? []).filter(isWritable).map((dv) => d.tn + '/' + dv.c)),
    )
  ).flat()

export function Scheduler() {
  const { t } = useTranslation()
  const { t: L } = useTranslation(undefined, { keyPrefix: 'settings' })
  const cols = useMemo<Col<ScheduleItem>[]>(
    () => [
      { label: t('c.type'), cell: (s) => kindName(s.flags, true) },
      { label: L('time'), cell: (s) => s.time },
      { label: t('c.cmd'), cell: (s) => s.cmd },
      { label: t('c.value'), cell: (s) => s.value },
      { label: t('c.name'), cell: (s) => s.name },
      { label: L('active'), cell: (s) => (s.active ? <Icon name="check" /> : t('c.offOn').split('|')[0]) },
    ],
    [t],
  )
  return <ListPage field="schedule" what={t('c.tab.scheduler')} cols={cols} blank={blank} Edit={Edit} poll={factsNow().schedulePoll} />
}

function Edit(p: EditProps<ScheduleItem>) {
  const { t } = useTranslation()
  const { t: L } = useTranslation(undefined, { keyPrefix: 'settings' })
  const facts = factsNow()
  const schema = useMemo(() => scheduleItemAmong(p.names, facts.long), [p.names.join()])
  const f = useForm<ScheduleItem>(schema, p.row)
  const flags = f.data.flags
  const days = flags < TIMER
  // The release's kinds; an item's own kind stays choosable (and is sent back as read) when the release lacks it.
  const kinds = [...new Set([days ? flags : 0, ...facts.kinds, flags])]
  const cmds = useLoad(commands).data
  const toRow = (d: ScheduleItem) => ({ ...d, time: padTime(d.time) })
  return (
    <ItemDialog
      title={t('c.tab.scheduler')}
      form={f}
      edit={p}
      toRow={toRow}
      run={flags === IMMEDIATE && f.data.cmd ? (d) => ({ ...toRow(d), active: true }) : undefined}
    >
      {/* Another kind starts from no days, and with an empty time unless both kinds take HH:MM. */}
      <Field
        form={{
          ...f,
          set: (_, v) => f.patch({ flags: v as number, time: flags <= TIMER && +v! <= TIMER ? f.data.time : '' }),
        }}
        name="flags"
        type="select"
        label={t('c.type')}
        options={kinds.map((k) => [k, kindName(k)] as const)}
      />
      {days && (
        <fieldset class="days">
          <legend>{kindName(0)}</legend>
          {WEEK.map((b) => (
            <label key={b}>
              <input type="checkbox" checked={!!(flags & b)} onChange={() => f.set('flags', flags ^ b)} />
              {dayName(b)}
            </label>
          ))}
        </fieldset>
      )}
      {flags !== IMMEDIATE && <Field form={f} name="active" type="switch" label={L('active')} />}
      {/* Text, not type=time: that shows the browser's clock ('12:00 PM'), and the console reads 24 h everywhere. */}
      {flags !== IMMEDIATE && (
        <Field
          form={f}
          name="time"
          placeholder={flags <= TIMER ? '00:00' : undefined}
          label={days ? L('time') : kindName(flags)}
          help={flags === TIMER && L('timerHelp')}
        />
      )}
      <Field form={f} name="cmd" label={t('c.cmd')} placeholder="thermostat/hc1/mode" suggest={cmds} />
      <Field form={f} name="value" label={t('c.value')} />
      <Field form={f} name="name" label={t('c.name')} />
    </ItemDialog>
  )
}
