// What the console can render, for the Pico purge (pico-purge.mjs): the tag names, words (possible classes,
// ids, attribute values), attribute names, class prefixes and custom properties its code and markup contain.
//
// It comes from the app's sources, compiled by esbuild (so comments and JSX are gone): every word in the code
// counts as a possible class, id, attribute and value (identifiers too: generous on purpose), and an element
// name counts when it appears as a quoted string (JSX compiles to jsx("div", ...)) or as a tag in an HTML
// string. So a class built from a string at run time is seen as long as its parts are literals; a literal
// ending in "-" is taken as a prefix of any class (`toast-${kind}`).

import fs from 'node:fs'
import path from 'node:path'
import * as esbuild from 'esbuild'

/** Elements that are always there (the document) or that a library renders (wouter's <Link> is an <a>);
 *  attributes the browser itself sets (a <details> or <dialog> gets `open`). */
const ALWAYS_TAGS = ['html', 'head', 'body', 'a']
const ALWAYS_ATTRS = ['open']

/**
 * What the app can render: { tags, words, prefixes, attrs, values, vars } (Sets; prefixes an array). `entries`: source files (relative to
 * root) whose bundles render markup (src/main.tsx pulls in the whole app); `html`: other markup of the page
 * (the page's shell, tools/page.mjs); `cssDirs`: where the app's own CSS lives (the custom properties it reads).
 */
export async function collectUsage({ root, entries, html = '', cssDirs = [] }) {
  const r = await esbuild.build({
    absWorkingDir: root,
    entryPoints: entries,
    bundle: true,
    write: false,
    outdir: path.join(root, 'dist', 'usage'), // never written
    format: 'esm',
    platform: 'node',
    jsx: 'automatic',
    jsxImportSource: 'preact',
    packages: 'external', // libraries render no markup of their own but wouter's <a> (ALWAYS_TAGS)
    external: ['*.json', '*.css'], // translations are only ever text, CSS renders nothing
    legalComments: 'none',
    minifyWhitespace: true, // also drops the comments a readable bundle keeps: their words are not markup
    logLevel: 'silent',
  })
  const code = r.outputFiles.map((f) => f.text).join('\n') + '\n' + html
  return usageOf(code, cssDirs.map((d) => cssText(path.join(root, d))).join('\n'))
}

const cssText = (dir) =>
  fs
    .readdirSync(dir, { recursive: true })
    .filter((f) => String(f).endsWith('.css'))
    .map((f) => fs.readFileSync(path.join(dir, String(f)), 'utf8'))
    .join('\n')

/** The usage sets from compiled code (and markup in it) and the app's CSS text. */
export function usageOf(code, css = '') {
  const words = new Set(code.match(/[A-Za-z_][\w-]*/g))
  const prefixes = [...words].filter((w) => w.endsWith('-') && w.length > 1)
  const tags = new Set(ALWAYS_TAGS)
  for (const m of code.matchAll(/(["'`])([a-z][a-z0-9]*)\1/g)) tags.add(m[2]) // jsx("div", ...), createElement('a')
  for (const m of code.matchAll(/<([a-z][a-z0-9-]*)/g)) tags.add(m[1]) // markup in strings
  // attribute names are not case-sensitive (JSX's tabIndex is tabindex), and React's two renamed ones
  const attrs = new Set([...words].map((w) => w.toLowerCase()).concat(ALWAYS_ATTRS, ['class', 'for']))
  // values as written: the app writes enumerated values in lower case, and Date (an identifier) is no type
  const values = new Set([...words, 'true', 'false'])
  // el.dataset.fooBar is data-foo-bar
  for (const m of code.matchAll(/\bdataset\s*(?:\.\s*([A-Za-z_$][\w$]*)|\[\s*["'`]([^"'`]+))/g)) {
    attrs.add('data-' + (m[1] ?? m[2]).replace(/[A-Z]/g, (c) => '-' + c.toLowerCase()))
  }
  const vars = new Set([...code.matchAll(/--[A-Za-z_][\w-]*/g), ...css.matchAll(/--[A-Za-z_][\w-]*/g)].map((m) => m[0]))
  return { tags, words, prefixes, attrs, values, vars }
}
