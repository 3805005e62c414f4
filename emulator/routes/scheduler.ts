// The scheduler (device-api §7a): POST replaces the whole list; the answer renumbers ids 0..n.

import { Schedule } from '../../src/schemas/schedule.ts'
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

export function register(app: App, ctx: Ctx) {
  // From 3.7.0 the boiler's hot-water commands sit under the tag dhw (bus/tags.ts).
  const defaults = ctx.firmware.tagKey
    ? { schedule: SCHEDULE_DEFAULTS.schedule.map((s) => ({ ...s, cmd: s.cmd.replace('boiler/wwonetime', 'boiler/dhw/onetime') })) }
    : SCHEDULE_DEFAULTS
  ctx.store.define('schedule', defaults, Schedule)
  // Any signed-in user, not only admins (device-api §1b).
  httpEndpoint(app, ctx, '/rest/schedule', 'auth', (c) => {
    if (c.req.method === 'POST') {
      const parsed = Schedule.safeParse(c.get('body'))
      if (!parsed.success) return c.body(null, 400)
      ctx.store.set('schedule', { schedule: parsed.data.schedule.map((s, id) => ({ ...s, id })) })
    }
    return c.json(ctx.store.get('schedule'))
  })
}
