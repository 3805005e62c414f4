// Compression of the shipped page. Zopfli writes plain gzip (what the gateway serves as is) a few % smaller
// than zlib -9, and every byte counts on the device's flash.
import zlib from 'node:zlib'
import { gzipAsync as zopfliGzip } from '@gfx/zopfli'

/** Zopfli; plain zlib -9 if the WebAssembly module cannot run. On the 379 KB page: 30 iterations; and up to 30
 *  blocks instead of zopfli's 15, which the page outgrew: with 15 the split points jumped when one character
 *  changed (a 2-letter edit moved the size by up to 150 B either way) and it came out 208 B larger (127,302 ->
 *  127,094 B, 2.1 -> 3.0 s). More blocks or 60 iterations gained 0-1 B. */
export async function gzipBest(bytes) {
  try {
    return Buffer.from(await zopfliGzip(bytes, { numiterations: 30, blocksplittingmax: 30 }))
  } catch (e) {
    console.warn(`zopfli failed (${e.message}); using zlib -9`)
    return zlib.gzipSync(bytes, { level: 9 })
  }
}
