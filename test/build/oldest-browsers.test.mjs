// The oldest browsers the README promises hold: esbuild's target is what the README says, and no web API the page
// calls came later than that. esbuild rewrites syntax for the target but not API calls, so the APIs that came late
// are listed here with the first version of each browser that has them, and the shipped page is searched for
// them. A call a library makes only where the API exists (feature tested) is marked `guarded`.
import fs from 'node:fs'
import { fileURLToPath } from 'node:url'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { options } from '../../tools/esbuild-options.mjs'

const file = (p) => fs.readFileSync(fileURLToPath(new URL('../../' + p, import.meta.url)), 'utf8')
const page = file('dist/index.html')

/** [name, pattern in the minified page, first Chrome, first Firefox, first Safari, guarded?] */
const LATE = [
  ['Object.hasOwn', /Object\.hasOwn\(/, 93, 92, 15.4],
  ['<dialog> showModal', /\.showModal\(/, 37, 98, 15.4],
  ['Array/String at()', /\.at\(-?\d/, 92, 90, 15.4],
  ['private class fields', /this\.#\w/, 74, 90, 14.1],
  ['queueMicrotask', /queueMicrotask\(/, 71, 69, 12.1],
  ['structuredClone', /structuredClone\(/, 98, 94, 15.4],
  ['AbortSignal.timeout', /AbortSignal\.timeout\(/, 103, 100, 16],
  ['AbortSignal.any (ky, only where it exists)', /AbortSignal\.any\(/, 116, 124, 17.4, true],
  ['Array findLast', /\.findLast(Index)?\(/, 97, 104, 15.4],
  ['Array toSorted/toReversed', /\.to(Sorted|Reversed|Spliced)\(/, 110, 115, 16],
  ['Promise.withResolvers', /withResolvers\(/, 119, 121, 17.4],
  ['Object.groupBy', /\.groupBy\(/, 117, 119, 17.4],
  ['Element.checkVisibility', /checkVisibility\(/, 105, 106, 17.4],
  ['Intl.Segmenter', /Intl\.Segmenter/, 87, 125, 14.1],
]

/** The target as { chrome, firefox, safari } versions (edge follows chrome). */
function targets() {
  const out = {}
  for (const t of options({ dev: false }).target) {
    const m = /^(chrome|firefox|safari|edge)([\d.]+)$/.exec(t)
    if (m) out[m[1]] = Number(m[2])
  }
  return out
}

test('esbuild targets the browsers the README names', () => {
  const t = targets()
  const m = /runs in Chrome and Edge (\d+), Firefox (\d+), Safari ([\d.]+) or newer/.exec(file('README.md'))
  assert.ok(m, 'the README names its oldest browsers')
  assert.equal([t.chrome, t.edge, t.firefox, t.safari], [+m[1], +m[1], +m[2], +m[3]])
})

test('no API the page calls unguarded came after those browsers', () => {
  const t = targets()
  const late = LATE.filter(([, re, c, f, s, guarded]) => !guarded && re.test(page) && (c > t.chrome || f > t.firefox || s > t.safari))
  assert.equal(
    late.map(([name]) => name),
    [],
  )
  assert.ok(
    LATE.some(([, re]) => re.test(page)),
    'the page is searched (it calls Object.hasOwn through ky)',
  )
})

test.run()
