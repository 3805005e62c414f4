// Network calls (device-api §1a, §3e).
import { signal } from '@preact/signals'
import { NetworkSettings, NetworkStatus, Networks } from '../schemas/network'
import { orNothing } from './errors'
import { settings } from './settings-endpoint'
import { call, show } from './transport'

const HOST = 'ems_host'
/**
 * The gateway's hostname as last read from network status (3.6.5 on) or network settings: the window title and
 * downloaded files carry it, to tell several gateways apart. Remembered in the browser (its storage is that
 * gateway's, the page coming from it), so it is known at once on the next visit; '' while never read.
 */
export const hostName = signal(localStorage.getItem(HOST) ?? '')
const seen = <T extends { hostname?: string }>(answer: T) => {
  const h = answer.hostname
  if (h && h !== hostName.value) localStorage.setItem(HOST, (hostName.value = h))
  return answer
}

const net = settings('rest/networkSettings', NetworkSettings)
export const networkSettings = { ...net, load: () => net.load().then(seen) }
export const networkStatus = () => show('rest/networkStatus', NetworkStatus).then(seen)
/** Starts a scan (always 202, empty). */
export const scanNetworks = () => call('rest/scanNetworks')
/**
 * The networks found, or undefined while the device is still scanning: 202 with an empty body, or any
 * other answer that is not a list (some builds answer a plain-text 'OK'). Listing may take long (20 s).
 */
export const listNetworks = () => show('rest/listNetworks', Networks, { timeout: 20_000 }).catch(orNothing)
