// Time server settings, status and setting the clock by hand (device-api §1a; docs/console.md §3-§5).
import * as z from 'zod/mini'
import { hostOrIp, num, obj, required, str } from './common'

/** GET/POST /rest/ntpSettings (device-api §1a). */
export const NtpSettings = obj({
  /** The clock is set from a time server. */
  enabled: z.boolean(),
  /** Time server, host name or IP address. */
  server: hostOrIp,
  /** Time zone name as the UI lists it ("Europe/Amsterdam"). */
  tz_label: required(),
  /** The POSIX rule of tz_label, which the device's C library applies (see src/screens/ntp/zones.ts). */
  tz_format: z.string(),
})
export type NtpSettings = z.infer<typeof NtpSettings>

/** GET /rest/ntpStatus (§1a). */
export const NtpStatus = obj({
  /** 0 disabled, 1 enabled but not synchronised, 2 synchronised. */
  status: num,
  /** The time server in use. */
  server: str,
  /** The device's local time, "YYYY-MM-DDTHH:MM:SS". */
  local_time: str,
  /** The device's UTC time, "YYYY-MM-DDTHH:MM:SSZ". */
  utc_time: str,
})
export type NtpStatus = z.infer<typeof NtpStatus>

/** POST /rest/time: the firmware parses exactly "%Y-%m-%dT%H:%M:%S" and answers 400 otherwise. */
export const SetTime = z.object({ /** The new local time. */ local_time: z.string().check(z.regex(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d$/, 'c.v.required')) })
export type SetTime = z.infer<typeof SetTime>
/** What a date-time field gives: browsers leave out ":00" seconds (the dialog adds them before sending). */
export const TimeInput = z.object({ local_time: z.string().check(z.regex(/^\d{4}-\d\d-\d\d[T ]\d\d:\d\d(:\d\d)?$/, 'c.v.invalid')) })
