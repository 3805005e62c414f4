// MessagePack answers as the firmware writes them (ArduinoJson with ARDUINOJSON_USE_DOUBLE=0, device-api §0):
// decimals as float32, integers as ints, plain maps (no msgpackr records), labelled application/json.
import type { Context } from 'hono'
import { FLOAT32_OPTIONS, Packr } from 'msgpackr'

const packr = new Packr({ useFloat32: FLOAT32_OPTIONS.ALWAYS, useRecords: false })

/** A 200 answer of `data` in MessagePack, with the firmware's Content-Type. */
export const msgpack = (c: Context, data: unknown) => c.body(new Uint8Array(packr.pack(data)), 200, { 'Content-Type': 'application/json' })

/**
 * `n` as the firmware writes a C float: always a MessagePack float32 (0xCA), also when it is a whole number
 * (ArduinoJson keeps the type; msgpackr would write 10 as an int). A whole number is nudged by a relative
 * 2^-30, far below float32's precision, so msgpackr takes its float path and float32 rounds it back to n.
 */
export const float32 = (n: number) => (Number.isInteger(n) && n !== 0 ? n + n * 2 ** -30 : n)
