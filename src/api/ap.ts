// Access point calls (device-api §1a).
import { ApSettings, ApStatus } from '../schemas/ap'
import { get, settings } from './client'

export const apSettings = settings('rest/apSettings', ApSettings)
export const apStatus = () => get('rest/apStatus', ApStatus)
