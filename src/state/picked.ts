// The network chosen on the Scan tab, handed to the Settings tab, which fills it in and clears it.
import { signal } from '@preact/signals'
import type { WifiNetwork } from '../schemas/network'

export const picked = signal<WifiNetwork | null>(null)
