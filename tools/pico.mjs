// The Pico plugin: `@import "@picocss/pico/scss"` in the app's CSS becomes Pico compiled from its SCSS with what
// the console does not use switched off, then purged of the rules and custom properties the page cannot use
// (pico-purge.mjs). Here live the choices (which modules are off) and what "the page" means for the purge.
import path from 'node:path'
import * as sass from 'sass'
import { page } from './page.mjs'
import { ROOT } from './paths.mjs'
import { purge } from './pico-purge.mjs'
import { collectUsage } from './pico-usage.mjs'

// Pico 2 is compiled from its SCSS with what the console does not use switched off, then pico-purge.mjs drops
// the rules for markup the console never renders (h4, <pre>, radios, .outline buttons, :host...) and the
// custom properties nothing reads any more (`npm run size` says what Pico costs; code's
// --pico-code-background-color colours the system log). The light and dark themes (system, or data-theme)
// are all there. A module that is off is not seen even if the app starts using it: turn it on. Off besides the
// unused: nav (the sidebar and tab rows style their own links), input-date (no date or time inputs: times are
// text fields), accordion (the one <details>, the user menu, is styled by dropdown; styles/layout.css hides
// WebKit's marker), loading (its spinner, an animated SVG image, is drawn afresh on every frame; the console's
// own, in styles/notices-tables.css, is a border the compositor turns).
const PICO_OFF = [
  'components/group',
  'components/tooltip',
  'forms/input-color',
  'forms/input-range',
  'content/figure',
  'layout/container',
  'layout/overflow-auto',
  'components/nav',
  'forms/input-date',
  'components/accordion',
  'components/loading',
]
const PICO_SETTINGS = '$enable-responsive-typography: false' // fixed root size; our own CSS sets it

/** What the page renders: the app (from its entry), the static first screen, and the shell around them. */
export const usage = () =>
  collectUsage({
    root: ROOT,
    entries: ['src/main.tsx', 'tools/first-screen.mjs'],
    html: page({ outputFiles: [] }, false, { head: '', body: '' }),
    cssDirs: ['src'], // the custom properties the app's own CSS reads
  })

/** `@import "@picocss/pico/scss"` in a CSS file -> Pico compiled with PICO_OFF and PICO_SETTINGS, without the
 *  rules and custom properties the page cannot use (pico-purge.mjs). */
export function pico() {
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
        return { contents: trimNumbers(purge(css, await usage()).css), loader: 'css' }
      })
    },
  }
}

/**
 * Sass writes the results of Pico's colour math with ten decimals (rgb(7.4509803922%, ...)): two are finer than
 * a screen shows, and the rest only cost bytes; the spaces after the commas inside colour functions go too.
 * Strings are left as they are, but for the colours of the SVG icons in data: URLs, written as hex (%23: a data: URL's '#' would end it).
 */
export const trimNumbers = (css) =>
  css.replace(/("(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*')|(?:rgba?|hsla?)\([^()]*\)|\d*\.\d{4,}/g, (t, str) =>
    str
      ? str.replace(
          /'rgb\(([\d.]+), ([\d.]+), ([\d.]+)\)'/g,
          (_, ...c) =>
            `'%23${c
              .slice(0, 3)
              .map((v) => Math.round(v).toString(16).padStart(2, '0'))
              .join('')}'`,
        )
      : t.replace(/\d*\.\d{4,}/g, (n) => String(+(+n).toFixed(2)).replace(/^0\./, '.')).replace(/, /g, ','),
  )
