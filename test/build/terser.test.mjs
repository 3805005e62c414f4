// tools/terser.mjs runs a second minifier over esbuild's bundle: it must shrink the code without changing what
// it does (a signal read for its subscription stays), and keep a source map that still names the sources, so
// that `npm run size` can split the page by package.

import { fileURLToPath } from 'node:url'
import * as esbuild from 'esbuild'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { decodeMappings } from '../../tools/byte-report.mjs'
import { terse } from '../../tools/terser.mjs'

const ROOT = fileURLToPath(new URL('../..', import.meta.url))

// A getter read whose value is unused (a signal's `.value` read subscribes the reader), a single-use helper
// that only a whole-program pass inlines, and a dead branch.
const SOURCE = `
import { signal, effect } from '@preact/signals-core'
const s = signal(1)
export let runs = 0
effect(() => { s.value; runs++ })
function twice(x) { return x * 2 }
export const doubled = twice(21)
export function bump() { s.value++ }
if (process.env.NODE_ENV !== 'production') console.log('dev only')
`

async function build(sourcemap) {
  return esbuild.build({
    stdin: { contents: SOURCE, resolveDir: ROOT, loader: 'js', sourcefile: 'src/sample.js' },
    bundle: true,
    format: 'esm',
    write: false,
    outdir: '/out',
    entryNames: 'main',
    minify: true,
    sourcemap,
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'silent',
  })
}

test('the code is smaller and behaves the same: an unused signal read still subscribes', async () => {
  const before = await build(false)
  const after = await terse(before)
  const js = (r) => r.outputFiles.find((f) => f.path.endsWith('.js')).text
  assert.ok(js(after).length < js(before).length, `${js(before).length} -> ${js(after).length}`)
  const mod = await import(`data:text/javascript,${encodeURIComponent(js(after))}`)
  assert.is(mod.doubled, 42)
  assert.is(mod.runs, 1)
  mod.bump()
  assert.is(mod.runs, 2, 'the effect ran again: the read of s.value was kept')
})

test('the source map goes through: it still names the sources and maps the new code', async () => {
  const after = await terse(await build('external'))
  const map = JSON.parse(after.outputFiles.find((f) => f.path.endsWith('.js.map')).text)
  assert.ok(map.sources.some((s) => s.includes('src/sample.js')))
  assert.ok(map.sources.some((s) => s.includes('node_modules/@preact/signals-core')))
  const lines = after.outputFiles.find((f) => f.path.endsWith('.js')).text.split('\n').length
  const segs = decodeMappings(map.mappings)
  assert.ok(segs.length > 10 && segs.every(([ln]) => ln < lines))
})

test.run()
