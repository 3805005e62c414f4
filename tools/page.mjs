// Page assembly: the one HTML file the gateway serves, with esbuild's CSS and JS inline. Its own module because
// two jobs need the same shell: writing dist/ (write-dist.mjs) and the Pico purge, which must see the shell's
// markup to keep the rules it needs (pico.mjs).
import { renameVars } from './css-vars.mjs'

const FAVICON = // a small flame, so the browser does not ask for /favicon.ico
  "data:image/svg+xml,<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 16 16'><path fill='%23f4511e' d='M8 0c1 4 5 5 5 10a5 5 0 0 1-10 0c0-2 1-3 2-4 0 2 1 3 2 3C6 6 6 3 8 0z'/></svg>"
const LIVE_RELOAD = "new EventSource('/__livereload').onmessage=()=>location.reload()"

/** Puts esbuild's JS and CSS into the one page. The CSS and the static first screen (first-screen.mjs) come
 *  first, so a browser paints the sign-in card from the first few KB while the app's script still arrives.
 *  `cssNames`: the custom properties' short names (css-vars.mjs; production builds). */
export function page(result, dev, first, cssNames = new Map()) {
  const out = (ext) => result.outputFiles.find((f) => f.path.endsWith(ext))?.text ?? ''
  // the reload hook goes first: an inline source map comment has to stay at the end
  const js = (dev ? `${LIVE_RELOAD}\n` : '') + out('.js')
  const css = renameVars(out('.css'), cssNames)
  // esbuild escapes </script and </style inside strings; "<!--" followed by "<script" would still change how
  // the HTML parser ends the inline script, so refuse that instead of shipping a broken page.
  if (/<!--[\s\S]*<script/i.test(js)) throw new Error('the bundle contains "<!--" and "<script": cannot inline it')
  return (
    '<!doctype html><html lang="en"><head><meta charset="utf-8">' +
    '<meta name="viewport" content="width=device-width,initial-scale=1">' +
    '<meta name="color-scheme" content="light dark"><title>EMS-ESP</title>' +
    `<link rel="icon" href="${FAVICON}"><style>${css}</style>${first.head}</head>` +
    `<body>${first.body}<div id="app"></div><script type="module">${js}</script></body></html>\n`
  )
}
