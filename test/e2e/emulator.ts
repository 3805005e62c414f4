// Starts an emulator in-process for an end-to-end test: a free port, a fresh settings folder, the page
// from dist/index.html.gz (run `node build.mjs` first).
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import type { Chip } from '../../emulator/chip.ts'
import { createEmulator, type Emulator } from '../../emulator/server.ts'
import type { Release } from '../../src/schemas/releases.ts'

export interface RunningEmulator {
  url: string
  emulator: Emulator
  stop(): Promise<void>
}

export async function startEmulator(opts: { restartMs?: number; quiet?: boolean; firmware?: Release; chip?: Chip } = {}): Promise<RunningEmulator> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ems-emulator-'))
  const quiet = { info() {}, warn() {} }
  const emulator = createEmulator({
    dataDir,
    port: 0,
    restartMs: opts.restartMs ?? 1000,
    firmware: opts.firmware,
    chip: opts.chip,
    log: opts.quiet === false ? undefined : quiet,
  })
  const url = await emulator.start()
  return {
    url,
    emulator,
    async stop() {
      await emulator.stop()
      fs.rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

/**
 * An emulator for unit tests, used in-process through `app.request` (no socket): a fresh settings folder
 * and a small gzipped page of its own, so tests do not depend on a build.
 */
export function testEmulator(opts: { restartMs?: number; page?: string | null; lenient?: boolean; dataDir?: string; firmware?: Release; chip?: Chip } = {}) {
  const dataDir = opts.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'ems-emulator-unit-'))
  const page = path.join(dataDir, 'index.html.gz')
  if (opts.page !== null) fs.writeFileSync(page, gzipSync(opts.page ?? '<!doctype html><title>EMS</title><body></body>'))
  const warnings: string[] = []
  const log = { info() {}, warn: (m: string) => void warnings.push(m) }
  const emulator = createEmulator({
    dataDir,
    page,
    port: 0,
    restartMs: opts.restartMs ?? 50,
    lenient: opts.lenient,
    firmware: opts.firmware,
    chip: opts.chip,
    log,
  })

  /** A request as a client sends it: `json` sets the body and Content-Type, `token` the Bearer header. */
  const req = (method: string, url: string, o: { json?: unknown; token?: string; headers?: Record<string, string>; body?: string } = {}) => {
    const headers: Record<string, string> = { ...o.headers }
    if (o.token) headers.authorization = `Bearer ${o.token}`
    let body = o.body
    if (o.json !== undefined) {
      headers['content-type'] ??= 'application/json'
      body = JSON.stringify(o.json)
    }
    return emulator.app.request(url, { method, headers, body })
  }
  const signIn = async (username: string, password = username) => {
    const res = await req('POST', '/rest/signIn', { json: { username, password } })
    return ((await res.json()) as { access_token: string }).access_token
  }
  const cleanup = async () => {
    await emulator.stop()
    fs.rmSync(dataDir, { recursive: true, force: true })
  }
  return { emulator, dataDir, page, warnings, req, signIn, cleanup }
}
