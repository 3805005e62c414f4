// The gateway's name, set from its answers (api/network.ts).
import { signal } from '@preact/signals'

export const HOST = 'ems_host'
/**
 * The gateway's hostname as last read from network status (3.6.5 on) or network settings: the window title and
 * downloaded files carry it, to tell several gateways apart. Remembered in the browser (its storage is that
 * gateway's, the page coming from it), so it is known at once on the next visit; '' while never read.
 */
export const hostName = signal(localStorage.getItem(HOST) ?? '')
