// Network calls (device-api §1a, §3e).
import { NetworkSettings, NetworkStatus, Networks } from '../schemas/network'
import { HOST, hostName } from '../state/host'
import { orNothing } from './errors'
import { settingsEndpoint } from './settings-endpoint'
import { call, readLenient } from './transport'

// The hostname in every answer that has one is remembered (state/host.ts).
const seen = <T extends { hostname?: string }>(answer: T) => {
  const h = answer.hostname
  if (h && h !== hostName.value) localStorage.setItem(HOST, (hostName.value = h))
  return answer
}

const net = settingsEndpoint('rest/networkSettings', NetworkSettings)
export const networkSettings = { ...net, load: () => net.load().then(seen) }
export const readNetworkStatus = () => readLenient('rest/networkStatus', NetworkStatus).then(seen)
/** Starts a scan (always 202, empty). */
export const scanNetworks = () => call('rest/scanNetworks')
/**
 * The networks found, or undefined while the device is still scanning: 202 with an empty body, or any
 * other answer that is not a list (some builds answer a plain-text 'OK'). Listing may take long (20 s).
 */
export const listNetworks = () => readLenient('rest/listNetworks', Networks, { timeout: 20_000 }).catch(orNothing)
