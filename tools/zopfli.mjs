// Compression of the shipped page. Zopfli writes plain gzip (what the gateway serves as is) a few % smaller
// than zlib -9, and every byte counts on the device's flash.
import zlib from 'node:zlib'
import { gzipAsync as zopfliGzip } from '@gfx/zopfli'

/** Zopfli; plain zlib -9 if the WebAssembly module cannot run. On a 255 KB page: 15 iterations 1.2 s,
 *  30 iterations 2 s and 5 B smaller, 60 iterations 3.3 s and 4 B smaller again: 30 it is. */
export async function gzipBest(bytes) {
  try {
    return Buffer.from(await zopfliGzip(bytes, { numiterations: 30 }))
  } catch (e) {
    console.warn(`zopfli failed (${e.message}); using zlib -9`)
    return zlib.gzipSync(bytes, { level: 9 })
  }
}
