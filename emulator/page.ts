// The one static file, dist/index.html.gz, served as the firmware serves its embedded page.
import fs from 'node:fs'
import { gunzipSync, gzipSync } from 'node:zlib'
import type { Context } from 'hono'
import { etagOf } from '../firmware-embed/header.mjs'
import { hashOf } from '../tools/csp.mjs'
import type { PageCache } from './firmware.ts'

interface Page {
  bytes: Uint8Array
  etag: string
  modified: string
  mtimeMs: number
}

const RELOAD_JS = "new EventSource('/__livereload').onmessage=()=>location.reload()"
const LIVE_RELOAD = `<script>${RELOAD_JS}</script>`

/**
 * Serves `file` (gzip bytes). It is re-read whenever its mtime changes, so a build made while the
 * emulator runs is picked up. With `dev`, a live-reload snippet is added unless the page already has one.
 * `cache` is the release's way (firmware.ts PageCache, device-api §10e): from 3.6.5 an ETag, and a matching
 * If-None-Match gets 304; Last-Modified until 3.7.2; Cache-Control no-cache (3.6.5, 3.8.0) or
 * must-revalidate (3.7.0-3.7.2). With 'none' (3.6.0-3.6.4) it is just the gzipped page, every time.
 */
export function createPage(file: string, dev = false, cache: PageCache = 'last-modified') {
  let page: Page | null = null

  function load(): Page | null {
    let stat: fs.Stats
    try {
      stat = fs.statSync(file)
    } catch {
      return (page = null)
    }
    if (page && page.mtimeMs === stat.mtimeMs) return page
    let bytes: Uint8Array = fs.readFileSync(file)
    if (dev) {
      const html = gunzipSync(bytes).toString('utf8')
      // the page's CSP (tools/csp.mjs) lets the snippet run by its hash
      if (!html.includes('/__livereload')) {
        bytes = gzipSync(html.replace(/<\/body>|$/i, (end) => LIVE_RELOAD + end).replace('script-src ', `script-src ${hashOf(RELOAD_JS)} `))
      }
    }
    const etag = etagOf(bytes) // the one the firmware gets in dist/WWWData.h
    return (page = { bytes, etag, modified: stat.mtime.toUTCString(), mtimeMs: stat.mtimeMs })
  }

  const matches = (header: string | undefined, etag: string) =>
    !!header && header.split(',').some((t) => t.trim() === '*' || t.trim().replace(/^W\//, '') === etag)

  return function serve(c: Context): Response {
    const p = load()
    // Never crash when the page has not been built: say how to build it.
    if (!p) return c.text('run npm run build\n', 503)
    if (cache !== 'none') {
      c.header('ETag', p.etag)
      if (cache !== 'etag') c.header('Last-Modified', p.modified)
      c.header('Cache-Control', cache === 'must-revalidate' ? 'must-revalidate' : 'no-cache')
      if (matches(c.req.header('if-none-match'), p.etag)) return c.body(null, 304)
    }
    c.header('Content-Type', 'text/html')
    c.header('Content-Encoding', 'gzip')
    return c.body(p.bytes as Uint8Array<ArrayBuffer>, 200)
  }
}
