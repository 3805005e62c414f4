// Whether the gateway and its bus answer: set by the dashboard's loads
// (screens/dashboard/link.tsx) and the client (api/transport.ts) from the answers they get anyway, so that no
// extra request is made just to learn it.
import { signal } from '@preact/signals'

/** The last answer that carries the bus state said the EMS bus is offline. */
export const busOffline = signal(false)
/** The last dashboard call failed without an answer (network error or time-out); the first answer clears it. */
export const unreachable = signal(false)
/** Bumped by the banner's Retry: every dashboard load that got no answer is made again. */
export const again = signal(0)
/** When the gateway last answered a call (ms; the page itself came from it): how old the values may be. */
export const answered = signal(Date.now())
