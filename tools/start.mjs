#!/usr/bin/env node
// npm start: builds dist/ when it is missing or stale (tools/stale.mjs `distStale`: a source is newer, or the
// last build was a dev build), then runs the emulator (emulator/main.ts) with the arguments given after `--`.
// `npm start -- --help` (or -h) only prints the emulator's options: no build.
// Ctrl+C stops the emulator, which stops this too; so does stopping npm (tools/run-emulator.mjs).
import { spawnSync } from 'node:child_process'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { runEmulator } from './run-emulator.mjs'

const ROOT = path.join(path.dirname(fileURLToPath(import.meta.url)), '..')
const args = process.argv.slice(2)
const helpOnly = args.includes('--help') || args.includes('-h')

if (!helpOnly) {
  const { distStale } = await import('./stale.mjs')
  const stale = distStale()
  if (stale) {
    console.log(`${stale}: building`)
    const built = spawnSync(process.execPath, ['build.mjs'], { cwd: ROOT, stdio: 'inherit' })
    if (built.status !== 0) process.exit(built.status ?? 1)
  } else console.log('dist/ is up to date: not rebuilding')
}

runEmulator(args)
