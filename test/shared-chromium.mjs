// How the tests start Chromium, and the one Chromium that `npm test` shares between its browser files.
// Starting a browser costs about 2.5 CPU-seconds on a two-core CI machine; with some sixty files that each
// started their own, that was minutes of CI. So test/run.mjs starts one browser server before its pool and
// hands its address to every step (EMS_CHROMIUM_WS); test/e2e/browser.ts connects to it instead of starting
// a browser. Each test still gets a fresh context (no storage, cache or cookies shared), and a file that
// ends (or is killed) takes its contexts with it when its connection closes.
import { chromium } from 'playwright-core'

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

/** The environment variable that carries the shared browser's address to the steps. */
export const SHARED = 'EMS_CHROMIUM_WS'

/** Starts the browser `found` (test/chromium-path.mjs) as a server: `{ address, close }`. */
export async function shareChromium(found) {
  const server = await chromium.launchServer({
    executablePath: found.path,
    headless: true,
    args: CHROMIUM_ARGS,
    env: { ...process.env, ...found.env },
  })
  return { address: server.wsEndpoint(), close: () => server.close() }
}
