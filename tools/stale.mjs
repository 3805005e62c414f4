// Stale-dist detection: whether dist/ must be rebuilt before it is served (`npm start`, tools/start.mjs) or
// measured (`npm run bench`). Kept apart from the build itself so that asking costs no esbuild, sass or zopfli.
import fs from 'node:fs'
import path from 'node:path'
import { DIST, ROOT } from './paths.mjs'

/** Everything a production build reads besides node_modules (esbuild reads tsconfig.json too); dist/ older than
 *  any of these is stale. tools/ as a whole, so a new module of the build is an input without being listed (its
 *  start.mjs too, which only costs a needless rebuild after it is edited). firmware-embed/pio_prebuild.py keeps
 *  the same list (test/build/pio-rebuild.test.mjs checks). */
export const BUILD_INPUTS = ['src', 'locales', 'build.mjs', 'tools', 'firmware-embed', 'tsconfig.json', 'package.json', 'package-lock.json']

/**
 * Why dist/ needs a production build, or null when it is up to date: missing, older than a source, or left
 * by a dev build (`npm run dev` writes index.html.gz with a live-reload snippet but no header). For `npm start`
 * (tools/start.mjs) and `npm run bench`.
 */
export function distStale() {
  const mtime = (p) => {
    if (!fs.existsSync(p)) return 0
    const st = fs.statSync(p)
    return st.isDirectory() ? Math.max(0, ...fs.readdirSync(p).map((f) => mtime(path.join(p, f)))) : st.mtimeMs
  }
  const gz = mtime(path.join(DIST, 'index.html.gz'))
  const header = mtime(path.join(DIST, 'WWWData.h'))
  if (!gz || !header) return 'dist/ is not built'
  if (header < gz) return 'dist/ holds a dev build'
  const newest = BUILD_INPUTS.map((p) => [p, mtime(path.join(ROOT, p))]).find(([, t]) => t > gz)
  return newest ? `${newest[0]} changed since the last build` : null
}
