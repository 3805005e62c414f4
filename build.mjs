// Builds the console as ONE self-contained page for the gateway's flash:
//   esbuild bundles src/main.tsx (its CSS comes through imports) -> dist/index.html (inline <style> and <script>)
//   -> dist/index.html.gz (zopfli: plain gzip, a few % smaller than gzip -9) -> dist/ems_console.h (firmware-embed/).
//
//   node build.mjs                      production build; fails over the hard cap of size-budget.json
//   node build.mjs --size               the same, then a byte breakdown; fails over the budget too (npm run size)
//   node build.mjs --dev                not minified, inline source map, live reload snippet, no firmware header
//   node build.mjs --dev --watch        rebuild on every change of an imported file (src/, locales/)
//     --emulator                        with --watch: also run the emulator (npm run dev); other arguments go to it
import * as esbuild from 'esbuild'
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { isDeepStrictEqual } from 'node:util'
import zlib from 'node:zlib'
import { gzipAsync as zopfliGzip } from '@gfx/zopfli'
import * as sass from 'sass'
import { firstPaint } from './first-paint.mjs'
import { collectUsage, purge } from './pico-purge.mjs'
import { writeHeader } from './firmware-embed/header.mjs'

const ROOT = path.dirname(fileURLToPath(import.meta.url))
const DIST = path.join(ROOT, 'dist')
const LOCALES = path.join(ROOT, 'locales')
const BUDGET_FILE = path.join(ROOT, 'size-budget.json')

// Pico 2 is compiled from its SCSS with what the console does not use switched off, then pico-purge.mjs drops
// the rules for markup the console never renders (h4, <pre>, radios, .outline buttons, :host...) and the
// custom properties nothing reads any more: 10,565 -> 8,537 B gzip -9 for Pico alone. What a module costs
// (zopfli bytes, before the purge), to decide quickly when a screen needs one: group 651, tooltip 582,
// dropdown 568, modal 547, accordion 257, date 257, range 248, code 233 (its --pico-code-background-color
// colours the system log), search 155, file 87, color 42, figure 32. The light and dark themes (system, or
// data-theme) are all there. A module that is off is not seen even if the app starts using it: turn it on.
// Off since issue 18 (zopfli bytes saved with the purge): nav -418 (the sidebar and tab rows style their own
// links), input-date -266 (no date or time inputs: times are text fields), accordion -260 (the one <details>,
// the user menu, is styled by dropdown; styles.css hides WebKit's marker).
const PICO_OFF = [
  'components/group', 'components/tooltip', 'forms/input-color', 'forms/input-range', 'content/figure',
  'layout/container', 'layout/overflow-auto', 'components/nav', 'forms/input-date', 'components/accordion',
]
const PICO_SETTINGS = '$enable-responsive-typography: false' // fixed root size; our own CSS sets it

const FAVICON = // a small flame, so the browser does not ask for /favicon.ico
  "data:image/svg+xml,<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 16 16'><path fill='%23f4511e' d='M8 0c1 4 5 5 5 10a5 5 0 0 1-10 0c0-2 1-3 2-4 0 2 1 3 2 3C6 6 6 3 8 0z'/></svg>"
const LIVE_RELOAD = "new EventSource('/__livereload').onmessage=()=>location.reload()"

// ---------------------------------------------------------------------------------------------- plugins

/** react, react-dom and react-i18next's CommonJS use-sync-external-store shim all go to preact/compat; the shim
 *  alone would otherwise drag a second, CommonJS copy of compat in (see shared notes). */
const aliases = {
  name: 'aliases',
  setup(build) {
    const to = (spec) => async (args) => build.resolve(spec, { kind: args.kind, resolveDir: ROOT })
    build.onResolve({ filter: /^react(-dom)?$/ }, to('preact/compat'))
    build.onResolve({ filter: /^react-dom\/client$/ }, to('preact/compat/client'))
    build.onResolve({ filter: /^react\/jsx-(dev-)?runtime$/ }, to('preact/jsx-runtime'))
    build.onResolve({ filter: /^use-sync-external-store\/shim(\/index\.js)?$/ }, to('./src/app/uses-shim.ts'))
  },
}

/** What the page renders: the app (from its entry), the static first screen, and the shell around them. */
export const usage = () =>
  collectUsage({
    root: ROOT,
    entries: ['src/main.tsx', 'first-paint.mjs'],
    html: page({ outputFiles: [] }, false, { head: '', body: '' }),
    cssDirs: ['src'], // the custom properties the app's own CSS reads
  })

/** `@import "@picocss/pico/scss"` in a CSS file -> Pico compiled with PICO_OFF and PICO_SETTINGS, without the
 *  rules and custom properties the page cannot use (pico-purge.mjs). */
function pico() {
  let css // compiled once per process: Pico's sources do not change while watching
  return {
    name: 'pico',
    setup(build) {
      build.onResolve({ filter: /^@picocss\/pico\/scss$/ }, () => ({ path: 'pico.scss', namespace: 'pico' }))
      build.onLoad({ filter: /.*/, namespace: 'pico' }, async () => {
        const modules = PICO_OFF.map((m) => `"${m}": false`).join(', ')
        css ??= sass.compileString(`@use "pico" with (${PICO_SETTINGS}, $modules: (${modules}));`, {
          loadPaths: [path.join(ROOT, 'node_modules/@picocss/pico/scss')],
          style: 'compressed', // esbuild keeps custom property values as written, so compact them here
          charset: false, // no @charset inside a <style>: the page is UTF-8
          quietDeps: true, // Pico's own deprecation warnings are not ours to fix
        }).css
        // what the app renders is read again on every build: it changes while watching
        return { contents: purge(css, await usage()).css, loader: 'css' }
      })
    },
  }
}

/** i18next's warnings and deprecation notes print only with its `debug` option, which the console never sets, yet
 *  their texts ship (~5 KB). In production builds its logger's debug-only calls (log, warn, deprecate, once)
 *  are marked pure, so esbuild drops those whose result is unused; arguments with side effects stay, and
 *  logger.error (printed without debug too) is untouched. Whole page -1.6 KB zopfli. The dev build keeps them,
 *  so `debug: true` still says everything there. Warns if i18next's source no longer has the calls. */
export const quietI18next = {
  name: 'quiet-i18next',
  setup(build) {
    build.onLoad({ filter: /[\\/]node_modules[\\/]i18next[\\/]dist[\\/]esm[\\/]i18next\.js$/ }, (args) => {
      let n = 0
      const contents = fs.readFileSync(args.path, 'utf8')
        .replace(/(\bthis\.logger|\bbaseLogger)\.(warn|log|deprecate|once)\(/g, (m) => (n++, `/* @__PURE__ */ ${m}`))
      const warnings = n ? [] : [{ text: 'found no debug-only logger calls in i18next to drop', location: { file: args.path } }]
      return { contents, loader: 'js', warnings }
    })
  },
}

// Locale packing. Ten languages share the same keys; gzip re-encodes every key of every language as a
// back-reference, which still costs 2-3 bytes each. So each non-en locale ships as just its values in en's key
// order, and a tiny helper rebuilds the same nested object at run time (measured on the real 405 keys x 10
// languages: 38,760 -> 33,165 B zopfli for the locales, -14%). The values travel as ONE string joined with
// newlines (no value has one; the round-trip check below would refuse it): a JSON array spends '","' on each
// (whole page -305 B zopfli, measured on 399 keys). An empty value is one the same as en's (243 of 3,591 are,
// mostly names like MQTT or Port; en's object is mostly too far back for gzip to point at: -362 B). A tab marks
// a value the language lacks: it is left out, so i18next falls back to en for it; keys only the language has
// (plural forms) travel as a plain object. en ships the same way: its keys (a 0 for each text), its texts as
// one string. All languages' values interleaved key by key compressed worse (+1,376 B): a language's words
// repeat within the language. src/i18n.ts imports the JSON files as usual: tsc, tsx and the unit tests see
// plain JSON (its import order is the bundle's: related languages side by side).
const UNPACK = `export function unpack(en, vals, extra) {
  let i = 0, x
  if (typeof vals == 'string') vals = vals.split('\\n')
  const walk = (src, add) => {
    const out = Array.isArray(src) ? [] : {}
    for (const k in src) {
      const v = src[k]
      if (v !== null && typeof v == 'object') { const o = walk(v, add && add[k]); if (Object.keys(o).length) out[k] = o }
      else if ((x = vals[i++]) === '') out[k] = v // the same as en
      else if (x && x != '\\t') out[k] = x // '\\t' (0 in the array form): lacking
    }
    for (const k in add) if (!(k in out)) out[k] = add[k]
    return out
  }
  return walk(en, extra)
}`
export const unpack = new Function(UNPACK.replace('export ', '') + '\nreturn unpack')()
const isObject = (v) => v !== null && typeof v === 'object'

/** The values of `lang` in en's leaf order (0 where missing), plus what en does not have. unpack takes `vals`
 *  as this array or as the string shipped (values joined with newlines, '' for en's, a tab where missing). */
export function packLocale(en, lang) {
  const vals = []
  const walk = (e, l) => {
    const extra = {}
    for (const k in e) {
      const lv = isObject(l) ? l[k] : undefined
      if (isObject(e[k])) {
        const x = walk(e[k], lv)
        if (Object.keys(x).length) extra[k] = x
      } else vals.push(typeof lv === 'string' ? lv : 0)
    }
    if (isObject(l)) for (const k in l) if (!(k in e)) extra[k] = l[k]
    return extra
  }
  const extra = walk(en, lang)
  return { vals, extra }
}

/** <dir>/<lang>.json for lang != en -> `() => unpack(en, 'value\\nvalue...')` (built when first used); en.json -> `unpack({ key: 0, ... },
 *  'value\\nvalue...')`. Every file is unpacked at build time and compared with the JSON; if they differ in any
 *  way the file ships as plain JSON (with a warning). */
export const localePack = (dir = LOCALES) => ({
  name: 'locale-pack',
  setup(build) {
    build.onResolve({ filter: /^locale-pack:unpack$/ }, () => ({ path: 'unpack', namespace: 'locale-pack' }))
    build.onLoad({ filter: /.*/, namespace: 'locale-pack' }, () => ({ contents: UNPACK, loader: 'js' }))
    build.onLoad({ filter: /\.json$/ }, (args) => {
      if (path.dirname(args.path) !== dir) return undefined
      const enPath = path.join(dir, 'en.json')
      const en = JSON.parse(fs.readFileSync(enPath, 'utf8'))
      const text = 'packing would change this locale; shipped as plain JSON'
      const refuse = () => ({ warnings: [{ text, location: { file: path.relative(ROOT, args.path) } }], watchFiles: [enPath] })
      const enVals = packLocale(en, en).vals
      if (path.basename(args.path) === 'en.json') {
        // en too: its keys with a 0 for each text, and the texts as one string (whole page -145 B)
        const keys = JSON.parse(JSON.stringify(en), (k, v) => (typeof v === 'string' ? 0 : v))
        const packed = enVals.join('\n')
        if (!isDeepStrictEqual(unpack(keys, packed), en)) return refuse()
        const contents = `import { unpack } from 'locale-pack:unpack'\n` +
          `export default unpack(${JSON.stringify(keys)}, ${JSON.stringify(packed)})\n`
        return { contents, loader: 'js' }
      }
      const lang = JSON.parse(fs.readFileSync(args.path, 'utf8'))
      const { vals, extra } = packLocale(en, lang)
      const packed = vals.map((v, j) => (v === 0 ? '\t' : v === enVals[j] ? '' : v)).join('\n')
      if (!isDeepStrictEqual(unpack(en, packed, extra), lang)) return refuse()
      const more = Object.keys(extra).length ? ', ' + JSON.stringify(extra) : ''
      return {
        // a function: the page builds a language's strings only when it is chosen (src/i18n.ts), so the nine
        // others never take memory
        contents: `import { unpack } from 'locale-pack:unpack'\nimport en from './en.json'\n` +
          `export default () => unpack(en, ${JSON.stringify(packed)}${more})\n`,
        loader: 'js',
        resolveDir: dir,
        watchFiles: [enPath],
      }
    })
  },
})

// ---------------------------------------------------------------------------------------------- build

/** esbuild options; `sourcemap` as esbuild takes it (the size breakdown needs 'external'). */
export function options({ dev, sourcemap }) {
  return {
    absWorkingDir: ROOT,
    entryPoints: { main: 'src/main.tsx' },
    bundle: true,
    outdir: DIST,
    write: false,
    format: 'esm',
    jsx: 'automatic',
    jsxImportSource: 'preact',
    minify: !dev,
    sourcemap,
    // browsers from 2021 on (Safari 14 has a destructuring bug that esbuild refuses to work around)
    target: ['es2020', 'chrome87', 'edge88', 'firefox78', 'safari15'],
    charset: 'utf8', // raw UTF-8 text is smaller than \u escapes once gzipped (the locales have many)
    treeShaking: true,
    define: { 'process.env.NODE_ENV': dev ? '"development"' : '"production"' },
    legalComments: 'none',
    metafile: true,
    logLevel: 'warning',
    plugins: [aliases, pico(), localePack(), ...(dev ? [] : [quietI18next])],
  }
}

/** Puts esbuild's JS and CSS into the one page. The CSS and the static first screen (first-paint.mjs) come
 *  first, so a browser paints the sign-in card from the first few KB while the app's script still arrives. */
function page(result, dev, first) {
  const out = (ext) => result.outputFiles.find((f) => f.path.endsWith(ext))?.text ?? ''
  // the reload hook goes first: an inline source map comment has to stay at the end
  const js = (dev ? `${LIVE_RELOAD}\n` : '') + out('.js')
  const css = out('.css')
  // esbuild escapes </script and </style inside strings; "<!--" followed by "<script" would still change how
  // the HTML parser ends the inline script, so refuse that instead of shipping a broken page.
  if (/<!--[^]*<script/i.test(js)) throw new Error('the bundle contains "<!--" and "<script": cannot inline it')
  return '<!doctype html><html lang="en"><head><meta charset="utf-8">' +
    '<meta name="viewport" content="width=device-width,initial-scale=1">' +
    '<meta name="color-scheme" content="light dark"><title>EMS-ESP</title>' +
    `<link rel="icon" href="${FAVICON}"><style>${css}</style>${first.head}</head>` +
    `<body>${first.body}<div id="app"></div><script type="module">${js}</script></body></html>\n`
}

/** Zopfli; plain zlib -9 if the WebAssembly module cannot run. On a 255 KB page: 15 iterations 1.2 s,
 *  30 iterations 2 s and 5 B smaller, 60 iterations 3.3 s and 4 B smaller again: 30 it is. */
async function gzipBest(bytes) {
  try {
    return Buffer.from(await zopfliGzip(bytes, { numiterations: 30 }))
  } catch (e) {
    console.warn(`zopfli failed (${e.message}); using zlib -9`)
    return zlib.gzipSync(bytes, { level: 9 })
  }
}

function writeAtomic(file, data) {
  fs.writeFileSync(file + '.tmp', data)
  fs.renameSync(file + '.tmp', file) // the emulator never reads half a file
}

/** Writes dist/index.html, .gz and (not in dev) the firmware header; returns the byte counts. */
async function emit(result, dev) {
  const html = Buffer.from(page(result, dev, await firstPaint(ROOT)))
  // dev: the fastest gzip (its size does not matter), so a rebuild stays well under a second
  const gz = dev ? zlib.gzipSync(html, { level: 1 }) : await gzipBest(html)
  fs.mkdirSync(DIST, { recursive: true })
  writeAtomic(path.join(DIST, 'index.html'), html)
  writeAtomic(path.join(DIST, 'index.html.gz'), gz)
  // A dev page must never end up in firmware: the header is only written by production builds.
  if (!dev) writeHeader(gz, path.join(DIST, 'ems_console.h'))
  return { html, gz }
}

// ---------------------------------------------------------------------------------------------- size

/** Checks a zopfli size against size-budget.json: { ok, hard, text }; `hard` when even the hard cap is exceeded. */
export function checkBudget(bytes) {
  const { gzip: limit, hardCap } = JSON.parse(fs.readFileSync(BUDGET_FILE, 'utf8'))
  const n = (x) => x.toLocaleString('en-US')
  if (bytes > hardCap) return { ok: false, hard: true, text: `${n(bytes)} B is over the HARD CAP of ${n(hardCap)} B` }
  if (bytes > limit) {
    return { ok: false, hard: false, text: `${n(bytes)} B is over the budget of ${n(limit)} B (size-budget.json)` }
  }
  return { ok: true, hard: false, text: `${n(bytes)} B within the budget of ${n(limit)} B (hard cap ${n(hardCap)} B)` }
}

const B64 = Object.fromEntries([...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/'].map((c, i) => [c, i]))

/** Source map "mappings" -> [generated line, generated column, source index or -1]. */
function decodeMappings(mappings) {
  const segs = []
  let src = 0
  mappings.split(';').forEach((line, ln) => {
    let col = 0
    for (const seg of line.split(',')) {
      if (!seg) continue
      const f = []
      let v = 0
      let shift = 0
      for (const ch of seg) { // base64 VLQ
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
function partOf(source) {
  const pkgs = source.match(/node_modules\/(@[^/]+\/[^/]+|[^/]+)/g)
  if (pkgs) return pkgs.at(-1).slice('node_modules/'.length)
  if (/(^|\/)locales\/|locale-pack/.test(source)) return 'locales (locales/*.json)'
  if (/^pico:/.test(source)) return '@picocss/pico'
  if (/(^|\/)src\//.test(source)) return 'app code (src/)'
  return 'other'
}

/** Splits generated code into parts by its source map: Map<part, text>. */
function splitBySource(code, map, prefix) {
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

async function printSize(result, html, gz) {
  const file = (ext) => result.outputFiles.find((f) => f.path.endsWith(ext))
  const rows = new Map()
  for (const [ext, prefix] of [['.js', ''], ['.css', 'CSS ']]) {
    const code = file(ext)?.text ?? ''
    const map = file(ext + '.map')
    if (!map) continue
    for (const [part, text] of splitBySource(code, JSON.parse(map.text), prefix)) if (text.trim()) rows.set(part, text)
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

  const n = (x) => (x == null ? '' : x.toLocaleString('en-US'))
  const line = (a, b, c) => console.log(a.padEnd(38) + n(b).padStart(10) + n(c).padStart(10))
  console.log('\nSize by part. min = bytes in dist/index.html; gz = that part gzipped -9 ALONE (an estimate:')
  console.log('parts compress better together, so they add up to more than the real total below).\n')
  console.log('part'.padEnd(38) + 'min'.padStart(10) + 'gz'.padStart(10))
  for (const [p, a, b] of table) line(p, a, b)
  line('sum of parts', html.length, table.reduce((s, r) => s + (r[2] ?? 0), 0))
  console.log('\nreal total of dist/index.html')
  line('  raw', html.length, null)
  line('  zopfli (dist/index.html.gz)', gz.length, null)
}

/** Everything a production build reads besides node_modules; dist/ older than any of these is stale. */
const BUILD_INPUTS = ['src', 'locales', 'build.mjs', 'first-paint.mjs', 'pico-purge.mjs', 'firmware-embed', 'package.json', 'package-lock.json']

/**
 * Why dist/ needs a production build, or null when it is up to date: missing, older than a source, or left
 * by a dev build (`npm run dev` writes index.html.gz with a live-reload snippet but no header). For `npm start`
 * (start.mjs) and `npm run bench`.
 */
export function distStale() {
  const mtime = (p) => {
    if (!fs.existsSync(p)) return 0
    const st = fs.statSync(p)
    return st.isDirectory() ? Math.max(0, ...fs.readdirSync(p).map((f) => mtime(path.join(p, f)))) : st.mtimeMs
  }
  const gz = mtime(path.join(DIST, 'index.html.gz'))
  const header = mtime(path.join(DIST, 'ems_console.h'))
  if (!gz || !header) return 'dist/ is not built'
  if (header < gz) return 'dist/ holds a dev build'
  const newest = BUILD_INPUTS.map((p) => [p, mtime(path.join(ROOT, p))]).find(([, t]) => t > gz)
  return newest ? `${newest[0]} changed since the last build` : null
}

// ---------------------------------------------------------------------------------------------- main

/** One line per build: the shipped figure (the zopfli bytes of dist/index.html.gz, what goes into flash) against
 *  the hard cap. A dev build is plain gzip, not what ships, and says so. */
function report(html, gz, dev, ms) {
  const n = (x) => x.toLocaleString('en-US')
  const { hardCap } = JSON.parse(fs.readFileSync(BUDGET_FILE, 'utf8'))
  const z = dev ? `gzip ${n(gz.length)} B (dev build, not the shipped size)` : `dist/index.html.gz ${n(gz.length)} B of the ${n(hardCap)} B cap`
  console.log(`dist/index.html ${n(html.length)} B; ${z} (${ms} ms)`)
}

async function once(args) {
  const started = Date.now()
  let result
  try {
    result = await esbuild.build(options({ dev: args.dev, sourcemap: args.dev ? 'inline' : args.size ? 'external' : false }))
  } catch {
    return 1 // esbuild has printed the errors
  }
  let emitted
  try {
    emitted = await emit(result, args.dev)
  } catch (e) {
    console.error(`build failed: ${e.message}`)
    return 1
  }
  const { html, gz } = emitted
  report(html, gz, args.dev, Date.now() - started)
  if (args.dev) return 0
  if (args.size) {
    await printSize(result, html, gz)
    // for a closer look: drop it on esbuild's bundle analyzer
    fs.writeFileSync(path.join(DIST, 'meta.json'), JSON.stringify(result.metafile))
    console.log('\nesbuild metafile: dist/meta.json')
  }
  const budget = checkBudget(gz.length)
  if (budget.ok) {
    if (args.size) console.log(`\nbudget: ${budget.text}`)
    return 0
  }
  console.error(`${args.size ? '\n' : ''}size: ${budget.text}`)
  // a plain build only refuses the hard cap; `--size` (npm run size, npm test) also enforces the budget
  return budget.hard || args.size ? 1 : 0
}

async function watch(args) {
  let first
  const firstBuild = new Promise((resolve) => (first = resolve))
  const finish = {
    name: 'finish',
    setup(build) {
      let started = 0
      build.onStart(() => void (started = Date.now()))
      build.onEnd(async (result) => {
        if (!result.errors.length) {
          try {
            const { html, gz } = await emit(result, args.dev)
            report(html, gz, args.dev, Date.now() - started)
          } catch (e) {
            console.error(e.message)
          }
        }
        first()
      })
    },
  }
  const opts = options({ dev: args.dev, sourcemap: args.dev ? 'inline' : false })
  const ctx = await esbuild.context({ ...opts, plugins: [...opts.plugins, finish] })
  await ctx.watch()
  await firstBuild
  console.log('watching src/ and locales/ (everything the page imports)')
  let child
  if (args.emulator) {
    const tsx = path.join(ROOT, 'node_modules/.bin/tsx')
    child = spawn(tsx, ['emulator/main.ts', '--dev', ...args.rest], { cwd: ROOT, stdio: 'inherit' })
    child.on('exit', (code) => {
      console.error(`emulator exited (${code}); stopping`)
      ctx.dispose().then(() => process.exit(code ?? 1))
    })
  }
  const stop = () => {
    child?.kill()
    ctx.dispose().then(() => process.exit(0))
  }
  process.on('SIGINT', stop)
  process.on('SIGTERM', stop)
}

function parseArgs(argv) {
  const flags = new Set(['--dev', '--watch', '--size', '--emulator'])
  return {
    dev: argv.includes('--dev'),
    watch: argv.includes('--watch'),
    size: argv.includes('--size'),
    emulator: argv.includes('--emulator'),
    rest: argv.filter((a) => !flags.has(a)), // for the emulator, e.g. --port 4000
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const args = parseArgs(process.argv.slice(2))
  if (args.watch) await watch(args)
  else process.exitCode = await once(args)
}
