// MessagePack as the firmware sends it, read with its types kept: msgpackr turns a float32 into a plain
// number, and whether the device sent a float32, an int or a string is what the --firmware tests check.

/** A float32 on the wire (MessagePack 0xCA), kept apart from ints and strings. */
export class F32 {
  constructor(readonly value: number) {}
}

type Getter = 'getFloat64' | 'getUint8' | 'getUint16' | 'getUint32' | 'getInt8' | 'getInt16' | 'getInt32'
/** The fixed-size numbers other than float32, by first byte: how DataView reads them, and their size. */
const NUMBERS: Record<number, [Getter, number]> = {
  203: ['getFloat64', 8],
  204: ['getUint8', 1],
  205: ['getUint16', 2],
  206: ['getUint32', 4],
  208: ['getInt8', 1],
  209: ['getInt16', 2],
  210: ['getInt32', 4],
}

/** MessagePack as sent, with float32 values as F32: enough of the format for deviceData. */
export function decodeTyped(bytes: Uint8Array): unknown {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  let i = 0
  const text = (n: number) => new TextDecoder().decode(bytes.subarray(i, (i += n)))
  const many = (n: number, map: boolean) => {
    if (!map) return Array.from({ length: n }, read)
    const o: Record<string, unknown> = {}
    for (let k = 0; k < n; k++) o[read() as string] = read()
    return o
  }
  function read(): unknown {
    const b = bytes[i++]
    if (b <= 0x7f) return b
    if (b >= 0xe0) return b - 0x100
    if (b >= 0xa0 && b <= 0xbf) return text(b & 0x1f)
    if (b >= 0x90 && b <= 0x9f) return many(b & 0x0f, false)
    if (b >= 0x80 && b <= 0x8f) return many(b & 0x0f, true)
    const at = i
    const next = (n: number) => ((i += n), at)
    if (b in NUMBERS) {
      const [get, size] = NUMBERS[b]
      return view[get](next(size))
    }
    switch (b) {
      case 0xc0:
        return null
      case 0xc2:
        return false
      case 0xc3:
        return true
      case 0xca:
        return new F32(view.getFloat32(next(4)))
      case 0xd9:
        return text(view.getUint8(next(1)))
      case 0xda:
        return text(view.getUint16(next(2)))
      case 0xdc:
        return many(view.getUint16(next(2)), false)
      case 0xde:
        return many(view.getUint16(next(2)), true)
    }
    throw new Error(`MessagePack byte 0x${b.toString(16)} at ${i - 1}`)
  }
  return read()
}
