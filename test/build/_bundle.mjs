// What the slim-* build tests share: a module as the page bundles it (esbuild, minified ESM), with or without
// the build's plugins.
import { fileURLToPath } from 'node:url'
import * as esbuild from 'esbuild'

const ROOT = fileURLToPath(new URL('../..', import.meta.url))

/** The bundle of `contents` (an entry's source, resolved from the repository root): its code and warnings. */
export async function bundle(contents, plugins) {
  const r = await esbuild.build({
    stdin: { contents, resolveDir: ROOT, loader: 'js' },
    bundle: true,
    format: 'esm',
    write: false,
    minify: true,
    plugins,
    logLevel: 'silent',
  })
  return { code: r.outputFiles[0].text, warnings: r.warnings }
}
