// Launches Debian's Chromium through playwright-core for end-to-end tests and benches. No browser is ever
// downloaded: CHROMIUM (default /usr/bin/chromium) must exist (`apt-get install chromium`, see .ci/run).
import fs from 'node:fs'
import { type Browser, chromium } from 'playwright-core'

export const CHROMIUM = process.env.CHROMIUM ?? '/usr/bin/chromium'

/** Quiet, offline, reproducible: nothing phones home, no GPU, no sandbox (CI runs as root). */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
]

/** A headless Chromium with a fresh temporary profile (playwright makes one per launch and removes it on close). */
export async function launch(): Promise<Browser> {
  if (!fs.existsSync(CHROMIUM)) throw new Error(`no Chromium at ${CHROMIUM}: apt-get install -y chromium`)
  return chromium.launch({ executablePath: CHROMIUM, headless: true, args: CHROMIUM_ARGS })
}
