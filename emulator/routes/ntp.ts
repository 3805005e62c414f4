// Time server settings and status, and setting the clock by hand (device-api §1a).

import { NtpSettings, type NtpStatus, SetTime } from '../../src/schemas/ntp.ts'
import { fromLocal, localTime } from '../clock.ts'
import type { App, Ctx } from '../context.ts'
import { jsonRoute, settingsEndpoint } from '../endpoints.ts'

export { fromLocal, localTime } from '../clock.ts'

export const NTP_DEFAULTS: NtpSettings = {
  enabled: true,
  server: 'time.google.com',
  tz_label: 'Europe/Amsterdam',
  tz_format: 'CET-1CEST,M3.5.0,M10.5.0/3',
}

export function register(app: App, ctx: Ctx) {
  ctx.store.define('ntp', NTP_DEFAULTS, NtpSettings)
  settingsEndpoint(app, ctx, { path: '/rest/ntpSettings', area: 'ntp', schema: NtpSettings })

  // How far the gateway's clock is off the emulated time after POST /rest/time; a synchronised clock ignores it.
  let skew = 0
  const now = (s: NtpSettings) => ctx.clock.now() + (s.enabled ? 0 : skew)

  app.get('/rest/ntpStatus', ctx.auth('auth'), (c) => {
    const s = ctx.store.get<NtpSettings>('ntp')
    const t = now(s)
    // The emulated time server always answers, so an enabled client is synchronised.
    const status: NtpStatus = {
      status: s.enabled ? 2 : 0,
      server: s.enabled ? s.server : '',
      local_time: localTime(t, s.tz_label),
      utc_time: new Date(t).toISOString().slice(0, 19) + 'Z',
    }
    return c.json(status)
  })

  jsonRoute(app, ctx, '/rest/time', 'admin', (c) => {
    if (c.req.method !== 'POST') return c.body(null, 404)
    const body = SetTime.safeParse(c.get('body'))
    if (!body.success) return c.body(null, 400)
    skew = fromLocal(body.data.local_time, ctx.store.get<NtpSettings>('ntp').tz_label) - ctx.clock.now()
    return c.body(null, 200)
  })
}
