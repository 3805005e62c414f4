// NTP settings rules (docs/console.md §5) and the set-time payload.
import './_dom'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { NTP_DEFAULTS } from '../../../emulator/routes/ntp'
import { NtpSettings, SetTime, TimeInput } from '../../../src/schemas/ntp'
import { validate } from '../../../src/schemas/validate'
import { localNow } from '../../../src/screens/ntp/set-time'

const check = (p: Partial<NtpSettings>) => validate(NtpSettings, { ...NTP_DEFAULTS, ...p })

test('server required and an IP or hostname; time zone required', () => {
  assert.equal(check({}), {})
  assert.equal(check({ server: '', tz_label: '' }), { server: 'c.v.required', tz_label: 'c.v.required' })
  assert.equal(check({ server: 'pool ntp org' }), { server: 'c.v.hostOrIp' })
  assert.equal(check({ server: '192.168.1.1' }), {})
})

test('set time: the device wants "YYYY-MM-DDTHH:MM:SS"; the field may leave out the seconds', () => {
  assert.ok(SetTime.safeParse({ local_time: '2024-05-01T12:34:56' }).success)
  assert.not.ok(SetTime.safeParse({ local_time: '2024-05-01T12:34' }).success)
  assert.ok(TimeInput.safeParse({ local_time: '2024-05-01T12:34' }).success)
  assert.ok(TimeInput.safeParse({ local_time: '2024-05-01 12:34:56' }).success, 'as the field shows it')
  assert.equal(validate(TimeInput, { local_time: '' }), { local_time: 'c.v.invalid' })
  assert.equal(validate(TimeInput, { local_time: '1.5.2024 12:34' }), { local_time: 'c.v.invalid' }, 'a time it cannot read is invalid, not missing')
})

test('the dialog starts at this computer local time, in the field format (24 h, whatever the locale)', () => {
  assert.is(localNow(new Date(2024, 4, 1, 7, 8, 9)), '2024-05-01 07:08:09')
  assert.is(localNow(new Date(2024, 4, 1, 19, 8, 9)), '2024-05-01 19:08:09')
})

test.run()
