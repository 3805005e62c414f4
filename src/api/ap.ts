// Access point calls (device-api §1a).
import { ApSettings, ApStatus } from '../schemas/ap'
import { settingsEndpoint } from './settings-endpoint'
import { readLenient } from './transport'

export const apSettings = settingsEndpoint('rest/apSettings', ApSettings)
export const readApStatus = () => readLenient('rest/apStatus', ApStatus)
