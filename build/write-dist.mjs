// Writing dist/: the page, its gzip and (production only) the firmware header, from one esbuild result. Shared
// by the one-off build and the watcher, so both write the same files the same way.
import fs from 'node:fs'
import path from 'node:path'
import zlib from 'node:zlib'
import { writeHeader } from '../firmware-embed/header.mjs'
import { withCsp } from './csp.mjs'
import { firstPaint } from './first-paint.mjs'
import { page } from './page.mjs'
import { DIST, ROOT } from './paths.mjs'
import { gzipBest } from './zopfli.mjs'

function writeAtomic(file, data) {
  fs.writeFileSync(file + '.tmp', data)
  fs.renameSync(file + '.tmp', file) // the emulator never reads half a file
}

/** Writes dist/index.html, .gz and (not in dev) the firmware header; returns the byte counts. */
export async function emit(result, dev) {
  // with the Content-Security-Policy of this build's inline scripts and style (csp.mjs)
  const html = Buffer.from(withCsp(page(result, dev, await firstPaint(ROOT))))
  // dev: the fastest gzip (its size does not matter), so a rebuild stays well under a second
  const gz = dev ? zlib.gzipSync(html, { level: 1 }) : await gzipBest(html)
  fs.mkdirSync(DIST, { recursive: true })
  writeAtomic(path.join(DIST, 'index.html'), html)
  writeAtomic(path.join(DIST, 'index.html.gz'), gz)
  // A dev page must never end up in firmware: the header is only written by production builds.
  if (!dev) writeHeader(gz, path.join(DIST, 'WWWData.h'))
  return { html, gz }
}
