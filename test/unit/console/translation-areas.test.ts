// Translation keys live in the area that shows them: a screen folder's keys under its own name (src/screens/ntp:
// `ntp.`), ui/'s under `ui.`, app/'s and state/'s under `app.`; words that several areas show are in the one
// common namespace `c.`. So renaming a label in one place never renames it elsewhere.
import { execSync } from 'node:child_process'
import { readdirSync, readFileSync } from 'node:fs'
import { test } from 'uvu'
import * as assert from 'uvu/assert'

const LANGS = readdirSync('locales')
  .filter((f) => f.endsWith('.json'))
  .map((f) => f.slice(0, -5))
const flat = (o: object, p = ''): [string, string][] =>
  Object.entries(o).flatMap(([k, v]) => (v && typeof v === 'object' ? flat(v, p + k + '.') : [[p + k, String(v)]]))
const load = (l: string) => new Map(flat(JSON.parse(readFileSync(`locales/${l}.json`, 'utf8'))))
const en = load('en')
const COMMON = 'c'
const spaces = new Set([...en.keys()].map((k) => k.split('.')[0]))
const SCREENS = readdirSync('src/screens')

// A schema's messages belong to the area whose forms it checks; the shared building blocks use only `c.`.
const SCHEMA_AREA: Record<string, string> = {
  ap: 'ap',
  mqtt: 'mqtt',
  network: 'network',
  ntp: 'ntp',
  security: 'security',
  system: 'system',
  signin: 'signin',
  settings: 'settings',
  customization: 'settings',
  'custom-entities': 'settings',
  schedule: 'settings',
  dashboard: 'dashboard',
  'device-value': 'dashboard',
}

/** The area whose keys a file may use besides the common ones; undefined: the common ones only. */
export function areaOf(file: string): string | undefined {
  const [, floor, sub] = file.split('/')
  if (floor === 'screens') return sub
  if (floor === 'ui') return 'ui'
  if (floor === 'app' || floor === 'state' || floor === 'main.tsx') return 'app'
  if (floor === 'schemas') return SCHEMA_AREA[sub.replace(/\.tsx?$/, '')]
  return undefined
}

/** The keys a source text names: whole keys in quotes, joined ones by their quoted start ('help.' + key), and a
 *  useTranslation keyPrefix (its namespace). Comments are left out. */
export function keysIn(src: string): string[] {
  const code = src.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|\s)\/\/.*$/gm, '$1')
  const found: string[] = []
  for (const [, s] of code.matchAll(/['"`]([a-zA-Z]\w*(?:\.\w+)*\.?)(?=['"`$])/g)) {
    const ns = s.split('.')[0]
    if (s.includes('.') && spaces.has(ns) && (en.has(s) || (s.endsWith('.') && [...en.keys()].some((k) => k.startsWith(s))))) found.push(s)
  }
  for (const [, p] of code.matchAll(/keyPrefix: '([\w.]+)'/g)) found.push(p + '.')
  return found
}

const sources = execSync('git ls-files src', { encoding: 'utf8' })
  .split('\n')
  .filter((f) => /\.tsx?$/.test(f))

test('every namespace is the common one or an area: a screen folder, ui or app', () => {
  assert.equal(
    [...spaces].filter((ns) => ns !== COMMON && ns !== 'ui' && ns !== 'app' && !SCREENS.includes(ns)),
    [],
  )
})

test("no file of src/ uses another area's key (the common namespace aside)", () => {
  const borrowed: string[] = []
  let seen = 0
  for (const file of sources) {
    const area = areaOf(file)
    for (const key of keysIn(readFileSync(file, 'utf8'))) {
      seen++
      const ns = key.split('.')[0]
      if (ns !== COMMON && ns !== area) borrowed.push(`${file}: ${key}`)
    }
  }
  assert.ok(seen > 300, `only ${seen} keys found: the scan misses the code's keys`)
  assert.equal(borrowed, [])
})

test('a nested $t(key) names a key of its own area or a common one', () => {
  const refs = [...en].flatMap(([k, v]) => [...v.matchAll(/\$t\(([\w.]+)/g)].map((r) => [k, r[1]]))
  assert.ok(refs.length > 0)
  assert.equal(
    refs.filter(([k, ref]) => ![COMMON, k.split('.')[0]].includes(ref.split('.')[0])).map(([k, ref]) => `${k} -> ${ref}`),
    [],
  )
})

test('every key the code names is in all ten locales', () => {
  const named = new Set(sources.flatMap((f) => keysIn(readFileSync(f, 'utf8')).filter((k) => !k.endsWith('.'))))
  for (const l of LANGS) {
    const m = load(l)
    assert.equal(
      [...named].filter((k) => !m.has(k)),
      [],
      `${l} lacks`,
    )
    assert.equal(
      [...en.keys()].filter((k) => !m.has(k)),
      [],
      `${l} lacks en's`,
    )
  }
})

test('the scan finds keys in quotes, joined keys and a keyPrefix, not comments', () => {
  assert.equal(keysIn(`t('c.close'); t(('help.' + k) as x); useTranslation(undefined, { keyPrefix: 'ui.board' })`), ['c.close', 'help.', 'ui.board.'])
  assert.equal(keysIn(`// t('ap.title')\n/* t('ntp.title') */ const a = 'b.c'`), [])
  assert.equal(areaOf('src/screens/ntp/status.tsx'), 'ntp')
  assert.equal(areaOf('src/schemas/schedule.ts'), 'settings')
  assert.equal(areaOf('src/api/errors.ts'), undefined)
})

test.run()
