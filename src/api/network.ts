// Network calls (device-api §1a, §3e).
import { Networks, NetworkSettings, NetworkStatus } from '../schemas/network'
import { call, orNothing, settings, show } from './client'

export const networkSettings = settings('rest/networkSettings', NetworkSettings)
export const networkStatus = () => show('rest/networkStatus', NetworkStatus)
/** Starts a scan (always 202, empty). */
export const scanNetworks = () => call('rest/scanNetworks')
/**
 * The networks found, or undefined while the device is still scanning: 202 with an empty body, or any
 * other answer that is not a list (some builds answer a plain-text 'OK'). Listing may take long (20 s).
 */
export const listNetworks = () => show('rest/listNetworks', Networks, { timeout: 20_000 }).catch(orNothing)
