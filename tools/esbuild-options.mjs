// The esbuild set-up shared by the one-off build, the watcher (watch.mjs) and the build benchmark: entry,
// browsers targeted, and the plugins that turn the app's imports into what the page ships.
import { localePack } from './locale-pack.mjs'
import { DIST, ROOT } from './paths.mjs'
import { pico } from './pico.mjs'
import { slimI18next } from './slim-i18next.mjs'
import { slimKy } from './slim-ky.mjs'
import { slimMsgpackr } from './slim-msgpackr.mjs'
import { slimReactI18next } from './slim-react-i18next.mjs'
import { slimWouter } from './slim-wouter.mjs'

/** react, react-dom and react-i18next's CommonJS use-sync-external-store shim all go to preact/compat; the shim
 *  alone would otherwise drag a second, CommonJS copy of compat in (see shared notes). */
export const aliases = {
  name: 'aliases',
  setup(build) {
    const to = (spec) => async (args) => build.resolve(spec, { kind: args.kind, resolveDir: ROOT })
    build.onResolve({ filter: /^react(-dom)?$/ }, to('preact/compat'))
    build.onResolve({ filter: /^react-dom\/client$/ }, to('preact/compat/client'))
    build.onResolve({ filter: /^use-sync-external-store\/shim(\/index\.js)?$/ }, to('./src/app/uses-shim.ts'))
  },
}

/** esbuild options; `sourcemap` as esbuild takes it (the size breakdown needs 'external'). */
export function options({ dev, sourcemap }) {
  return {
    absWorkingDir: ROOT,
    entryPoints: { main: 'src/main.tsx' },
    bundle: true,
    outdir: DIST,
    write: false,
    format: 'esm',
    // JSX as createElement(type, props, ...children) (tools/jsx-factory.mjs), not the automatic runtime's
    // jsx(type, { ...props, children: [...] }): the same vnodes without a `children:` key and brackets on every
    // element with content. esbuild takes JSX settings from
    // tsconfig.json first, so the bundle has its own (tools/tsconfig.bundle.json, extending it); tsc, tsx and
    // the unit tests keep the automatic runtime of tsconfig.json.
    tsconfig: 'tools/tsconfig.bundle.json',
    inject: ['tools/jsx-factory.mjs'],
    minify: !dev,
    sourcemap,
    // The oldest browsers the page runs in: ky calls Object.hasOwn on every request (Chrome 93, Safari 15.4) and
    // every dialog is a modal <dialog> (Firefox 98), all from late 2021 or early 2022, so older targets only made
    // esbuild rewrite syntax those browsers never get to run: each a?.b as (a==null?void 0:a.b) below Chrome 91,
    // each ??= below Firefox 79. test/build/oldest-browsers.test.mjs holds this.
    target: ['chrome93', 'edge93', 'firefox98', 'safari15.4'],
    charset: 'utf8', // raw UTF-8 text is smaller than \u escapes once gzipped (the locales have many)
    treeShaking: true,
    define: { 'process.env.NODE_ENV': dev ? '"development"' : '"production"' },
    legalComments: 'none',
    metafile: true,
    logLevel: 'warning',
    plugins: [aliases, pico(), localePack(), slimMsgpackr, ...(dev ? [] : [slimI18next, slimReactI18next, slimKy, slimWouter].flat())],
  }
}
