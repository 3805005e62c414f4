// A second minifier over esbuild's bundle (production builds only). esbuild bundles and minifies in one fast
// pass, but it does not compress across statements: it leaves single-use functions and variables, repeated
// property paths and dead branches that only a whole-program pass removes. Terser's compress and mangle
// (three passes; no pure_getters, since a signal's `.value` read subscribes; unsafe_arrows, as the bundle has
// no function expression that is called with `new` or reads its prototype: its constructors are classes) make the page
// smaller for a few seconds of build. The source map is carried through, so `npm run
// size` still splits the bytes by package.
import { minify } from 'terser'

/** The same esbuild result with its JS (and JS source map, when there is one) replaced by terser's. */
export async function terse(result) {
  const file = (ext) => result.outputFiles.find((f) => f.path.endsWith(ext))
  const js = file('.js')
  const map = file('.js.map')
  const out = await minify(js.text, {
    module: true,
    ecma: 2020, // the oldest browsers targeted (esbuild-options.mjs) have all of ES2020
    compress: { passes: 3, unsafe_arrows: true },
    mangle: true,
    format: { comments: false },
    sourceMap: map ? { content: map.text } : false,
  })
  const replaced = new Map([[js, out.code], ...(map ? [[map, out.map]] : [])])
  const outputFiles = result.outputFiles.map((f) => {
    const text = replaced.get(f)
    return text === undefined ? f : { path: f.path, text, contents: Buffer.from(text), hash: f.hash }
  })
  return { ...result, outputFiles }
}
