// The scheduler (device-api §7a): POST replaces the whole list; the answer renumbers ids from 0, from 1 on 3.7.0+
// (0 is the dashboard's there). An immediate item is run when saved active and reads back off, with no time.

import { IMMEDIATE, type Schedule, scheduleOf } from '../../src/schemas/schedule.ts'
import type { App, Ctx } from '../context.ts'
import { httpEndpoint } from '../endpoints.ts'

/** Weekday mornings and weekends for circuit 1, and an hourly hot-water check that is switched off. */
export const SCHEDULE_DEFAULTS: Schedule = {
  schedule: [
    { id: 0, active: true, flags: 2 | 4 | 8 | 16 | 32, time: '06:30', cmd: 'thermostat/hc1/mode', value: 'comfort', name: 'workday' },
    { id: 1, active: true, flags: 64 | 1, time: '08:00', cmd: 'thermostat/hc1/mode', value: 'comfort', name: 'weekend' },
    { id: 2, active: false, flags: 128, time: '01:00', cmd: 'boiler/wwonetime', value: 'on', name: '' },
  ],
}

/** From 3.7.0 also one item of each newer kind: on change, condition and immediate. */
const SCHEDULE_37 = [
  { active: true, flags: 129, time: 'boiler/outdoortemp', cmd: 'thermostat/hc1/seltemp', value: '21', name: 'outdoor' },
  { active: false, flags: 130, time: 'boiler/outdoortemp < 5', cmd: 'boiler/dhw/onetime', value: 'on', name: 'frost' },
  { active: false, flags: IMMEDIATE, time: '', cmd: 'system/send', value: '0B 90 FF 00 01', name: '' },
]

export function register(app: App, ctx: Ctx) {
  const fw = ctx.firmware
  // From 3.7.0 the boiler's hot-water commands sit under the tag dhw (bus/tags.ts).
  const items = fw.tagKey
    ? [...SCHEDULE_DEFAULTS.schedule.map((s) => ({ ...s, cmd: s.cmd.replace('boiler/wwonetime', 'boiler/dhw/onetime') })), ...SCHEDULE_37]
    : SCHEDULE_DEFAULTS.schedule
  const schema = scheduleOf(fw.long)
  // As the device keeps them: an immediate item has no time and is off once run; ids count from scheduleFrom.
  const keep = (list: Omit<Schedule['schedule'][number], 'id'>[]) => ({
    schedule: list.map((s, i) => ({ ...s, id: i + fw.scheduleFrom, ...(s.flags === IMMEDIATE && fw.long ? { active: false, time: '' } : {}) })),
  })
  ctx.store.define('schedule', keep(items), schema)
  // Any signed-in user, not only admins (device-api §1b).
  httpEndpoint(app, ctx, '/rest/schedule', 'auth', (c) => {
    if (c.req.method === 'POST') {
      const parsed = schema.safeParse(c.get('body'))
      if (!parsed.success) return c.body(null, 400)
      ctx.store.set('schedule', keep(parsed.data.schedule))
    }
    return c.json(ctx.store.get('schedule'))
  })
}
