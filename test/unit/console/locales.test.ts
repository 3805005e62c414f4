// Every language has exactly the keys of en.json, the same placeholders, and no English copies; every key the
// code names in a t(...) call exists.
import { execSync } from 'node:child_process'
import { readdirSync, readFileSync } from 'node:fs'
import { test } from 'uvu'
import * as assert from 'uvu/assert'

const LANGS = ['de', 'en', 'fr', 'it', 'nl', 'no', 'pl', 'sk', 'sv', 'tr']
const flat = (o: object, p = ''): [string, string][] =>
  Object.entries(o).flatMap(([k, v]) => (v && typeof v === 'object' ? flat(v, p + k + '.') : [[p + k, String(v)]]))
const load = (l: string) => new Map(flat(JSON.parse(readFileSync(`locales/${l}.json`, 'utf8'))))
const en = load('en')
const vars = (s: string) => (s.match(/{{\s*\w+\s*}}/g) ?? []).sort().join()

test('exactly the ten languages are present', () => {
  assert.equal(
    readdirSync('locales')
      .filter((f) => f.endsWith('.json'))
      .map((f) => f.slice(0, -5))
      .sort(),
    LANGS,
  )
})

for (const l of LANGS.filter((x) => x !== 'en')) {
  test(`${l}: same keys and placeholders as en, mostly translated`, () => {
    const m = load(l)
    assert.equal(
      [...en.keys()].filter((k) => !m.has(k)),
      [],
      'missing keys',
    )
    assert.equal(
      [...m.keys()].filter((k) => !en.has(k)),
      [],
      'extra keys',
    )
    assert.equal(
      [...en].filter(([k, v]) => vars(v) !== vars(m.get(k)!)).map(([k]) => k),
      [],
      'placeholders differ',
    )
    assert.equal(
      [...en].filter(([k, v]) => !m.get(k)!.trim() && v.trim()).map(([k]) => k),
      [],
      'empty strings',
    )
    // Names (MQTT, NTP, GPIO...) may stay the same, but a language that is mostly English is a copy.
    const same = [...en].filter(([k, v]) => v.length > 12 && m.get(k) === v).length
    assert.ok(same < en.size * 0.1, `${same} of ${en.size} strings are identical to English`)
  })
}

for (const l of LANGS) {
  test(`${l}: every nested $t(key) names a key that exists`, () => {
    const m = load(l)
    const refs = [...m].flatMap(([k, v]) => [...v.matchAll(/\$t\(([\w.]+)/g)].map((r) => [k, r[1]]))
    assert.ok(l !== 'en' || refs.length > 0, 'en nests keys (the check would be empty otherwise)')
    assert.equal(
      refs.filter(([, ref]) => !m.has(ref)).map(([k, ref]) => `${k} -> ${ref}`),
      [],
    )
  })
}

test('every key named in a t(...) call of src/ is in en.json (a missing one shows as its key: "security.done")', () => {
  const tops = new Set(Object.keys(JSON.parse(readFileSync('locales/en.json', 'utf8'))))
  const missing: string[] = []
  for (const file of execSync('git ls-files src', { encoding: 'utf8' })
    .split('\n')
    .filter((f) => /\.tsx?$/.test(f))) {
    const src = readFileSync(file, 'utf8')
    for (const call of src.matchAll(/\bt\(/g)) {
      // the call's text, to its closing bracket: keys may sit in a condition ('a' : 'b')
      let i = call.index + 2
      for (let depth = 1; depth && i < src.length; i++) depth += src[i] === '(' ? 1 : src[i] === ')' ? -1 : 0
      for (const [, key] of src.slice(call.index, i).matchAll(/'([a-zA-Z]\w*(?:\.\w+)+)'/g)) {
        if (tops.has(key.split('.')[0]) && !en.has(key)) missing.push(`${file}: ${key}`)
      }
    }
  }
  assert.equal(missing, [])
})

test.run()
