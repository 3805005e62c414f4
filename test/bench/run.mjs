#!/usr/bin/env node
// npm run bench: builds dist/ if it is missing or older than its sources, then runs every
// test/bench/*.bench.{mjs,ts} in name order, each in its own node process (with tsx, so a bench may import
// TypeScript such as test/e2e/browser.ts). Benches print their own results. `npm run bench -- NAME` runs
// only the benches whose file name contains NAME.
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { distStale } from '../../build.mjs'

const ROOT = fileURLToPath(new URL('../..', import.meta.url))
const HERE = fileURLToPath(new URL('.', import.meta.url))

const stale = distStale()
if (stale) {
  console.log(`${stale}: building first`)
  if (spawnSync(process.execPath, ['build.mjs'], { cwd: ROOT, stdio: 'inherit' }).status !== 0) process.exit(1)
}

const only = process.argv[2]
const benches = fs
  .readdirSync(HERE)
  .filter((f) => /\.bench\.(mjs|ts)$/.test(f) && (!only || f.includes(only)))
  .sort()
let failed = 0
for (const f of benches) {
  console.log(`\n--- ${f}`)
  const r = spawnSync(process.execPath, ['--import', 'tsx', path.join(HERE, f)], { cwd: ROOT, stdio: 'inherit' })
  if (r.status !== 0) {
    failed++
    console.error(`${f} failed (exit ${r.status ?? r.signal})`)
  }
}
console.log(`\n${benches.length - failed} benches ran, ${failed} failed`)
process.exitCode = failed ? 1 : 0
