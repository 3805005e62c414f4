// The size budget (size-budget.json): the check that fails a build over it, and the one line every build
// prints. The page lives in a fixed flash partition, so its shipped (zopfli) size is watched on every build.
import fs from 'node:fs'
import { BUDGET_FILE } from './paths.mjs'

const n = (x) => x.toLocaleString('en-US')

/** Checks a zopfli size against size-budget.json: { ok, hard, text }; `hard` when even the hard cap is exceeded. */
export function checkBudget(bytes) {
  const { gzip: limit, hardCap } = JSON.parse(fs.readFileSync(BUDGET_FILE, 'utf8'))
  if (bytes > hardCap) return { ok: false, hard: true, text: `${n(bytes)} B is over the HARD CAP of ${n(hardCap)} B` }
  if (bytes > limit) {
    return { ok: false, hard: false, text: `${n(bytes)} B is over the budget of ${n(limit)} B (size-budget.json)` }
  }
  return { ok: true, hard: false, text: `${n(bytes)} B within the budget of ${n(limit)} B (hard cap ${n(hardCap)} B)` }
}

/** One line per build: the shipped figure (the zopfli bytes of dist/index.html.gz, what goes into flash) against
 *  the hard cap. A dev build is plain gzip, not what ships, and says so. */
export function report(html, gz, dev, ms) {
  const { hardCap } = JSON.parse(fs.readFileSync(BUDGET_FILE, 'utf8'))
  const z = dev ? `gzip ${n(gz.length)} B (dev build, not the shipped size)` : `dist/index.html.gz ${n(gz.length)} B of the ${n(hardCap)} B cap`
  console.log(`dist/index.html ${n(html.length)} B; ${z} (${ms} ms)`)
}
