// The one way the slim-* plugins edit a library's source as esbuild loads it, in production builds: `slim`
// returns the edited source and what it could not find there, which the build reports as warnings (that part
// ships as it is), so a library update that moves the code is seen, not silently paid for in bytes.
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
