// Time calls (device-api §1a).
import { NtpSettings, NtpStatus } from '../schemas/ntp'
import { settingsEndpoint } from './settings-endpoint'
import { post, readLenient } from './transport'

export const ntpSettings = settingsEndpoint('rest/ntpSettings', NtpSettings)
export const readNtpStatus = () => readLenient('rest/ntpStatus', NtpStatus)
/** Sets the clock: the firmware parses exactly "%Y-%m-%dT%H:%M:%S" (seconds added when missing). */
/** The device wants "YYYY-MM-DDTHH:MM:SS"; the field may hold a space for the T and leave out the seconds. */
export const setTime = (local: string) => post('rest/time', { local_time: local.replace(' ', 'T').padEnd(19, ':00') })
