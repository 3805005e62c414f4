// The emulated clock: NTP settings and status, and setting the time by hand (device-api §1a).
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { fromLocal, localTime, NTP_DEFAULTS } from '../../../emulator/routes/ntp.ts'
import { testEmulator } from '../../e2e/emulator.ts'

async function setup() {
  const t = testEmulator()
  const admin = await t.signIn('admin')
  const guest = await t.signIn('guest')
  const status = async (token = admin) => (await t.req('GET', '/rest/ntpStatus', { token })).json()
  return { t, admin, guest, status }
}

test('local time in a zone, and back', () => {
  const ms = Date.UTC(2024, 6, 1, 10, 0, 0)
  assert.is(localTime(ms, 'Europe/Amsterdam'), '2024-07-01T12:00:00')
  assert.is(localTime(ms, 'America/New_York'), '2024-07-01T06:00:00')
  assert.is(localTime(ms, 'No/Such_Zone'), '2024-07-01T10:00:00')
  assert.is(fromLocal('2024-07-01T12:00:00', 'Europe/Amsterdam'), ms)
  assert.is(fromLocal('2024-01-15T08:30:00', 'Europe/Amsterdam'), Date.UTC(2024, 0, 15, 7, 30))
})

test('status: synchronised with the configured server, times in both forms', async () => {
  const { t, guest, status } = await setup()
  const s = await status(guest)
  assert.is(s.status, 2)
  assert.is(s.server, NTP_DEFAULTS.server)
  assert.match(s.utc_time, /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/)
  assert.match(s.local_time, /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d$/)
  assert.ok(Math.abs(Date.parse(s.utc_time) - Date.now()) < 5000)
  await t.cleanup()
})

test('settings: admin only; the form rules; both tz_label and tz_format kept', async () => {
  const { t, admin, guest, status } = await setup()
  assert.is((await t.req('GET', '/rest/ntpSettings', { token: guest })).status, 401)
  const next = { enabled: false, server: 'pool.ntp.org', tz_label: 'America/New_York', tz_format: 'EST5EDT,M3.2.0,M11.1.0' }
  const res = await t.req('POST', '/rest/ntpSettings', { token: admin, json: next })
  assert.is(res.status, 200)
  assert.equal(await res.json(), next)
  assert.is((await status()).status, 0, 'disabled')
  assert.is((await t.req('POST', '/rest/ntpSettings', { token: admin, json: { ...next, server: '' } })).status, 400)
  assert.is((await t.req('POST', '/rest/ntpSettings', { token: admin, json: { ...next, tz_label: '' } })).status, 400)
  await t.cleanup()
})

test('POST /rest/time sets the clock (NTP off); the firmware format only; admins only', async () => {
  const { t, admin, guest, status } = await setup()
  await t.req('POST', '/rest/ntpSettings', { token: admin, json: { ...NTP_DEFAULTS, enabled: false } })
  assert.is((await t.req('POST', '/rest/time', { token: guest, json: { local_time: '2021-03-04T05:06:07' } })).status, 401)
  for (const local_time of ['2021-03-04T05:06', '2021-03-04 05:06:07', '', 5]) {
    assert.is((await t.req('POST', '/rest/time', { token: admin, json: { local_time } })).status, 400, String(local_time))
  }
  const res = await t.req('POST', '/rest/time', { token: admin, json: { local_time: '2021-03-04T05:06:07' } })
  assert.is(res.status, 200)
  const s = await status()
  assert.match(s.local_time, /^2021-03-04T05:06:0[7-9]$/)
  assert.match(s.utc_time, /^2021-03-04T04:06:0[7-9]Z$/, 'Amsterdam is UTC+1 in March')
  await t.cleanup()
})

test.run()
