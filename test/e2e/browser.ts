// Chromium through playwright-core for the end-to-end tests, the Chromium smoke set and the benches: the browser
// `npm test` shares between its files when there is one (test/shared-chromium.mjs), else one of the file's own.
// Which Chromium is decided in one place, test/chromium-path.mjs: CHROMIUM_PATH, else a system Chromium or
// Chrome, else the one the npm package @sparticuz/chromium ships in its tarball. No browser is ever downloaded.
import { type Browser, chromium } from 'playwright-core'
import { findChromium } from '../chromium-path.mjs'
import { CHROMIUM_ARGS, SHARED } from '../shared-chromium.mjs'

export { CHROMIUM_ARGS }

/** How long a test waits for what it expects to see (Playwright's default action and lookup time, the smoke
 *  sets' lookups): generous, since a shared CI machine can be slow to draw; a wait that is met ends at once,
 *  so only a failing test takes this long. */
export const WAIT = 20_000

/**
 * The shared browser when `npm test` runs one (closing it then closes only this file's contexts), else a
 * headless Chromium of its own with a fresh temporary profile (playwright makes one per launch and removes it
 * on close). A shared browser that no longer answers is no reason to fail: the file starts its own.
 */
export async function launch(): Promise<Browser> {
  const shared = process.env[SHARED]
  if (shared) {
    const browser = await chromium.connect(shared, { timeout: WAIT }).catch(() => null)
    if (browser) return browser
  }
  const found = await findChromium()
  return chromium.launch({ executablePath: found.path, headless: true, args: CHROMIUM_ARGS, env: { ...process.env, ...found.env } })
}
