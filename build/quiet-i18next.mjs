// A production-only esbuild plugin that lets esbuild drop i18next's debug-only messages: their texts ship
// (~5 KB) yet never print, since the console never sets i18next's `debug` option.
import fs from 'node:fs'

/** In production builds i18next's logger's debug-only calls (log, warn, deprecate, once) are marked pure, so
 *  esbuild drops those whose result is unused; arguments with side effects stay, and logger.error (printed
 *  without debug too) is untouched. Whole page -1.6 KB zopfli. The dev build keeps them, so `debug: true`
 *  still says everything there. Warns if i18next's source no longer has the calls. */
export const quietI18next = {
  name: 'quiet-i18next',
  setup(build) {
    build.onLoad({ filter: /[\\/]node_modules[\\/]i18next[\\/]dist[\\/]esm[\\/]i18next\.js$/ }, (args) => {
      let n = 0
      const contents = fs
        .readFileSync(args.path, 'utf8')
        .replace(/(\bthis\.logger|\bbaseLogger)\.(warn|log|deprecate|once)\(/g, (m) => (n++, `/* @__PURE__ */ ${m}`))
      const warnings = n ? [] : [{ text: 'found no debug-only logger calls in i18next to drop', location: { file: args.path } }]
      return { contents, loader: 'js', warnings }
    })
  },
}
