#!/usr/bin/env node
// npm test: every check in order, each step's output streamed live, then one closing line
// `N passed, N failed` over all of them (CI reads that line; uvu's own Total/Passed lines it does not).
// uvu steps count their tests; any other step counts as one test. A failing step does not stop the next
// ones, except that nothing that needs dist/ runs after a failed build.
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { findChromium } from './chromium-path.mjs'

const ROOT = fileURLToPath(new URL('..', import.meta.url))
const bin = (name) => path.join(ROOT, 'node_modules/.bin', name)
const hasTests = (dir, re) => fs.existsSync(path.join(ROOT, dir)) && fs.readdirSync(path.join(ROOT, dir)).some((f) => re.test(f))

const MINUTE = 60_000
// `--only unit` (npm run test:unit): the unit tests alone, each file in its own process as here.
// `--only build`: the build and everything that needs it (the browser files), for trying the pool alone.
const only = process.argv[2] === '--only' ? process.argv[3] : undefined
const totals = { passed: 0, failed: 0, skipped: 0 }
const summary = []
// biome-ignore lint/suspicious/noControlCharactersInRegex: ANSI colour codes are control characters
const plain = (out) => out.replace(/\x1b\[[0-9;]*m/g, '')
const seconds = (since) => `${Math.round((Date.now() - since) / 1000)} s`

// Each step runs in its own process group, so a timed-out or interrupted step is ended with whatever it
// started (a browser, an emulator) and nothing else.
const running = new Set()
const killStep = (child, sig) => {
  try {
    process.kill(-child.pid, sig)
  } catch {
    /* already gone */
  }
}
for (const sig of ['SIGINT', 'SIGTERM']) {
  process.on(sig, () => {
    for (const child of running) killStep(child, 'SIGTERM')
    process.exit(130)
  })
}

/** Runs a command with live output; returns { code, out } (stdout and stderr as one text, for parsing).
 *  A step still running after `limitMs` is killed, so a hung browser cannot eat CI's whole time. */
function run(cmd, args, limitMs = 10 * MINUTE, live = true) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'], detached: true })
    running.add(child)
    let out = ''
    child.stdout.on('data', (d) => {
      if (live) process.stdout.write(d)
      out += d
    })
    child.stderr.on('data', (d) => {
      if (live) process.stderr.write(d)
      out += d
    })
    const timer = setTimeout(() => {
      process.stderr.write(`\n[step timed out after ${limitMs / MINUTE} min]\n`)
      killStep(child, 'SIGKILL')
    }, limitMs)
    child.on('error', (e) => {
      out += e.message
      resolve({ code: 127, out })
    })
    child.on('close', (code) => {
      clearTimeout(timer)
      killStep(child, 'SIGKILL') // a browser a crashed test left behind
      running.delete(child)
      resolve({ code: code ?? 1, out })
    })
  })
}

/** uvu's closing block: Total / Passed / Skipped. null when uvu did not get that far (e.g. an import threw). */
function parseUvu(out) {
  const text = plain(out)
  const num = (label) => Number(text.match(new RegExp(`^\\s*${label}:\\s+(\\d+)`, 'm'))?.[1])
  const total = num('Total')
  if (Number.isNaN(total)) {
    // no closing block (a crash or a hang): count what the per-file "(passed / total)" lines reported
    const files = [...text.matchAll(/\((\d+) \/ (\d+)\)/g)]
    if (!files.length) return null
    const passed = files.reduce((s, m) => s + Number(m[1]), 0)
    const failed = files.reduce((s, m) => s + Number(m[2]) - Number(m[1]), 0) + 1
    return { passed, skipped: 0, failed, note: 'uvu did not finish; +1 failed for that' }
  }
  const passed = num('Passed')
  const skipped = num('Skipped') || 0
  return { passed, skipped, failed: total - passed - skipped }
}

/**
 * What failed, for the closing summary: each uvu FAIL block as `suite "test": first line of its error`, or, when
 * there is none (a crash, a timeout), the last lines printed. CI's record keeps only the tail of the output, so
 * the reason has to be there.
 */
function failuresOf(out) {
  const lines = plain(out).split('\n')
  const found = []
  lines.forEach((line, i) => {
    const m = line.match(/^\s*FAIL\s+(.*?)\s+"(.*)"\s*$/)
    if (!m) return
    const why =
      lines
        .slice(i + 1)
        .find((l) => l.trim())
        ?.trim() ?? ''
    found.push(`${m[1]} "${m[2]}": ${why.slice(0, 200)}`)
  })
  if (found.length) return found
  return lines
    .filter((l) => l.trim())
    .slice(-3)
    .map((l) => l.trim().slice(0, 200))
}

function record(name, r, began) {
  totals.passed += r.passed
  totals.failed += r.failed
  totals.skipped += r.skipped ?? 0
  summary.push(
    `${r.failed ? 'FAIL' : 'ok  '} ${name}: ${r.passed} passed, ${r.failed} failed${r.skipped ? `, ${r.skipped} skipped` : ''}${r.note ? ` (${r.note})` : ''}${began ? `, ${seconds(began)}` : ''}`,
  )
  for (const why of r.why ?? []) summary.push(`       ${why}`)
  return r.failed === 0
}

function banner(name) {
  console.log(`\n=== ${name} ${'='.repeat(Math.max(3, 70 - name.length))}`)
}

/** A command that is one test: passes when it exits 0. */
async function step(name, cmd, args) {
  banner(name)
  const began = Date.now()
  const { code, out } = await run(cmd, args)
  return record(name, { passed: code === 0 ? 1 : 0, failed: code === 0 ? 0 : 1, why: code === 0 ? [] : failuresOf(out) }, began)
}

/**
 * Every test file of `dir` in a process of its own (`parallel` at a time), so a file that stubs a global,
 * leaves a poll running or hangs cannot break the others.
 */
function filesStep(name, dir, re, parallel, limitMs) {
  const files = fs
    .readdirSync(path.join(ROOT, dir))
    .filter((f) => re.test(f))
    .sort()
  return pool(
    name,
    files.map((f) => ({ step: name, label: f, args: uvuFile(dir, f), limitMs })),
    parallel,
  )
}

/** uvu's arguments for one file of a folder, loaded through its CommonJS hook (`-r tsx`): under the ESM loader
 *  Preact would load twice and its hooks break. */
const uvuFile = (dir, file) => ['-r', 'tsx', dir, '^' + file.replace(/[.]/g, '\\.') + '$']

/** End-to-end files that share a process (and its Chromium) in the pool: enough to pay the starts once in a
 *  while, few enough that the pool still has jobs to share between its workers. */
const FILES_A_PROCESS = 6
const BUILD_TESTS = 'build tests (header compile, page, locale packing, pio script)'
const E2E = 'end-to-end (Chromium)'
// Run first, so the pool does not end on one long file alone: the files that take longest (measured on this
// machine), longest first. The rest follow in name order.
const LONGEST = [
  'faults.test.ts',
  'releases.test.ts',
  'chromium smoke set',
  'webkit smoke set',
  'axe.test.ts',
  'system.test.ts',
  'firefox smoke set',
  'width.test.ts',
  'dashboard-values.test.ts',
  'trends.test.ts',
  'test/build',
  'shell.test.ts',
]

/**
 * Runs uvu `jobs`, each a process of its own, `parallel` at a time, the LONGEST first. Each job's line (and a
 * failing one's whole output) is printed when it ends; the summary counts them by step, with the time the pool took.
 */
async function pool(title, jobs, parallel) {
  const rank = (j) => (LONGEST.includes(j.label) ? LONGEST.indexOf(j.label) : LONGEST.length)
  const queue = [...jobs].sort((x, y) => rank(x) - rank(y))
  banner(title)
  const began = Date.now()
  const steps = new Map(jobs.map((j) => [j.step, { passed: 0, failed: 0, skipped: 0, why: [], bad: [] }]))
  const worker = async () => {
    for (let job = queue.shift(); job; job = queue.shift()) {
      const t = Date.now()
      const { code, out } = await run(job.cmd ?? bin('uvu'), job.args, job.limitMs, false)
      const one = parseUvu(out) ?? { passed: 0, failed: 1, skipped: 0 }
      if (code !== 0 && one.failed === 0) one.failed = 1
      process.stdout.write(`--- ${job.label}: ${one.passed} passed, ${one.failed} failed (${seconds(t)})\n`)
      const r = steps.get(job.step)
      if (one.failed) process.stdout.write(out + '\n'), r.bad.push(job.label), r.why.push(...failuresOf(out).map((w) => `${job.label}: ${w}`))
      r.passed += one.passed
      r.failed += one.failed
      r.skipped += one.skipped ?? 0
    }
  }
  await Promise.all(Array.from({ length: parallel }, worker))
  for (const [name, r] of steps) record(name, { ...r, note: r.bad.length ? 'failing: ' + r.bad.join(' ') : undefined }, began)
}

function skip(name, why) {
  banner(name)
  console.log(`skipped: ${why}`)
  summary.push(`skip ${name}: ${why}`)
}

if (!only) await step('lint and format (biome check)', bin('biome'), ['check', '--error-on-warnings', '.'])
if (!only) await step('type check (tsc --noEmit)', bin('tsc'), ['--noEmit', '-p', '.'])

// How many test processes run at once (TEST_JOBS): the unit files three (short, mostly starting node and tsx:
// 189 -> 138 s on two cores), the files needing the build two (browsers keep two cores busy: three took
// 1,099 s where two took 1,076).
const JOBS = Number(process.env.TEST_JOBS) || 0

// Unit tests of the console (src/) and of the emulator (emulator/, its command line), a folder each. The
// limit ends a hung file; the emulator's command-line files start many processes, slow on a busy machine.
for (const dir of only === 'build' ? [] : ['test/unit/console', 'test/unit/emulator']) {
  const name = `unit tests: ${path.basename(dir)}`
  if (hasTests(dir, /\.test\.tsx?$/)) await filesStep(name, dir, /\.test\.tsx?$/, JOBS || 3, 5 * MINUTE)
  else skip(name, `no ${dir}/*.test.ts(x) files yet`)
}

const built = only !== 'unit' && (await step('build (node build.mjs)', process.execPath, ['build.mjs']))

if (built) {
  banner('size budget')
  const { checkBudget } = await import('../build.mjs')
  const budget = checkBudget(fs.statSync(path.join(ROOT, 'dist/index.html.gz')).size)
  console.log(`dist/index.html.gz: ${budget.text}${budget.ok ? '' : ' (npm run size shows where the bytes go)'}`)
  record('size budget', { passed: budget.ok ? 1 : 0, failed: budget.ok ? 0 : 1 })

  // Which Chromium: found (and, the first time, unpacked from its npm package) once here, printed once, and
  // passed on to every step through the environment (test/chromium-path.mjs).
  banner('browser')
  const chromium = await findChromium().catch((e) => (console.log(e.message), null))
  record('browser', { passed: chromium ? 1 : 0, failed: chromium ? 0 : 1 })

  const jobs = [{ step: BUILD_TESTS, label: 'test/build', args: ['test/build', '.test.mjs$'], limitMs: 10 * MINUTE }]
  if (!chromium) skip(E2E, 'no Chromium (see "browser" above)')
  else if (!hasTests('test/e2e', /\.test\.ts$/)) skip(E2E, 'no test/e2e/*.test.ts files yet')
  // a hung file's end: axe's screens take 20 min on a busy machine
  else {
    // The long files alone, each with uvu; the others a few to a process (test/e2e/files.cjs), which saves
    // each file the start of node, tsx and Chromium (about 4.5 CPU-seconds a file on this machine).
    const files = fs
      .readdirSync(path.join(ROOT, 'test/e2e'))
      .filter((f) => f.endsWith('.test.ts'))
      .sort()
    const small = files.filter((f) => !LONGEST.includes(f))
    for (const f of files.filter((f) => LONGEST.includes(f))) jobs.push({ step: E2E, label: f, args: uvuFile('test/e2e', f), limitMs: 30 * MINUTE })
    for (let i = 0; i < small.length; i += FILES_A_PROCESS) {
      const some = small.slice(i, i + FILES_A_PROCESS)
      jobs.push({ step: E2E, label: some.join(' '), cmd: process.execPath, args: ['-r', 'tsx', 'test/e2e/files.cjs', ...some], limitMs: 30 * MINUTE })
    }
  }
  // The smoke set in each browser engine, one process each; a hung browser is killed after its limit.
  const { ENGINES, missing } = await import('./engines/present.mjs')
  for (const engine of ENGINES) {
    const why = missing(engine)
    if (why) skip(`smoke set in ${engine}`, why)
    else
      jobs.push({
        step: `smoke set in ${engine}`,
        label: `${engine} smoke set`,
        args: uvuFile('test/engines', `${engine}.test.ts`),
        limitMs: 8 * MINUTE,
      })
  }
  // After the build, the build tests, each end-to-end file and the smoke set of each engine: two at a time unless TEST_JOBS says.
  await pool(`${jobs.length} files needing the build, ${JOBS || 2} at a time`, jobs, JOBS || 2)
} else if (only !== 'unit') {
  for (const name of ['size budget', BUILD_TESTS, E2E, 'smoke sets']) skip(name, 'the build failed')
}

console.log('\n=== summary ' + '='.repeat(62))
for (const line of summary) console.log(line)
if (totals.skipped) console.log(`(${totals.skipped} tests skipped)`)
console.log(`${totals.passed} passed, ${totals.failed} failed`)
process.exitCode = totals.failed ? 1 : 0
