// The one way the slim-* plugins edit a library's source as esbuild loads it, in production builds: `slim`
// returns the edited source and what it could not find there, which the build reports as warnings (that part
// ships as it is), so a library update that moves the code is seen, not silently paid for in bytes. `swap` and
// `editor` are the small steps the plugins' edits are made of.
import fs from 'node:fs'

/** An esbuild plugin named `slim-<pkg>` that passes the files `filter` matches through `slim`. */
export const slimPlugin = (pkg, filter, slim) => ({
  name: `slim-${pkg}`,
  setup(build) {
    build.onLoad({ filter }, (args) => {
      const { contents, missing } = slim(fs.readFileSync(args.path, 'utf8'))
      const warnings = missing.map((what) => ({ text: `slim-${pkg}: found no ${what} in ${pkg} to drop; shipped as it is`, location: { file: args.path } }))
      return { contents, loader: 'js', warnings }
    })
  },
})

/** `src` with the text `from` (exactly once) replaced by `to`; null if it is not there (or `src` is null: an
 *  edit of several parts is made whole or not at all). */
export function swap(src, from, to) {
  const at = src == null ? -1 : src.indexOf(from)
  return at < 0 || src.indexOf(from, at + 1) >= 0 ? null : src.slice(0, at) + to + src.slice(at + from.length)
}

/** Runs the edits on `source`: each returns the new source, or null when it found nothing to edit. */
export function editor(source, edits) {
  const missing = []
  let src = source
  for (const [what, edit] of edits) {
    const next = edit(src)
    if (next == null || next === src) missing.push(what)
    else src = next
  }
  return { contents: src, missing }
}
