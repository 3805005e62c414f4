// Where the restart flow stands (docs/console.md §4): the flow itself, which polls the device, is
// awaitRestart in ui/restart.tsx; this is only the signal the restarting screen follows.
import { signal } from '@preact/signals'

/** 'idle', 'waiting' (restarting screen) or 'timeout'. */
export const restartState = signal<'idle' | 'waiting' | 'timeout'>('idle')
