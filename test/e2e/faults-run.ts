// One run of the fault matrix (faults.test.ts): the emulator, browser and admin token it runs against, the
// pages it opens, and the cases it collects for the tests and the closing summary.
import type { Browser } from 'playwright-core'
import type { RunningEmulator } from './emulator'
import { SETTLE } from './faults-kinds'

/** Set by the suite's `before`. */
export const run = {} as { emu: RunningEmulator; browser: Browser; token: string }

/** Pages at once. */
export const PARALLEL = 4

export interface Case {
  group: string
  fault: string
  problem: string | null
}
/** FAULTS=<regex> runs only the endpoints and forms whose name matches (while working on one screen). */
const ONLY = process.env.FAULTS ? new RegExp(process.env.FAULTS) : null
export const picked = (name: string) => !ONLY || ONLY.test(name)
export const results: Case[] = []
/** Seconds each endpoint's or form's page took, for the summary. */
export const took = new Map<string, number>()

/** A page signed in as admin (the token is stored before any script runs, on every load). */
export async function open() {
  const page = await run.browser.newPage({ viewport: { width: 1200, height: 800 } })
  page.setDefaultTimeout(SETTLE)
  page.setDefaultNavigationTimeout(30_000)
  await page.addInitScript((tk) => localStorage.setItem('access_token', tk), run.token)
  const errors: string[] = []
  page.on('pageerror', (e) => errors.push(e.message))
  return { page, errors }
}

export function printMatrix() {
  const failed = results.filter((r) => r.problem)
  const by = new Map<string, [number, number]>()
  for (const r of results) {
    const n = by.get(r.fault) ?? [0, 0]
    n[r.problem ? 1 : 0]++
    by.set(r.fault, n)
  }
  console.log(`\nfault matrix: ${results.length} cases, ${results.length - failed.length} passed, ${failed.length} failed`)
  for (const [fault, [ok, bad]] of by) console.log(`  ${fault.padEnd(22)} ${ok} passed, ${bad} failed`)
  const slow = [...took].sort((a, b) => b[1] - a[1]).slice(0, 4)
  console.log('  slowest pages: ' + slow.map(([g, sec]) => `${g} ${sec.toFixed(0)} s`).join(', '))
  for (const r of failed) console.log(`  FAIL ${r.group} x ${r.fault}: ${r.problem}`)
}
