#!/usr/bin/env node
// Adds strings to all ten locale files at once, safely while others edit other namespaces.
//   node test/tools/locales.mjs merge FRAGMENT.json   FRAGMENT = { "en": {...}, "de": {...}, ... }
//       deep-merges each language's object into locales/<lang>.json (existing keys are overwritten)
//   node test/tools/locales.mjs drop KEY [KEY...]     removes dotted keys (e.g. mqtt.old) from every file
//   node test/tools/locales.mjs check                 lists keys missing or extra against en.json
import { readFileSync, renameSync, writeFileSync } from 'node:fs'

const LANGS = ['de', 'en', 'fr', 'it', 'nl', 'no', 'pl', 'sk', 'sv', 'tr']
const file = (l) => new URL(`../../locales/${l}.json`, import.meta.url)
const read = (l) => JSON.parse(readFileSync(file(l), 'utf8'))
// Write a temp file and rename, so a reader never sees half a file.
const write = (l, o) => {
  const tmp = new URL(`../../locales/.${l}.json.tmp`, import.meta.url)
  writeFileSync(tmp, JSON.stringify(o, null, 2) + '\n')
  renameSync(tmp, file(l))
}
const merge = (a, b) => {
  for (const [k, v] of Object.entries(b)) a[k] = v && typeof v === 'object' && a[k] && typeof a[k] === 'object' ? merge(a[k], v) : v
  return a
}
// Objects left empty by a drop go too (an empty namespace is no key, and the build's packer would refuse it).
const prune = (o) => {
  for (const [k, v] of Object.entries(o)) if (v && typeof v === 'object' && !Object.keys(prune(v)).length) delete o[k]
  return o
}
const flat = (o, p = '') => Object.entries(o).flatMap(([k, v]) => (v && typeof v === 'object' ? flat(v, p + k + '.') : [p + k]))

const [cmd, ...args] = process.argv.slice(2)
if (cmd === 'merge') {
  const frag = JSON.parse(readFileSync(args[0], 'utf8'))
  const missing = LANGS.filter((l) => !frag[l])
  if (missing.length) throw new Error('fragment lacks languages: ' + missing.join(' '))
  for (const l of LANGS) write(l, merge(read(l), frag[l]))
} else if (cmd === 'drop') {
  for (const l of LANGS) {
    const o = read(l)
    for (const key of args) {
      const parts = key.split('.')
      const last = parts.pop()
      const parent = parts.reduce((x, p) => x?.[p], o)
      if (parent) delete parent[last]
    }
    write(l, prune(o))
  }
} else if (cmd === 'check') {
  const en = new Set(flat(read('en')))
  let bad = 0
  for (const l of LANGS) {
    const k = new Set(flat(read(l)))
    const miss = [...en].filter((x) => !k.has(x))
    const extra = [...k].filter((x) => !en.has(x))
    if (miss.length || extra.length) bad++, console.log(`${l}: missing ${miss.join(' ') || '-'}; extra ${extra.join(' ') || '-'}`)
  }
  if (!bad) console.log('all ten locales have the same keys as en.json')
  process.exitCode = bad ? 1 : 0
} else {
  console.log('usage: locales.mjs merge FRAGMENT.json | drop KEY... | check')
  process.exitCode = 2
}
