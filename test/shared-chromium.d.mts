import type { FoundChromium } from './chromium-path.mjs'
export const CHROMIUM_ARGS: string[]
export const SHARED: string
export function shareChromium(found: FoundChromium): Promise<{ address: string; close(): Promise<void> }>
