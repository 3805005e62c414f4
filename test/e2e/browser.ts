// Launches Chromium through playwright-core for the end-to-end tests, the Chromium smoke set and the benches.
// Which Chromium is decided in one place, test/chromium-path.mjs: CHROMIUM_PATH, else a system Chromium or
// Chrome, else the one the npm package @sparticuz/chromium ships in its tarball. No browser is ever downloaded.
import { type Browser, chromium } from 'playwright-core'
import { findChromium } from '../chromium-path.mjs'

/**
 * Quiet, offline, reproducible: nothing phones home, no GPU, no sandbox (CI runs as root). The same for every
 * Chromium. (@sparticuz/chromium's own recommended `args` are for AWS Lambda: their SwiftShader GL flags and
 * --single-process make the browser crash or lose its pages under playwright, so they are not used.)
 */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  // tests talk to the emulator on loopback only: any other host name (the release check, help links) does not
  // resolve, so no test ever reaches out, whatever a page asks for
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1',
]

/** How long a test waits for what it expects to see (Playwright's default action and lookup time, the smoke
 *  sets' lookups): generous, since a shared CI machine can be slow to draw; a wait that is met ends at once,
 *  so only a failing test takes this long. */
export const WAIT = 20_000

/** A headless Chromium with a fresh temporary profile (playwright makes one per launch and removes it on close). */
export async function launch(): Promise<Browser> {
  const found = await findChromium()
  return chromium.launch({ executablePath: found.path, headless: true, args: CHROMIUM_ARGS, env: { ...process.env, ...found.env } })
}

/**
 * The end-to-end files' Chromium: one per process, launched by its first user and closed when its last one lets
 * it go. A file run alone gets its own; several files run in one process (test/e2e/files.cjs, which holds it
 * across them) share it, and so pay its start once. Each test still gets pages of its own, in a context of
 * their own (`browser.newPage`): nothing of one test's storage reaches the next.
 */
let shared: Promise<Browser> | undefined
let users = 0
export function useBrowser(): Promise<Browser> {
  users++
  shared ??= launch()
  return shared
}
export async function releaseBrowser() {
  if (--users > 0 || !shared) return
  const browser = shared
  shared = undefined
  await (await browser).close()
}
