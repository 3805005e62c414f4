// The scheduler (device-api §7a, docs/console.md §3, §5). Messages are i18n keys.
import * as z from 'zod/mini'
import { required } from './common'

/** Day bits, Sunday first as the firmware counts them (1 << tm_wday). */
export const DAYS = [1, 2, 4, 8, 16, 32, 64]
/** The kinds beside weekdays (flags 1-127, 0: no day): the flags are exactly one of these (device-api §7a). A timer
 *  runs every `time` of uptime; on change runs when the entity named in `time` changes; a condition when the
 *  expression in `time` turns true; immediate once, as soon as it is saved active. Any other flags are kept as read. */
export const TIMER = 128
export const ONCHANGE = 129
export const CONDITION = 130
export const IMMEDIATE = 132

/** Names of schedule items and custom entities (empty allowed here): 0-19 of [A-Za-z0-9_] from 3.7.0 (`long`), 0-15
 *  also with '.' before. */
export const nameRe = (long: boolean) => (long ? /^\w{0,19}$/ : /^[\w.]{0,15}$/)
export const nameMsg = (long: boolean) => (long ? 'settings.v.name19' : 'settings.v.name')

const HHMM = /^([01]\d|2[0-3]):[0-5]\d$/

/** One item of /rest/schedule (device-api §7a) as release `long` (releases.ts) checks it. */
export const scheduleItem = (long = true) =>
  z
    .looseObject({
      /** A table key only: the device renumbers items. */
      id: z.number(),
      /** The item runs (an immediate one: runs now, and reads back off). */
      active: z.boolean(),
      /** Day bits (DAYS), or a kind (TIMER...); the device keeps any byte. */
      flags: z.number().check(z.int(), z.gte(0), z.lte(255)),
      /** Days: "HH:MM" of the day; timer: the interval ("00:00": once after boot); on change: the entity
       *  ("boiler/outdoortemp"); condition: the expression; immediate: "". */
      time: z.string(),
      /** API path without "/api/" ("thermostat/hc1/mode"), or from 3.7.0 a web call as JSON {"url":..}. */
      cmd: required().check(z.maxLength(long ? 300 : 64, 'c.v.tooLong')),
      /** Data for the command; empty reads the value and publishes it as the MQTT "response". */
      value: z.string(),
      /** Optional; when set it registers the command scheduler/<name> that switches `active`. */
      name: z.string().check(z.regex(nameRe(long), nameMsg(long))),
    })
    .check((ctx) => {
      const { flags, time } = ctx.value
      const m =
        flags <= TIMER
          ? !time
            ? 'c.v.required'
            : !HHMM.test(time) && 'settings.v.time'
          : (flags === ONCHANGE || flags === CONDITION) && !time && 'c.v.required'
      if (m) ctx.issues.push({ code: 'custom', message: m, path: ['time'], input: time })
    })
export type ScheduleItem = z.infer<ReturnType<typeof scheduleItem>>

/** '6:30' as the device writes it, '06:30': people leave the hour's zero out. */
export const padTime = (t: string) => t.replace(/^\d:/, '0$&')

/** An item as the dialog checks it, its time as it will be sent: also its name must not be taken by another item. */
export const scheduleItemAmong = (others: string[], long = true) => {
  const item = scheduleItem(long).check(z.refine((s) => !s.name || !others.includes(s.name), { message: 'c.v.nameUsed', path: ['name'] }))
  return { safeParse: (s: ScheduleItem) => item.safeParse({ ...s, time: padTime(s.time) }) }
}

/** A list rule for schedule and custom entities: a name (when given) is used once; the repeat is marked. */
export const uniqueNames =
  <K extends string>(key: K) =>
  (ctx: { value: Record<K, { name: string }[]>; issues: unknown[] }) => {
    const seen = new Set<string>()
    ctx.value[key].forEach((s, i) => {
      if (s.name && seen.has(s.name)) ctx.issues.push({ code: 'custom', message: 'c.v.nameUsed', path: [key, i, 'name'], input: s.name })
      seen.add(s.name)
    })
  }

/** GET and POST /rest/schedule: schedule, the whole list (POST replaces it), as release `long` checks it. */
export const scheduleOf = (long = true) => z.looseObject({ schedule: z.array(scheduleItem(long)) }).check(uniqueNames('schedule'))
export const Schedule = scheduleOf()
export type Schedule = z.infer<typeof Schedule>
