// What the slim-* build tests share: a module as the page bundles it (esbuild, minified ESM), with or without
// the build's plugins, as code or loaded.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
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

/** The bundle of `contents`, imported (through a file of its own, removed once loaded). */
export async function bundled(contents, plugins) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ems-bundle-'))
  try {
    const file = path.join(dir, 'bundle.mjs')
    fs.writeFileSync(file, (await bundle(contents, plugins)).code)
    return await import(pathToFileURL(file).href)
  } finally {
    fs.rmSync(dir, { recursive: true, force: true })
  }
}
