// tools/slim-msgpackr.mjs ships msgpackr/unpack as a plain MessagePack decoder: every standard type must decode
// exactly as msgpackr's whole decoder does it; msgpackr's own extension types and records fail like a broken body.

import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { FLOAT32_OPTIONS, Packr } from 'msgpackr'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { slim, slimMsgpackr } from '../../tools/slim-msgpackr.mjs'
import { bundle } from './_bundle.mjs'

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'ems-slim-msgpackr-'))

/** msgpackr/unpack as the page bundles it (browser build), plain or slim: its code, warnings and unpack. */
async function unpackOf(name, plugins) {
  const { code, warnings } = await bundle("export { unpack } from 'msgpackr/unpack'", plugins)
  const file = path.join(tmp, name + '.mjs')
  fs.writeFileSync(file, code)
  return { code, warnings, unpack: (await import(pathToFileURL(file).href)).unpack }
}
const plain = await unpackOf('plain', [])
const lean = await unpackOf('slim', [slimMsgpackr])

test('both parts go without a warning, and with the records the last new Function', () => {
  assert.equal(lean.warnings, [])
  assert.match(plain.code, /new Function/)
  assert.not.match(lean.code, /new Function/)
  assert.not.match(lean.code, /Uint8Clamped/) // the typed arrays' extension
  assert.ok(lean.code.length < plain.code.length - 3000, `${plain.code.length} -> ${lean.code.length}`)
})

test('a msgpackr whose source changed ships as it is, and says what it could not find', () => {
  const r = slim('export function read() {}\n')
  assert.equal(r.missing, ['extension block', 'record reader'])
  assert.is(r.contents, 'export function read() {}\n')
})

test('every standard type decodes as before: the device’s (ArduinoJson) and the emulator’s (useRecords: false)', () => {
  const value = {
    nil: null,
    t: true,
    f: false,
    ints: [0, 1, 127, 128, 255, 256, 65535, 65536, 2 ** 32 - 1, 2 ** 32, 2 ** 53 - 1, -1, -32, -33, -128, -129, -32768, -32769, -(2 ** 31), -(2 ** 31) - 1],
    floats: [0.5, -41.4, 1e300, Math.PI, 0.1 + 0.2],
    strings: ['', 'a', 'ä€😀', 'x'.repeat(31), 'y'.repeat(32), 'z'.repeat(255), 'w'.repeat(256), 'v'.repeat(70000)],
    bin: new Uint8Array([1, 2, 3]),
    nested: { a: [{ b: { c: [1, 'two', null] } }], empty: {}, none: [] },
    big: Object.fromEntries(Array.from({ length: 20 }, (_, i) => ['k' + i, i])),
    long: Array.from({ length: 70000 }, (_, i) => i % 7),
    undef: undefined, // msgpackr's packer writes it as extension 0, which stays
  }
  for (const packr of [new Packr({ useRecords: false }), new Packr({ useFloat32: FLOAT32_OPTIONS.ALWAYS, useRecords: false })]) {
    const bytes = packr.pack(value)
    assert.equal(lean.unpack(bytes), plain.unpack(bytes))
  }
  // the deviceData shape, as the emulator sends it
  const device = packr32().pack({ nodes: [{ id: 1, dv: { id: '00hc1 selected room temperature', v: 21.5, u: 1, c: 'hc1/seltemp', m: 5, x: 30 } }] })
  assert.equal(lean.unpack(device), plain.unpack(device))
})

test('msgpackr’s own extensions and records are refused like a broken body', () => {
  for (const v of [new Date(0), new Set([1]), 2n ** 70n, /re/g, new Error('x'), new Float32Array([1])]) {
    const bytes = new Packr({ useRecords: false, moreTypes: true }).pack(v)
    assert.not.throws(() => plain.unpack(bytes))
    assert.throws(() => lean.unpack(bytes), /Unknown extension/, String(v))
  }
  const records = new Packr({ useRecords: true }).pack([
    { a: 1, b: 2 },
    { a: 3, b: 4 },
  ])
  assert.equal(plain.unpack(records), [
    { a: 1, b: 2 },
    { a: 3, b: 4 },
  ])
  assert.throws(() => lean.unpack(records), /records/)
})

function packr32() {
  return new Packr({ useFloat32: FLOAT32_OPTIONS.ALWAYS, useRecords: false })
}

test.after(() => fs.rmSync(tmp, { recursive: true, force: true }))
test.run()
