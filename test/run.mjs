#!/usr/bin/env node
// npm test: every check in order, each step's output streamed live, then one closing line
// `N passed, N failed` over all of them (CI reads that line; uvu's own Total/Passed lines it does not).
// uvu steps count their tests; any other step counts as one test. A failing step does not stop the next
// ones, except that nothing that needs dist/ runs after a failed build.
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const ROOT = fileURLToPath(new URL('..', import.meta.url))
const bin = (name) => path.join(ROOT, 'node_modules/.bin', name)
const hasTests = (dir, re) => fs.existsSync(path.join(ROOT, dir)) && fs.readdirSync(path.join(ROOT, dir)).some((f) => re.test(f))

const STEP_LIMIT_MS = 20 * 60_000
const totals = { passed: 0, failed: 0, skipped: 0 }
const summary = []

/** Runs a command with live output; returns { code, out } (stdout and stderr as one text, for parsing). */
function run(cmd, args) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env } })
    let out = ''
    child.stdout.on('data', (d) => { process.stdout.write(d); out += d })
    child.stderr.on('data', (d) => { process.stderr.write(d); out += d })
    // a hung step (a browser that never answers) must not eat CI's whole time
    const timer = setTimeout(() => { out += '\n[step timed out]'; child.kill('SIGKILL') }, STEP_LIMIT_MS)
    child.on('error', (e) => { out += e.message; resolve({ code: 127, out }) })
    child.on('close', (code) => { clearTimeout(timer); resolve({ code: code ?? 1, out }) })
  })
}

/** uvu's closing block: Total / Passed / Skipped. null when uvu did not get that far (e.g. an import threw). */
function parseUvu(out) {
  const text = out.replace(/\x1b\[[0-9;]*m/g, '') // eslint-disable-line no-control-regex
  const num = (label) => Number(text.match(new RegExp(`^\\s*${label}:\\s+(\\d+)`, 'm'))?.[1])
  const total = num('Total')
  if (Number.isNaN(total)) return null
  const passed = num('Passed')
  const skipped = num('Skipped') || 0
  return { passed, skipped, failed: total - passed - skipped }
}

function record(name, r) {
  totals.passed += r.passed
  totals.failed += r.failed
  totals.skipped += r.skipped ?? 0
  summary.push(`${r.failed ? 'FAIL' : 'ok  '} ${name}: ${r.passed} passed, ${r.failed} failed${r.skipped ? `, ${r.skipped} skipped` : ''}${r.note ? ` (${r.note})` : ''}`)
  return r.failed === 0
}

function banner(name) {
  console.log(`\n=== ${name} ${'='.repeat(Math.max(3, 70 - name.length))}`)
}

/** A command that is one test: passes when it exits 0. */
async function step(name, cmd, args) {
  banner(name)
  const { code } = await run(cmd, args)
  return record(name, { passed: code === 0 ? 1 : 0, failed: code === 0 ? 0 : 1 })
}

/** A uvu run: its own counts; a crash without counts, or a non-zero exit with none failed, is one failure. */
async function uvuStep(name, args) {
  banner(name)
  const { code, out } = await run(bin('uvu'), args)
  const r = parseUvu(out) ?? { passed: 0, failed: 1, skipped: 0, note: 'uvu printed no totals' }
  if (code !== 0 && r.failed === 0) Object.assign(r, { failed: 1, note: `uvu exited ${code}` })
  return record(name, r)
}

function skip(name, why) {
  banner(name)
  console.log(`skipped: ${why}`)
  summary.push(`skip ${name}: ${why}`)
}

await step('type check (tsc --noEmit)', bin('tsc'), ['--noEmit', '-p', '.'])

if (hasTests('test/unit', /\.test\.tsx?$/)) await uvuStep('unit tests', ['-r', 'tsx', 'test/unit', '.test.(ts|tsx)$'])
else skip('unit tests', 'no test/unit/*.test.ts(x) files yet')

const built = await step('build (node build.mjs)', process.execPath, ['build.mjs'])

if (built) {
  banner('size budget')
  const { checkBudget } = await import('../build.mjs')
  const budget = checkBudget(fs.statSync(path.join(ROOT, 'dist/index.html.gz')).size)
  console.log(`dist/index.html.gz: ${budget.text}${budget.ok ? '' : ' (npm run size shows where the bytes go)'}`)
  record('size budget', { passed: budget.ok ? 1 : 0, failed: budget.ok ? 0 : 1 })

  await uvuStep('build tests (header compile, page, locale packing)', ['test/build', '.test.mjs$'])

  if (hasTests('test/e2e', /\.test\.ts$/)) await uvuStep('end-to-end (Chromium)', ['-r', 'tsx', 'test/e2e', '.test.ts$'])
  else skip('end-to-end (Chromium)', 'no test/e2e/*.test.ts files yet')
} else {
  for (const name of ['size budget', 'build tests', 'end-to-end (Chromium)']) skip(name, 'the build failed')
}

console.log('\n=== summary ' + '='.repeat(62))
for (const line of summary) console.log(line)
if (totals.skipped) console.log(`(${totals.skipped} tests skipped)`)
console.log(`${totals.passed} passed, ${totals.failed} failed`)
process.exitCode = totals.failed ? 1 : 0
