// Where the restart flow stands (docs/console.md §4): the flow itself, which polls the device, is
// awaitRestart in ui/restart.tsx; this is only the signal the restarting screen follows.
import { signal } from '@preact/signals'

/** 'idle', 'waiting' (restarting screen), 'timeout' or 'failed' (the device could not install an image). */
export const restartState = signal<'idle' | 'waiting' | 'timeout' | 'failed'>('idle')
/** How far the device has downloaded an image, percent (3.7.2 on); undefined when it does not say. */
export const progress = signal<number | undefined>(undefined)
/** Said under the wait and the time-out: where to find a device that may not come back here (only a factory
 *  reset has one, and its screen never leaves but by a reload). */
export const restartNote = signal('')
