// Which engines this machine can run, for test/run.mjs and the smoke files: `missing(engine)` is null when the
// engine is there, else what is missing and how to get it (Debian packages; .ci/run installs them).
// Chromium is found by test/chromium-path.mjs (the one the npm package @sparticuz/chromium ships, else a system
// one), as for the end-to-end tests.
import fs from 'node:fs'
import { chromiumMissing } from '../chromium-path.mjs'

const NEEDS = {
  chromium: [],
  firefox: [[process.env.FIREFOX ?? '/usr/bin/firefox-esr', 'firefox-esr']],
  webkit: [
    [process.env.WEBKIT_DRIVER ?? '/usr/bin/WebKitWebDriver', 'webkit2gtk-driver'],
    ['/usr/bin/Xvfb', 'xvfb'],
  ],
}

/** The smoke test files in test/engines, one per engine. */
export const ENGINES = Object.keys(NEEDS)

export function missing(engine) {
  if (engine === 'chromium') return chromiumMissing()
  const gone = NEEDS[engine].filter(([file]) => !fs.existsSync(file))
  if (!gone.length) return null
  return `no ${gone.map(([file]) => file).join(' or ')} (apt-get install -y ${gone.map(([, pkg]) => pkg).join(' ')})`
}
