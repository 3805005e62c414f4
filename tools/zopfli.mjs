// Compression of the shipped page. Zopfli writes plain gzip (what the gateway serves as is) a few % smaller
// than zlib -9, and every byte counts on the device's flash.
import zlib from 'node:zlib'
import { gzipAsync as zopfliGzip } from '@gfx/zopfli'

/** Zopfli; plain zlib -9 if the WebAssembly module cannot run. 30 iterations; and up to 30 blocks instead of
 *  zopfli's 15, which the page outgrew: with 15 the split points jumped when one character changed, and the
 *  page came out larger. More blocks or more iterations gained nothing that counts. */
export async function gzipBest(bytes) {
  try {
    return Buffer.from(await zopfliGzip(bytes, { numiterations: 30, blocksplittingmax: 30 }))
  } catch (e) {
    console.warn(`zopfli failed (${e.message}); using zlib -9`)
    return zlib.gzipSync(bytes, { level: 9 })
  }
}
