// What the dashboard's own answers say about the link to the bus: set by its loads (screens/dashboard/link.tsx)
// from the answers they get anyway, so that no extra request is made just to learn it.
import { signal } from '@preact/signals'

/** The last answer that carries the bus state said the EMS bus is offline. */
export const busOffline = signal(false)
/** The last dashboard call failed without an answer (network error or time-out); the first answer clears it. */
export const unreachable = signal(false)
/** Bumped by the banner's Retry: every dashboard load that got no answer is made again. */
export const again = signal(0)
