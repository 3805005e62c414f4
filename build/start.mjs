#!/usr/bin/env node
// npm start: builds dist/ when it is missing or stale (build/stale.mjs `distStale`: a source is newer, or the
// last build was a dev build), then runs the emulator (emulator/main.ts) with the arguments given after `--`.
// `npm start -- --help` (or -h) only prints the emulator's options: no build.
// Ctrl+C stops the emulator, which stops this too.
import { spawn, spawnSync } from 'node:child_process'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

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

const tsx = path.join(ROOT, 'node_modules/tsx/dist/cli.mjs')
const child = spawn(process.execPath, [tsx, path.join(ROOT, 'emulator/main.ts'), ...args], { cwd: ROOT, stdio: 'inherit' })
// Ctrl+C in a terminal reaches the emulator too (same process group); it stops and we exit with it. An INT sent
// to us alone (an IDE's stop button) is passed on once the emulator has had time to stop by itself; TERM at once.
process.on('SIGINT', () => setTimeout(() => child.exitCode === null && child.signalCode === null && child.kill('SIGINT'), 500).unref())
process.on('SIGTERM', () => child.kill('SIGTERM'))
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)))
