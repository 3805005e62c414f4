// How long a build takes and how big its output is. The esbuild bundle alone is timed over several runs
// (median); the full `node build.mjs` (bundle + Pico + zopfli + header) once.

import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import { fileURLToPath } from 'node:url'
import zlib from 'node:zlib'
import * as esbuild from 'esbuild'
import { options } from '../../build.mjs'

const ROOT = fileURLToPath(new URL('../..', import.meta.url))
const RUNS = 5
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]
const n = (x) => Math.round(x).toLocaleString('en-US')

const times = []
let bytes = 0
for (let i = 0; i < RUNS; i++) {
  const t = performance.now()
  const r = await esbuild.build(options({ dev: false, sourcemap: false })) // first run also compiles Pico
  times.push(performance.now() - t)
  bytes = r.outputFiles.reduce((s, f) => s + f.contents.length, 0)
}

let t = performance.now()
const full = spawnSync(process.execPath, ['build.mjs'], { cwd: ROOT, encoding: 'utf8' })
const fullMs = performance.now() - t
if (full.status !== 0) {
  process.stderr.write(full.stdout + full.stderr)
  process.exit(1)
}
const html = fs.readFileSync(new URL('../../dist/index.html', import.meta.url))
const gz = fs.statSync(new URL('../../dist/index.html.gz', import.meta.url)).size
t = performance.now()
const gzip9 = zlib.gzipSync(html, { level: 9 }).length
const gzip9Ms = performance.now() - t

console.log(`esbuild bundle     ${n(median(times))} ms median of ${RUNS} (first ${n(times[0])} ms); ${n(bytes)} B JS+CSS`)
console.log(`node build.mjs     ${n(fullMs)} ms (bundle, page, zopfli, header)`)
console.log(`dist/index.html    ${n(html.length)} B`)
console.log(`gzip -9            ${n(gzip9)} B (${n(gzip9Ms)} ms)`)
console.log(`zopfli (shipped)   ${n(gz)} B, ${((1 - gz / gzip9) * 100).toFixed(1)}% below gzip -9`)
