#!/usr/bin/env node
// npm run screenshots: builds the page and makes the README's screenshots in docs/screenshots/ (the e2e files
// that write them, with EMS_SCREENSHOTS=docs; in `npm test` they go to test-results/screenshots/, see
// test/e2e/shots.ts). Commit the PNGs that changed for a reason.
import { spawnSync } from 'node:child_process'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const ROOT = fileURLToPath(new URL('..', import.meta.url))
const run = (args, env = process.env) => {
  const r = spawnSync(process.execPath, args, { cwd: ROOT, stdio: 'inherit', env })
  if (r.status !== 0) process.exit(r.status ?? 1)
}
run(['build.mjs'])
run([path.join(ROOT, 'node_modules/uvu/bin.js'), '-r', 'tsx', 'test/e2e', '^(setup-)?screenshots\\.test\\.ts$'], { ...process.env, EMS_SCREENSHOTS: 'docs' })
console.log('screenshots written to docs/screenshots/')
