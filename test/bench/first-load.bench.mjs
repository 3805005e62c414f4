// Cold first load over an ESP32-like link, measured by the shared tool ../shared/tools/first-load.mjs (server
// closing every connection as the firmware does, Chromium throttled): sign-in ready, Enter -> overview (the
// landing page) and Enter -> device list (signed in from /dashboard/devices),
// JS heap after GC, beside the bytes on the wire. And, measured here with the same throttling, when the
// first pixel of the sign-in card is painted (first-contentful-paint: the card is the page's first content).
// Enter -> devices ends when the boiler's name shows: on the device list and on the overview alike.
//   FIRST_LOAD_PROFILES=esp32-weak,esp32,none (default: all three)   FIRST_LOAD_RUNS=5   FIRST_LOAD_EXPECT=GBx72
import { execFile } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { findChromium } from '../chromium-path.mjs'
import { startEmulator } from '../e2e/emulator.ts'
import { launch } from './chromium.mjs'

const ROOT = fileURLToPath(new URL('../..', import.meta.url))
const TOOL = path.resolve(ROOT, '../shared/tools/first-load.mjs')
const PROFILES = (process.env.FIRST_LOAD_PROFILES ?? 'esp32-weak,esp32,none').split(',')
const RUNS = Number(process.env.FIRST_LOAD_RUNS ?? 5)
const EXPECT = process.env.FIRST_LOAD_EXPECT ?? 'GBx72'
// the same conditions as first-load.mjs's profiles (its PROFILES table)
const LINK = { none: null, esp32: { latency: 60, down: 2_000_000, up: 1_000_000 }, 'esp32-weak': { latency: 150, down: 500_000, up: 250_000 } }

if (!fs.existsSync(TOOL)) {
  console.log(`first-load: ${TOOL} is not here (it lives beside the project, in ../shared/tools); skipped`)
  process.exit(0)
}

// the tool launches the Chromium found here (and the libraries a packaged one brings, through chromium.env)
const chromium = await findChromium()

/** Runs the tool without blocking this process: the emulator answering its API calls lives here. */
const firstLoad = (args) =>
  new Promise((ok) => {
    const env = { ...process.env, ...chromium.env, PW_DIR: ROOT, CHROMIUM_PATH: chromium.path }
    execFile(process.execPath, [TOOL, ...args], { cwd: ROOT, env, maxBuffer: 1 << 24 }, (e, stdout, stderr) =>
      ok({ code: e ? (e.code ?? 1) : 0, stdout, stderr }))
  })
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]
const n = (x) => Math.round(x).toLocaleString('en-US')

/** Median ms from navigation start to the first contentful paint, with the link throttled as `profile`. */
async function cardPainted(browser, url, profile) {
  const times = []
  for (let i = 0; i < RUNS; i++) {
    const context = await browser.newContext() // cold: no cache
    const page = await context.newPage()
    const cdp = await context.newCDPSession(page)
    await cdp.send('Network.enable')
    const l = LINK[profile]
    if (l) {
      await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: l.latency, downloadThroughput: l.down / 8, uploadThroughput: l.up / 8 })
    }
    await page.goto(url, { waitUntil: 'commit' })
    await page.locator('input[type=password]').waitFor()
    times.push(await page.evaluate(() => new Promise((ok) => {
      new PerformanceObserver((list) => {
        const fcp = list.getEntries().find((e) => e.name === 'first-contentful-paint')
        if (fcp) ok(fcp.startTime)
      }).observe({ type: 'paint', buffered: true })
    })))
    await context.close()
  }
  return median(times)
}

/** The tool's report (its closing JSON line) for one profile, signed in from `start`; its warnings printed. */
async function report(url, profile, start = '/') {
  const args = ['--static', 'dist', '--api', url, '--profile', profile, '--runs', String(RUNS), '--expect', EXPECT, '--start', start]
  const r = await firstLoad(args)
  const line = r.stdout.split('\n').find((s) => s.startsWith('{'))
  if (r.code !== 0 || !line) {
    process.stderr.write(r.stderr)
    throw new Error(`first-load --profile ${profile} --start ${start} failed (exit ${r.code})`)
  }
  const out = JSON.parse(line)
  for (const w of out.warnings) console.log(`  ${profile} ${start}: warning: ${w}`)
  return out
}

const emu = await startEmulator()
const browser = await launch()
const rows = []
try {
  for (const profile of PROFILES) {
    const { figures: f, static_gzip_bytes: bytes } = await report(emu.url, profile)
    // The same sign-in started on /dashboard/devices: the app returns there, so this is Enter -> device list
    // (the figure of the console before the overview became the landing page).
    const list = (await report(emu.url, profile, '/dashboard/devices')).figures
    rows.push([profile, f.a_ms.median, await cardPainted(browser, emu.url + '/', profile), f.c_ms.median, list.c_ms.median, f.d_heap_gc.median, list.d_heap_gc.median, f.b_bytes.median, bytes])
  }
} finally {
  await browser.close()
  await emu.stop()
}

console.log(`first load, median of ${RUNS} cold runs per profile (../shared/tools/first-load.mjs; card painted: first-contentful-paint;`)
console.log(`Enter -> overview / device list: until "${EXPECT}" shows on the landing page / on /dashboard/devices; heap: JS heap after GC)`)
const cols = ['profile', 'sign-in ready', 'card painted', 'Enter->overview', 'Enter->dev. list', 'heap, overview', 'heap, dev. list', 'bytes on wire', 'page gzip']
console.log(cols[0].padEnd(12) + cols.slice(1).map((c) => c.padStart(17)).join(''))
for (const [p, ready, painted, enter, list, heap, listHeap, wire, gz] of rows) {
  console.log(p.padEnd(12) + [`${n(ready)} ms`, `${n(painted)} ms`, `${n(enter)} ms`, `${n(list)} ms`, `${n(heap / 1024)} KiB`, `${n(listHeap / 1024)} KiB`, `${n(wire)} B`, `${n(gz)} B`].map((c) => c.padStart(17)).join(''))
}
