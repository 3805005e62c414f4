// Builds the console as ONE self-contained page for the gateway's flash:
//   esbuild bundles src/main.tsx (its CSS comes through imports) -> dist/index.html (inline <style> and <script>)
//   -> dist/index.html.gz (zopfli: plain gzip, a few % smaller than gzip -9) -> dist/WWWData.h, the page as the
//   WWWData.h of EMS-ESP 3.6.0 to 3.8.x (firmware-embed/).
//
//   node build.mjs                      production build; fails over the hard cap of size-budget.json
//   node build.mjs --size               the same, then a byte breakdown; fails over the budget too (npm run size)
//   node build.mjs --dev                not minified, inline source map, live reload snippet, no firmware header
//   node build.mjs --dev --watch        rebuild on every change of an imported file (src/, locales/)
//     --emulator                        with --watch: also run the emulator (npm run dev); other arguments go to it
//
// This file is the entry: it reads the arguments and runs one build or the watcher. Each job lives in tools/:
//   esbuild-options.mjs  esbuild's set-up (entry, browsers, aliases, plugins); JSX as createElement calls
//                        (jsx-factory.mjs, with tsconfig.bundle.json)
//   terser.mjs           a second, whole-program minifier over esbuild's JS (production builds)
//   pico.mjs             Pico compiled from SCSS with unused modules off, then purged: pico-purge.mjs (rules and
//                        custom properties), pico-usage.mjs (what the app renders), pico-selectors.mjs (can a
//                        selector match it), css-scan.mjs (CSS in and out)
//   slim-i18next.mjs     i18next without its debug-only messages and the code the console cannot run
//                        (production builds)
//   slim-react-i18next.mjs  react-i18next's useTranslation without the loading, Suspense and SSR paths the
//                        console cannot reach, and without Trans's defaults (production builds)
//   slim-ky.mjs          ky without its progress streams and retries, which the console's calls never use
//                        (production builds)
//   slim-wouter.mjs      wouter-preact without the router options, route params and Link props the console
//                        never uses (production builds)
//   slim-msgpackr.mjs    msgpackr's decoder without its own extension types and records (plain MessagePack)
//   locale-pack.mjs      locales/*.json shipped as values in en's key order
//   page.mjs             the one HTML page around the CSS and JS; first-screen.mjs its static first screen;
//                        css-vars.mjs short names for the CSS custom properties
//   csp.mjs              the page's Content-Security-Policy: a <meta> with the hashes of its inline scripts and style
//   write-dist.mjs       dist/index.html, .gz (zopfli.mjs) and the firmware header (firmware-embed/header.mjs)
//   budget.mjs           size-budget.json and the line each build prints
//   byte-report.mjs      `--size`: bytes per part, from the source maps
//   stale.mjs            is dist/ older than what it is built from (BUILD_INPUTS)
//   watch.mjs            `--watch` (and `--emulator`): npm run dev
//   start.mjs            npm start: a fresh dist/, then the emulator
//   paths.mjs            where the build reads and writes
// The ones that decide what ships have a test of their own in test/build/ (<module>.test.mjs).

import { pathToFileURL } from 'node:url'
import * as esbuild from 'esbuild'
import { checkBudget, report } from './tools/budget.mjs'
import { printSize } from './tools/byte-report.mjs'
import { options } from './tools/esbuild-options.mjs'
import { terse } from './tools/terser.mjs'
import { watch } from './tools/watch.mjs'
import { emit } from './tools/write-dist.mjs'

// What other scripts take from the build: npm test's budget step, the benchmarks, the PlatformIO script's test.
export { checkBudget } from './tools/budget.mjs'
export { options } from './tools/esbuild-options.mjs'
export { BUILD_INPUTS, distStale } from './tools/stale.mjs'

async function once(args) {
  const started = Date.now()
  let result
  try {
    result = await esbuild.build(options({ dev: args.dev, sourcemap: args.dev ? 'inline' : args.size ? 'external' : false }))
  } catch {
    return 1 // esbuild has printed the errors
  }
  if (!args.dev) result = await terse(result)
  let emitted
  try {
    emitted = await emit(result, args.dev)
  } catch (e) {
    console.error(`build failed: ${e.message}`)
    return 1
  }
  const { html, gz, cssNames } = emitted
  report(html, gz, args.dev, Date.now() - started)
  if (args.dev) return 0
  if (args.size) printSize(result, html, gz, cssNames)
  const budget = checkBudget(gz.length)
  if (budget.ok) {
    if (args.size) console.log(`\nbudget: ${budget.text}`)
    return 0
  }
  console.error(`${args.size ? '\n' : ''}size: ${budget.text}`)
  // a plain build only refuses the hard cap; `--size` (npm run size, npm test) also enforces the budget
  return budget.hard || args.size ? 1 : 0
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
