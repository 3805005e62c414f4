// The scheduler (device-api §7a, docs/console.md §3, §5). Messages are i18n keys.
import * as z from 'zod/mini'
import { required } from './common'

/** Day bits, Sunday first as the firmware counts them (1 << tm_wday). */
export const DAYS = [1, 2, 4, 8, 16, 32, 64]
/** A timer runs every `time` (HH:MM) of uptime; its flags are exactly this value (days excluded). */
export const TIMER = 128

/** Name rule shared with custom entities: 0-15 letters, digits, '_' or '.' (empty allowed here). */
export const NAME_RE = /^[a-zA-Z0-9_.]{0,15}$/

/** One item of /rest/schedule (device-api §7a). */
export const ScheduleItem = z
  .looseObject({
    /** A table key only: the device renumbers items 0..n. */
    id: z.number(),
    /** The item runs. */
    active: z.boolean(),
    /** Day bits (DAYS), or exactly TIMER. */
    flags: z.number().check(z.int(), z.gte(0), z.lte(TIMER)),
    /** "HH:MM": time of day, or for a timer the interval of uptime ("00:00": once after boot). */
    time: required().check(z.regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'settings.v.time')),
    /** API path without "/api/" ("thermostat/hc1/mode"). */
    cmd: required().check(z.maxLength(64, 'settings.v.cmd')),
    /** Data for the command; empty reads the value and publishes it as the MQTT "response". */
    value: z.string(),
    /** Optional; when set it registers the command scheduler/<name> that switches `active`. */
    name: z.string().check(z.regex(NAME_RE, 'settings.v.name')),
  })
  .check(z.refine((s) => s.flags <= 127 || s.flags === TIMER, { message: 'v.invalid', path: ['flags'] }))
export type ScheduleItem = z.infer<typeof ScheduleItem>

/** '6:30' as the device writes it, '06:30': people leave the hour's zero out. */
export const padTime = (t: string) => t.replace(/^\d:/, '0$&')

/** An item as the dialog checks it, its time as it will be sent: also its name must not be taken by another item. */
export const scheduleItemAmong = (others: string[]) => {
  const item = ScheduleItem.check(z.refine((s) => !s.name || !others.includes(s.name), { message: 'settings.v.nameUsed', path: ['name'] }))
  return { safeParse: (s: ScheduleItem) => item.safeParse({ ...s, time: padTime(s.time) }) }
}

/** A list rule for schedule and custom entities: a name (when given) is used once; the repeat is marked. */
export const uniqueNames =
  <K extends string>(key: K) =>
  (ctx: { value: Record<K, { name: string }[]>; issues: unknown[] }) => {
    const seen = new Set<string>()
    ctx.value[key].forEach((s, i) => {
      if (s.name && seen.has(s.name)) ctx.issues.push({ code: 'custom', message: 'settings.v.nameUsed', path: [key, i, 'name'], input: s.name })
      seen.add(s.name)
    })
  }

/** GET and POST /rest/schedule: schedule, the whole list (POST replaces it). */
export const Schedule = z.looseObject({ schedule: z.array(ScheduleItem) }).check(uniqueNames('schedule'))
export type Schedule = z.infer<typeof Schedule>
