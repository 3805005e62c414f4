// tools/locale-pack.mjs ships each non-en locale as values in en's key order (see localePack there). The objects the
// page gets must be exactly the JSON files, and a key a language lacks must stay absent (i18next then
// falls back to en).

import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { isDeepStrictEqual } from 'node:util'
import * as esbuild from 'esbuild'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { localePack, packLocale, unpack } from '../../tools/locale-pack.mjs'

const LOCALES = fileURLToPath(new URL('../../locales', import.meta.url))
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'ems-locale-pack-'))
const roundTrip = (en, lang) => {
  const { vals, extra } = packLocale(en, lang)
  return unpack(en, vals, extra)
}

/** Bundles an entry importing `<dir>/<lang>.json` for each lang with the plugin, runs it, returns the objects. */
async function bundled(dir, langs, name) {
  const entry =
    langs.map((l, i) => `import l${i} from ${JSON.stringify(path.join(dir, l + '.json'))}`).join('\n') +
    `\nexport default { ${langs.map((l, i) => `${JSON.stringify(l)}: l${i}`).join(', ')} }\n`
  const r = await esbuild.build({
    stdin: { contents: entry, resolveDir: dir, loader: 'js' },
    bundle: true,
    format: 'esm',
    write: false,
    minify: true,
    charset: 'utf8',
    plugins: [localePack(dir)],
    logLevel: 'silent',
  })
  const file = path.join(tmp, name + '.mjs')
  fs.writeFileSync(file, r.outputFiles[0].text)
  const exported = (await import(pathToFileURL(file).href)).default
  // a packed language is a function that builds its object (src/i18n.ts calls it when the language is chosen)
  const objects = Object.fromEntries(Object.entries(exported).map(([l, v]) => [l, typeof v === 'function' ? v() : v]))
  const lazy = Object.keys(exported).filter((l) => typeof exported[l] === 'function')
  return { code: r.outputFiles[0].text, warnings: r.warnings, objects, lazy }
}

const en = {
  common: { save: 'Save', cancel: 'Cancel', n: { one: '{{count}} item', other: '{{count}} items' } },
  list: ['a', 'b'],
  v: { required: '{{field}} is required' },
}

test('round trip: complete, missing key, missing namespace, extra plural keys, arrays', () => {
  const de = {
    common: { save: 'Speichern', cancel: 'Abbrechen', n: { one: '{{count}} Eintrag', other: '{{count}} Einträge' } },
    list: ['x', 'y'],
    v: { required: '{{field}} fehlt' },
  }
  assert.equal(roundTrip(en, de), de)
  const fr = { common: { save: 'Enregistrer', n: { one: 'un', other: 'plusieurs' } }, list: ['x', 'y'] } // no cancel, no v
  const back = roundTrip(en, fr)
  assert.equal(back, fr)
  assert.not.ok('cancel' in back.common, 'a missing key must stay absent so i18next falls back to en')
  assert.not.ok('v' in back, 'a missing namespace must stay absent')
  const pl = { ...de, common: { ...de.common, n: { one: 'jeden', few: 'kilka', many: 'wiele', other: 'inne' } }, only: { here: 'tu' } }
  assert.equal(roundTrip(en, pl), pl)
  assert.equal(packLocale(en, de).vals.length, 7) // one value per en leaf, no keys
})

test('bundled: objects equal the JSON files; a file that cannot round-trip ships as JSON with a warning', async () => {
  const dir = path.join(tmp, 'locales')
  fs.mkdirSync(dir)
  const files = {
    en,
    de: { common: { save: 'Speichern', cancel: 'Abbrechen', n: { one: 'ein', other: 'viele' } }, list: ['x', 'y'], v: { required: 'fehlt' } },
    fr: { common: { save: 'Enregistrer' }, list: ['x', 'y'] },
    pl: { common: { save: 'Zapisz', cancel: 'Anuluj', n: { one: 'jeden', few: 'kilka', many: 'wiele', other: 'inne' } }, list: ['x', 'y'] },
    xx: { common: { save: 0, cancel: 'number where en has text' } }, // not i18next-shaped: must not be packed
  }
  for (const [l, o] of Object.entries(files)) fs.writeFileSync(path.join(dir, l + '.json'), JSON.stringify(o, null, 2))
  const { objects, warnings, code } = await bundled(dir, Object.keys(files), 'synthetic')
  for (const l of Object.keys(files)) assert.ok(isDeepStrictEqual(objects[l], files[l]), `${l} differs after bundling`)
  assert.is(warnings.length, 1)
  assert.match(warnings[0].location.file, /xx\.json$/)
  assert.not.match(code, /save:"Speichern"/) // de travels as values only
})

test('bundled: a value the packed string cannot carry (a newline, an empty text) ships the file as JSON', async () => {
  const dir = path.join(tmp, 'locales-nl')
  fs.mkdirSync(dir)
  const files = {
    en,
    de: { common: { save: 'Spei\nchern', cancel: 'Abbrechen' } }, // the newline is the packed separator
    fr: { common: { save: '', cancel: 'Annuler' } }, // '' is the packed mark of a missing value
  }
  for (const [l, o] of Object.entries(files)) fs.writeFileSync(path.join(dir, l + '.json'), JSON.stringify(o, null, 2))
  const { objects, warnings } = await bundled(dir, Object.keys(files), 'separator')
  for (const l of Object.keys(files)) assert.ok(isDeepStrictEqual(objects[l], files[l]), `${l} differs after bundling`)
  assert.equal(warnings.map((w) => path.basename(w.location.file)).sort(), ['de.json', 'fr.json'])
})

test('bundled: a value the same as en travels as an empty string and comes back as en has it', async () => {
  const dir = path.join(tmp, 'locales-same')
  fs.mkdirSync(dir)
  const files = { en, nl: { common: { save: 'Opslaan', cancel: 'Cancel', n: { one: '{{count}} item', other: '{{count}} items' } }, list: ['a', 'y'] } }
  for (const [l, o] of Object.entries(files)) fs.writeFileSync(path.join(dir, l + '.json'), JSON.stringify(o, null, 2))
  const { objects, warnings, code } = await bundled(dir, Object.keys(files), 'same')
  assert.equal(warnings, [])
  for (const l of Object.keys(files)) assert.ok(isDeepStrictEqual(objects[l], files[l]), `${l} differs after bundling`)
  assert.match(code, /Opslaan\n\n\n\n\ny\n\t\W/) // cancel, n.one, n.other, list[0] as en; v.required lacking
})

test('bundled: en travels as its keys and one string of texts; if it cannot, as JSON', async () => {
  const dir = path.join(tmp, 'locales-en')
  fs.mkdirSync(dir)
  fs.writeFileSync(path.join(dir, 'en.json'), JSON.stringify(en))
  const packed = await bundled(dir, ['en'], 'en-packed')
  assert.equal(packed.warnings, [])
  assert.ok(isDeepStrictEqual(packed.objects.en, en))
  assert.not.match(packed.code, /save:"Save"/)
  const odd = { ...en, two: 'line\none', n: 3 }
  fs.writeFileSync(path.join(dir, 'en.json'), JSON.stringify(odd))
  const plain = await bundled(dir, ['en'], 'en-plain')
  assert.equal(
    plain.warnings.map((w) => path.basename(w.location.file)),
    ['en.json'],
  )
  assert.ok(isDeepStrictEqual(plain.objects.en, odd))
})

test('bundled: the real locales/ come out identical, and every non-en file is packed', async () => {
  const langs = fs
    .readdirSync(LOCALES)
    .filter((f) => f.endsWith('.json'))
    .map((f) => f.slice(0, -5))
  assert.ok(langs.includes('en'), 'locales/en.json is missing')
  const { objects, warnings, lazy } = await bundled(LOCALES, langs, 'real')
  assert.equal(
    warnings.map((w) => w.location?.file),
    [],
    'these locales fell back to plain JSON',
  )
  assert.equal(lazy.sort(), langs.filter((l) => l !== 'en').sort(), 'every language but en is built only when chosen')
  for (const l of langs) {
    const json = JSON.parse(fs.readFileSync(path.join(LOCALES, l + '.json'), 'utf8'))
    assert.ok(isDeepStrictEqual(objects[l], json), `${l} differs after bundling`)
  }
})

test.after(() => fs.rmSync(tmp, { recursive: true, force: true }))
test.run()
