// Running the emulator's command line as a process (cli*.test.ts). The emulator runs in one process
// with tsx as its loader: tsx's own command line would add a parent that passes a signal on and SIGKILLs the
// emulator when it has not answered within 30 ms, which a busy machine does not guarantee.
import { type ChildProcess, spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import * as assert from 'uvu/assert'

export const ROOT = fileURLToPath(new URL('../../..', import.meta.url))
const MAIN = path.join(ROOT, 'emulator/main.ts')

export interface Run {
  child: ChildProcess
  out: () => string
  exited: Promise<number | null>
}

/** Runs `cmd args` (default: the emulator, loaded by tsx) with stdout and stderr collected as one text; in a
 *  process group of its own, so that `killAll` ends whatever it started. */
export const run = (args: string[], cmd: string[] = [process.execPath, '--import', 'tsx', MAIN]): Run => {
  const child = spawn(cmd[0], [...cmd.slice(1), ...args], { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'], detached: true })
  let out = ''
  child.stdout!.on('data', (d) => (out += d))
  child.stderr!.on('data', (d) => (out += d))
  const exited = new Promise<number | null>((ok) => child.on('exit', (code) => ok(code)))
  return { child, out: () => out, exited }
}

/** How long a process may take to start or end: generous, as a busy machine may take seconds to load tsx. */
export const PROCESS_MS = 60_000

/** Waits until `done()` or PROCESS_MS have passed; whether it is done. */
export const until = async (done: () => boolean): Promise<boolean> => {
  for (const end = Date.now() + PROCESS_MS; !done() && Date.now() < end; ) await new Promise((ok) => setTimeout(ok, 50))
  return done()
}

/** The output once `re` has appeared in it (the lines after the URL line may arrive in a later chunk), or
 *  once the process has ended. */
export const printed = async (r: Run, re: RegExp): Promise<string> => {
  await until(() => re.test(r.out()) || r.child.exitCode !== null)
  return r.out()
}

/** Ends `r` and everything it started (after a failed test: a live emulator would keep the test running). */
export const killAll = (r: Run) => {
  try {
    process.kill(-r.child.pid!, 'SIGKILL')
  } catch {
    /* all gone already */
  }
}

/** Waits for the "EMS Console on URL" line; the URL without its trailing slash. */
export const listening = async (r: Run): Promise<string> => {
  const url = () => r.out().match(/EMS Console on (http:\/\/\S+?)\/\n/)?.[1]
  await until(() => !!url() || r.child.exitCode !== null)
  const m = url()
  if (m) return m
  r.child.kill('SIGKILL')
  throw new Error(`the emulator did not start:\n${r.out()}`)
}

/** A fresh data folder, with `settings` in its settings.json if given. */
export const dataDir = (settings?: object) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ems-cli-'))
  if (settings) fs.writeFileSync(path.join(dir, 'settings.json'), JSON.stringify(settings))
  return dir
}

/** Signs in as admin at `base`; the token. */
export const signIn = async (base: string) => {
  const res = await fetch(`${base}/rest/signIn`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: 'admin' }),
  })
  assert.is(res.status, 200, base)
  const { access_token } = (await res.json()) as { access_token: string }
  assert.ok(access_token, base)
  return access_token
}

/** Ctrl+C: the emulator stops and exits 0. */
export const interrupt = async (r: Run) => {
  r.child.kill('SIGINT')
  assert.is(await r.exited, 0, r.out())
}
