// MessagePack answers as the firmware writes them (ArduinoJson with ARDUINOJSON_USE_DOUBLE=0, device-api §0):
// decimals as float32, integers as ints, plain maps (no msgpackr records), labelled application/json.
import type { Context } from 'hono'
import { FLOAT32_OPTIONS, Packr } from 'msgpackr'

const packr = new Packr({ useFloat32: FLOAT32_OPTIONS.ALWAYS, useRecords: false })

/** A 200 answer of `data` in MessagePack, with the firmware's Content-Type. */
export const msgpack = (c: Context, data: unknown) => c.body(new Uint8Array(packr.pack(data)), 200, { 'Content-Type': 'application/json' })
