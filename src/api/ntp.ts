// Time calls (device-api §1a).
import { NtpSettings, NtpStatus } from '../schemas/ntp'
import { get, post, settings } from './client'

export const ntpSettings = settings('rest/ntpSettings', NtpSettings)
export const ntpStatus = () => get('rest/ntpStatus', NtpStatus)
/** Sets the clock: the firmware parses exactly "%Y-%m-%dT%H:%M:%S" (seconds added when missing). */
export const setTime = (local: string) => post('rest/time', { local_time: local.padEnd(19, ':00') })
