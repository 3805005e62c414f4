// The byte report of `npm run size`: where the page's bytes go, part by part (each npm package, the app code,
// the locales, Pico, the HTML shell). It splits esbuild's output by its source maps, so it carries a small
// decoder for their base64 VLQ "mappings" rather than a source-map dependency for one loop.
import fs from 'node:fs'
import path from 'node:path'
import zlib from 'node:zlib'
import { renameVars } from './css-vars.mjs'
import { DIST } from './paths.mjs'

const B64 = Object.fromEntries([...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/'].map((c, i) => [c, i]))

/** Source map "mappings" -> [generated line, generated column, source index or -1]. */
export function decodeMappings(mappings) {
  const segs = []
  let src = 0
  mappings.split(';').forEach((line, ln) => {
    let col = 0
    for (const seg of line.split(',')) {
      if (!seg) continue
      const f = []
      let v = 0
      let shift = 0
      for (const ch of seg) {
        // base64 VLQ
        const d = B64[ch]
        v += (d & 31) << shift
        if (d & 32) shift += 5
        else {
          f.push(v & 1 ? -(v >>> 1) : v >>> 1)
          v = shift = 0
        }
      }
      col += f[0]
      if (f.length > 1) src += f[1]
      segs.push([ln, col, f.length > 1 ? src : -1])
    }
  })
  return segs
}

/** Which table row an input belongs to. */
export function partOf(source) {
  const pkgs = source.match(/node_modules\/(@[^/]+\/[^/]+|[^/]+)/g)
  if (pkgs) return pkgs.at(-1).slice('node_modules/'.length)
  if (/(^|\/)locales\/|locale-pack/.test(source)) return 'locales (locales/*.json)'
  if (/^pico:/.test(source)) return '@picocss/pico'
  if (/(^|\/)src\//.test(source)) return 'app code (src/)'
  return 'other'
}

/** Splits generated code into parts by its source map: Map<part, text>. */
export function splitBySource(code, map, prefix) {
  const parts = new Map()
  const add = (p, s) => parts.set(p, (parts.get(p) ?? '') + s)
  const segs = decodeMappings(map.mappings)
  const glue = prefix + 'bundler glue'
  let i = 0
  code.split('\n').forEach((text, ln) => {
    let pos = 0
    let cur = glue
    for (; i < segs.length && segs[i][0] === ln; i++) {
      const [, col, src] = segs[i]
      add(cur, text.slice(pos, col))
      pos = col
      cur = src < 0 ? glue : prefix + partOf(map.sources[src])
    }
    add(cur, text.slice(pos) + '\n')
  })
  return parts
}

/** The table of `npm run size`: [part, bytes in the page, those bytes gzipped -9 alone], JS parts largest first,
 *  then CSS parts, then the HTML shell (whatever no source map covers; its gzip column is null). Needs esbuild's
 *  result built with `sourcemap: 'external'` and the page made from it; `cssNames`, the short names the page
 *  gave the CSS custom properties (css-vars.mjs), so that the CSS rows count what the page holds. */
export function sizeTable(result, html, cssNames = new Map()) {
  const file = (ext) => result.outputFiles.find((f) => f.path.endsWith(ext))
  const rows = new Map()
  for (const [ext, prefix] of [
    ['.js', ''],
    ['.css', 'CSS '],
  ]) {
    const code = file(ext)?.text ?? ''
    const map = file(ext + '.map')
    if (!map) continue
    for (const [part, text] of splitBySource(code, JSON.parse(map.text), prefix)) {
      // a source map segment never splits a custom property's name, so each part renames as the whole did
      if (text.trim()) rows.set(part, prefix ? renameVars(text, cssNames) : text)
    }
  }
  let inParts = 0
  for (const t of rows.values()) inParts += Buffer.byteLength(t)
  const shellBytes = html.length - inParts
  const table = [...rows].map(([part, text]) => {
    const b = Buffer.from(text)
    return [part, b.length, zlib.gzipSync(b, { level: 9 }).length]
  })
  // JS parts first, largest first; CSS after; HTML shell (tags, favicon, line ends) last
  table.sort((a, b) => a[0].startsWith('CSS ') - b[0].startsWith('CSS ') || b[2] - a[2])
  table.push(['HTML shell (tags, favicon, newlines)', shellBytes, null])
  return table
}

/** Prints the table, the real totals and writes dist/meta.json (esbuild's metafile). */
export function printSize(result, html, gz, cssNames) {
  const table = sizeTable(result, html, cssNames)
  const n = (x) => (x == null ? '' : x.toLocaleString('en-US'))
  const line = (a, b, c) => console.log(a.padEnd(38) + n(b).padStart(10) + n(c).padStart(10))
  console.log('\nSize by part. min = bytes in dist/index.html; gz = that part gzipped -9 ALONE (an estimate:')
  console.log('parts compress better together, so they add up to more than the real total below).\n')
  console.log('part'.padEnd(38) + 'min'.padStart(10) + 'gz'.padStart(10))
  for (const [p, a, b] of table) line(p, a, b)
  line(
    'sum of parts',
    html.length,
    table.reduce((s, r) => s + (r[2] ?? 0), 0),
  )
  console.log('\nreal total of dist/index.html')
  line('  raw', html.length, null)
  line('  zopfli (dist/index.html.gz)', gz.length, null)
  // for a closer look: drop it on esbuild's bundle analyzer
  fs.writeFileSync(path.join(DIST, 'meta.json'), JSON.stringify(result.metafile))
  console.log('\nesbuild metafile: dist/meta.json')
}
