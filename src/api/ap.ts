// Access point calls (device-api §1a).
import { ApSettings, ApStatus } from '../schemas/ap'
import { settings } from './settings-endpoint'
import { show } from './transport'

export const apSettings = settings('rest/apSettings', ApSettings)
export const apStatus = () => show('rest/apStatus', ApStatus)
