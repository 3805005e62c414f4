// Time server settings, status and setting the clock by hand (device-api §1a; spec sections 3-5).
import * as z from 'zod/mini'
import { hostOrIp, num, obj, required, str } from './common'

export const NtpSettings = obj({
  enabled: z.boolean(),
  server: hostOrIp,
  tz_label: required(),
  // The POSIX rule of tz_label, which the device's C library applies (see src/screens/ntp/zones.ts).
  tz_format: z.string(),
})
export type NtpSettings = z.infer<typeof NtpSettings>

/** status: 0 disabled, 1 enabled but not synchronised, 2 synchronised. */
export const NtpStatus = obj({
  status: num,
  server: str,
  local_time: str, // "YYYY-MM-DDTHH:MM:SS"
  utc_time: str, // "YYYY-MM-DDTHH:MM:SSZ"
})
export type NtpStatus = z.infer<typeof NtpStatus>

/** POST /rest/time: the firmware parses exactly "%Y-%m-%dT%H:%M:%S" and answers 400 otherwise. */
export const SetTime = z.object({ local_time: z.string().check(z.regex(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d$/, 'v.required')) })
export type SetTime = z.infer<typeof SetTime>
/** What a date-time field gives: browsers leave out ":00" seconds (the dialog adds them before sending). */
export const TimeInput = z.object({ local_time: z.string().check(z.regex(/^\d{4}-\d\d-\d\dT\d\d:\d\d(:\d\d)?$/, 'v.required')) })
