// Cold first load over an ESP32-like link: dist/index.html.gz served by esp32-server.mjs (as a 3.6.5 gateway
// serves it: every connection closed, a few requests at a time, the API proxied to the emulator), in a fresh
// Chromium context each run (empty cache), the link throttled through the DevTools protocol. Per profile, the
// median of FIRST_LOAD_RUNS runs of:
//   sign-in ready     navigation start -> the password field laid out and visible (checked on the frame after
//                     every DOM change, and every 100 ms)
//   card painted      navigation start -> first-contentful-paint (the sign-in card is the page's first content)
//   Enter -> overview Enter in the password field (the keydown's own time) -> EXPECT shown in the page's text;
//                     signed in from /, the app lands on the overview
//   Enter -> dev. list the same, started from /dashboard/devices, to which the app returns after sign-in
//   heap              V8's used JS heap after a forced GC, once the sign-in's requests have finished
//   bytes on wire     what the requests made until sign-in ready took on the wire (body as sent + headers)
// Times are taken in the page and reported through a binding; bytes from Chromium's network events.
//   requests          the requests from Enter until EXPECT shows on the overview (3.8.0: one dashboardData)
//   return visit      / opened again in the same browser (page cached, signed in, release remembered):
//                     navigation start -> EXPECT shown, and the requests until then (the page's revalidation too)
// Each figure per release the emulator answers as (3.6.5 asks deviceData per device, 3.7.0 on dashboardData).
//   FIRST_LOAD_PROFILES=esp32-weak,esp32,none (default: all three)   FIRST_LOAD_RUNS=5   FIRST_LOAD_EXPECT=GBx72
//   FIRST_LOAD_FIRMWARE=3.6.5,3.8.0 (the default)
import fs from 'node:fs'
import { fileURLToPath } from 'node:url'
import { startEmulator } from '../e2e/emulator.ts'
import { launch } from './chromium.mjs'
import { startEsp32Server } from './esp32-server.mjs'
import { probe } from './first-load-probe.mjs'

const PAGE = fileURLToPath(new URL('../../dist/index.html.gz', import.meta.url))
const PROFILES = (process.env.FIRST_LOAD_PROFILES ?? 'esp32-weak,esp32,none').split(',')
const RUNS = Number(process.env.FIRST_LOAD_RUNS ?? 5)
const EXPECT = process.env.FIRST_LOAD_EXPECT ?? 'GBx72'
const FIRMWARE = (process.env.FIRST_LOAD_FIRMWARE ?? '3.6.5,3.8.0').split(',')
const USER = 'admin' // the emulator's factory account
const STEP_MS = 60_000 // a step taking longer than this is a failure, not a figure
// The links: an ESP32 on good WiFi, and one at the edge of its range; latency is per round trip, each way
// added by Chromium to every request, rates in bit/s.
const LINKS = {
  none: null,
  esp32: { latency: 60, down: 2_000_000, up: 1_000_000 },
  'esp32-weak': { latency: 150, down: 500_000, up: 250_000 },
}
for (const p of PROFILES) if (!(p in LINKS)) throw new Error(`unknown profile ${p} (${Object.keys(LINKS).join(', ')})`)

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]
const n = (x) => Math.round(x).toLocaleString('en-US')
const sleep = (ms) => new Promise((ok) => setTimeout(ok, ms))

/** One cold load from `start`, signed in; returns its figures and what looked wrong. */
async function oneRun(browser, origin, profile, start) {
  const context = await browser.newContext() // a fresh profile: no cache, no storage, no open sockets
  try {
    const events = new Map() // kind -> { t, issued: the requests Chromium had reported by then }
    const requests = [] // in the order Chromium reported them
    const byId = new Map()
    const waitFor = async (kind, what) => {
      for (const end = Date.now() + STEP_MS; !events.has(kind); await sleep(10)) {
        if (Date.now() > end) throw new Error(`${start}: ${what} not seen within ${STEP_MS / 1000} s`)
      }
      return events.get(kind)
    }
    // Chromium's network events and the page's reports come in over the same connection, in order
    await context.exposeFunction('__firstLoad', (kind, t) => {
      if (!events.has(kind)) events.set(kind, { t, issued: requests.length })
      else if (kind === 'document') events.set('documents', (events.get('documents') ?? 1) + 1)
    })
    await context.addInitScript(probe, EXPECT.toLowerCase())
    const page = await context.newPage()
    const cdp = await context.newCDPSession(page)
    cdp.on('Network.requestWillBeSent', (e) => {
      if (e.request.url.startsWith('data:')) return
      const r = { url: e.request.url.replace(origin, ''), t0: e.timestamp, done: false, bytes: 0 }
      requests.push(r)
      byId.set(e.requestId, r)
    })
    const on = (event, fn) => cdp.on(`Network.${event}`, (e) => byId.has(e.requestId) && fn(byId.get(e.requestId), e))
    on('responseReceived', (r, e) => Object.assign(r, { status: e.response.status, stream: e.response.mimeType === 'text/event-stream' }))
    on('loadingFinished', (r, e) => Object.assign(r, { done: true, bytes: e.encodedDataLength, t1: e.timestamp }))
    on('loadingFailed', (r, e) => Object.assign(r, { done: true, failed: e.errorText }))
    await cdp.send('Network.enable')
    const link = LINKS[profile]
    if (link) {
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: link.latency,
        downloadThroughput: link.down / 8,
        uploadThroughput: link.up / 8,
      })
    }
    /** The requests issued in [from, to), once every one of them has finished (event streams never do). */
    const settle = async (from, to, what) => {
      const list = requests.slice(from, to)
      for (const end = Date.now() + STEP_MS; list.some((r) => !r.done && !r.stream); await sleep(10)) {
        if (Date.now() > end) throw new Error(`${start}: the requests of ${what} did not finish`)
      }
      return list
    }

    await page.goto(origin + start, { waitUntil: 'commit', timeout: STEP_MS })
    const ready = await waitFor('ready', 'the password field')
    const origin0 = events.get('document').t
    const signIn = await settle(0, ready.issued, 'sign-in ready')

    await page.locator('input:is([type=text],:not([type])):visible').first().fill(USER)
    const password = page.locator('input[type=password]:visible').first()
    await password.fill(USER)
    if (await page.evaluate(() => window.__firstLoadArm())) throw new Error(`"${EXPECT}" shows before signing in`)
    await password.press('Enter')
    const enter = await waitFor('enter', 'the Enter key')
    const seen = await waitFor('expect', `"${EXPECT}" after signing in`)
    const afterEnter = await settle(enter.issued, seen.issued, 'Enter')
    await cdp.send('HeapProfiler.collectGarbage')
    const heap = (await cdp.send('Runtime.getHeapUsage')).usedSize
    // first-contentful-paint of the first document, relative to its navigation start
    const painted = await page.evaluate(() => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN)
    let back = { ms: NaN, requests: NaN, asked: '' }
    if (start === '/') {
      const from = requests.length
      await page.goto(origin + '/', { waitUntil: 'commit', timeout: STEP_MS })
      const again = await waitFor('again', `"${EXPECT}" on the return visit`)
      const list = await settle(from, again.issued, 'the return visit')
      back = { ms: again.t - events.get('again-start').t, requests: list.length, asked: list.map((r) => r.url.replace(/\?.*/, '')).join(' ') }
    }

    const warnings = []
    if (events.has('documents')) warnings.push(`the sign-in loaded ${events.get('documents')} documents: times span them`)
    for (const r of requests) if (r.failed || r.status >= 400) warnings.push(`${r.failed ?? r.status} ${r.url}`)
    // a request faster than the emulated latency means the throttling was not applied
    const fast = link && requests.filter((r) => r.t1 && (r.t1 - r.t0) * 1000 < link.latency * 0.9)
    if (fast?.length) warnings.push(`${fast.length} request(s) faster than the ${link.latency} ms latency (${fast[0].url})`)
    return {
      ready: ready.t - origin0,
      painted,
      enter: seen.t - enter.t,
      heap,
      wire: signIn.reduce((s, r) => s + r.bytes, 0),
      requests: afterEnter.length,
      asked: afterEnter.map((r) => r.url.replace(/\?.*/, '')).join(' '),
      back: back.ms,
      backRequests: back.requests,
      backAsked: back.asked,
      warnings,
    }
  } finally {
    await context.close()
  }
}

/** RUNS cold loads from `start`: the median of each figure, and every distinct warning. */
async function runs(browser, origin, profile, start) {
  const all = []
  for (let i = 0; i < RUNS; i++) all.push(await oneRun(browser, origin, profile, start))
  const m = Object.fromEntries(['ready', 'painted', 'enter', 'heap', 'wire', 'requests', 'back', 'backRequests'].map((k) => [k, median(all.map((r) => r[k]))]))
  for (const w of new Set(all.flatMap((r) => r.warnings))) console.log(`  ${profile} ${start}: warning: ${w}`)
  if (start === '/') console.log(`  ${profile}: Enter -> overview asked ${all[0].asked}; the return visit asked ${all[0].backAsked}`)
  return m
}

const page = fs.readFileSync(PAGE)
const browser = await launch()
const rows = []
try {
  for (const firmware of FIRMWARE) {
    const emu = await startEmulator({ firmware })
    const esp = await startEsp32Server({ page, api: emu.url })
    try {
      console.log(`EMS-ESP ${firmware}:`)
      for (const profile of PROFILES) {
        const overview = await runs(browser, esp.url, profile, '/')
        const list = await runs(browser, esp.url, profile, '/dashboard/devices')
        rows.push([
          firmware,
          profile,
          overview.ready,
          overview.painted,
          overview.enter,
          list.enter,
          overview.requests,
          overview.back,
          overview.backRequests,
          overview.heap,
          list.heap,
          overview.wire,
          page.length,
        ])
      }
      console.log(`  server: ${esp.stats.served} requests served, ${esp.stats.queued} of them waited for a free slot`)
    } finally {
      await esp.close()
      await emu.stop()
    }
  }
} finally {
  await browser.close()
}

console.log(`first load, median of ${RUNS} cold runs per profile (test/bench/esp32-server.mjs, Chromium throttled;`)
console.log(`Enter -> overview / device list: until "${EXPECT}" shows on the landing page / on /dashboard/devices; return visit: / opened`)
console.log(`again signed in, until "${EXPECT}" shows, and its requests with the page's revalidation; heap: JS heap after GC)`)
const cols = [
  'release',
  'profile',
  'sign-in ready',
  'card painted',
  'Enter->overview',
  'Enter->dev. list',
  'requests',
  'return visit',
  'its requests',
  'heap, overview',
  'heap, dev. list',
  'bytes on wire',
  'page gzip',
]
console.log(
  cols[0].padEnd(8) +
    cols[1].padEnd(12) +
    cols
      .slice(2)
      .map((c) => c.padStart(17))
      .join(''),
)
for (const [f, p, ready, painted, enter, list, requests, back, backRequests, heap, listHeap, wire, gz] of rows) {
  const cells = [
    `${n(ready)} ms`,
    `${n(painted)} ms`,
    `${n(enter)} ms`,
    `${n(list)} ms`,
    String(requests),
    `${n(back)} ms`,
    String(backRequests),
    `${n(heap / 1024)} KiB`,
    `${n(listHeap / 1024)} KiB`,
    `${n(wire)} B`,
    `${n(gz)} B`,
  ]
  console.log(f.padEnd(8) + p.padEnd(12) + cells.map((c) => c.padStart(17)).join(''))
}
