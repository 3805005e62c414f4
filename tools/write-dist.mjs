// Writing dist/: the page, its gzip and (production only) the firmware header, from one esbuild result. Shared
// by the one-off build and the watcher, so both write the same files the same way.
import fs from 'node:fs'
import path from 'node:path'
import zlib from 'node:zlib'
import { writeHeader } from '../firmware-embed/header.mjs'
import { withCsp } from './csp.mjs'
import { cssVarNames } from './css-vars.mjs'
import { firstPaint } from './first-screen.mjs'
import { page } from './page.mjs'
import { DIST, ROOT } from './paths.mjs'
import { gzipBest } from './zopfli.mjs'

function writeAtomic(file, data) {
  fs.writeFileSync(file + '.tmp', data)
  fs.renameSync(file + '.tmp', file) // the emulator never reads half a file
}

/** Writes dist/index.html, .gz and (not in dev) the firmware header; returns them, and the short names the
 *  page's CSS custom properties got (css-vars.mjs; none in dev, whose CSS stays readable). */
export async function emit(result, dev) {
  const first = await firstPaint(ROOT)
  const out = (ext) => result.outputFiles.find((f) => f.path.endsWith(ext))?.text ?? ''
  const cssNames = dev ? new Map() : cssVarNames(out('.css'), out('.js') + first.head + first.body)
  // with the Content-Security-Policy of this build's inline scripts and style (csp.mjs)
  const html = Buffer.from(withCsp(page(result, dev, first, cssNames)))
  // dev: the fastest gzip (its size does not matter), so a rebuild stays well under a second
  const gz = dev ? zlib.gzipSync(html, { level: 1 }) : await gzipBest(html)
  fs.mkdirSync(DIST, { recursive: true })
  writeAtomic(path.join(DIST, 'index.html'), html)
  writeAtomic(path.join(DIST, 'index.html.gz'), gz)
  // A dev page must never end up in firmware: the header is only written by production builds.
  if (!dev) writeHeader(gz, path.join(DIST, 'WWWData.h'))
  // which short name is which custom property: for reading the shipped page's CSS (devtools, the build tests)
  if (!dev) writeAtomic(path.join(DIST, 'css-names.json'), JSON.stringify(Object.fromEntries([...cssNames].map(([l, s]) => [s, l])), null, 1))
  return { html, gz, cssNames }
}
