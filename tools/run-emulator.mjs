#!/usr/bin/env node
// Runs the emulator (emulator/main.ts through tsx) as a child whose life is tied to this process: the last
// step of `npm start` (tools/start.mjs), and runnable alone (`node tools/run-emulator.mjs --port 0`: the same
// without the staleness check, which the command-line tests use).
import { spawn, spawnSync } from 'node:child_process'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const ROOT = path.join(path.dirname(fileURLToPath(import.meta.url)), '..')

/** Starts the emulator with `args`; this process exits with it. */
export function runEmulator(args) {
  const tsx = path.join(ROOT, 'node_modules/tsx/dist/cli.mjs')
  const child = spawn(process.execPath, [tsx, path.join(ROOT, 'emulator/main.ts'), ...args], { cwd: ROOT, stdio: 'inherit' })
  const running = () => child.exitCode === null && child.signalCode === null
  // Ctrl+C in a terminal reaches the emulator too (same process group); it stops and we exit with it. An INT
  // sent to us alone (an IDE's stop button) is passed on once the emulator has had time to stop by itself.
  process.on('SIGINT', () => setTimeout(() => running() && child.kill('SIGINT'), 500).unref())
  process.on('SIGTERM', () => child.kill('SIGTERM'))
  // npm passes a TERM it gets to the `sh -c` that runs its script, and that shell dies of it without passing
  // it on: we would live on (adopted by another parent) and the emulator would keep its port. A changed
  // parent means whoever started us is gone, so the emulator stops. So does npm itself gone (killed outright
  // after an INT, which its shell holds back until we end) while its shell waits on.
  const parent = process.ppid
  const npm = npmAbove(parent)
  const gone = (pid) => {
    try {
      return !process.kill(pid, 0)
    } catch (e) {
      return e.code === 'ESRCH'
    }
  }
  const watch = setInterval(() => {
    if (process.ppid === parent && !(npm && gone(npm))) return
    clearInterval(watch) // once: a second TERM would cut the emulator's own stop short
    if (running()) child.kill('SIGTERM')
  }, 300)
  watch.unref()
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)))
  return child
}

/** The pid of npm when `parent` is the shell npm runs its scripts in (there is none on Windows). */
function npmAbove(parent) {
  if (!process.env.npm_lifecycle_event || process.platform === 'win32') return 0
  const ps = spawnSync('ps', ['-o', 'ppid=,comm=', '-p', String(parent)], { encoding: 'utf8' })
  const [ppid, comm] = (ps.stdout ?? '').trim().split(/\s+/)
  return /^(ba|da|z|k|)sh$/.test(path.basename(comm ?? '')) ? Number(ppid) || 0 : 0
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) runEmulator(process.argv.slice(2))
