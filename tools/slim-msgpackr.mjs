// An esbuild plugin that ships msgpackr's decoder (msgpackr/unpack) as a plain MessagePack decoder: without
// the extension types msgpackr's own packer writes (BigInt, Error, Set, Date, RegExp, typed arrays,
// structured-clone references, bundled strings) and without its records (shared structures, read through
// code made with new Function). The gateway writes MessagePack with ArduinoJson, which has only the standard
// types: maps, arrays, strings, numbers, booleans, nil; the emulator packs with useRecords: false. Such data
// decodes exactly as before; an extension or a record now fails like any broken body ('Unknown extension',
// one translated error in src/api/decode.ts) instead of building objects the schemas would refuse anyway.
// Extension 0 (undefined, which msgpackr's packer writes for an undefined value) stays. The page has no new
// Function left at all (tools/csp.mjs).
// The build warns, and ships that part as it is, when msgpackr's source no longer has what it looks for.
import { slimPlugin } from './slim-plugin.mjs'

/** The edited source of msgpackr/unpack.js and what could not be done. */
export function slim(source) {
  const missing = []
  let src = source
  // the extensions from BigInt (0x42) to Date (0xff): one block of the file, before saveState
  const from = src.indexOf('\ncurrentExtensions[0x42] =')
  const to = src.indexOf('\nfunction saveState(')
  // what the block declares (errors, typedArrays, glbl...) must be used nowhere else (comments aside)
  const rest = from < 0 || to < from ? null : (src.slice(0, from) + src.slice(to)).replace(/\/\/.*$|\/\*[\s\S]*?\*\//gm, '')
  const declared = rest === null ? [] : [...src.slice(from, to).matchAll(/^(?:export )?(?:let|const|var|function) (\w+)/gm)].map((m) => m[1])
  if (rest === null || declared.some((name) => new RegExp(`\\b${name}\\b`).test(rest))) missing.push('extension block')
  else src = src.slice(0, from + 1) + '// extensions other than 0: tools/slim-msgpackr.mjs\n' + src.slice(to + 1)
  // records: their reader is made on a record's definition (0x72) and on its first use
  const rec = src.indexOf('\nfunction createStructureReader(')
  const recEnd = src.indexOf('\n}\n', rec)
  if (rec < 0 || recEnd < 0) missing.push('record reader')
  else
    src = src.slice(0, rec + 1) + "function createStructureReader() {\n\tthrow new Error('MessagePack records are not read here');\n}" + src.slice(recEnd + 2)
  return { contents: src, missing }
}

export const slimMsgpackr = slimPlugin('msgpackr', /[\\/]node_modules[\\/]msgpackr[\\/]unpack\.js$/, slim)
