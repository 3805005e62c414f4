// build/quiet-i18next.mjs marks i18next's debug-only logger calls pure in production builds (quietI18next there): their texts
// must be gone, logger.error's must stay, and i18next must still work as before.
import * as esbuild from 'esbuild'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { quietI18next } from '../../build/quiet-i18next.mjs'

const ROOT = fileURLToPath(new URL('../..', import.meta.url))
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'ems-quiet-i18next-'))

async function bundle(plugins) {
  const r = await esbuild.build({
    stdin: { contents: "export { default } from 'i18next'", resolveDir: ROOT, loader: 'js' },
    bundle: true,
    format: 'esm',
    write: false,
    minify: true,
    plugins,
    logLevel: 'silent',
  })
  return { code: r.outputFiles[0].text, warnings: r.warnings }
}

test('the debug-only texts go, logger.error stays, and no warning says the calls were not found', async () => {
  const plain = await bundle([])
  const quiet = await bundle([quietI18next])
  assert.equal(quiet.warnings, [])
  assert.match(plain.code, /removed in v27/)
  assert.not.match(quiet.code, /removed in v27/)
  assert.match(quiet.code, /No Intl support/) // logger.error prints without debug: kept
  assert.ok(quiet.code.length < plain.code.length - 3000, `${plain.code.length} -> ${quiet.code.length}`)
})

test('the quiet build translates like the plain one', async () => {
  const answers = []
  for (const [name, plugins] of [
    ['plain', []],
    ['quiet', [quietI18next]],
  ]) {
    const file = path.join(tmp, name + '.mjs')
    fs.writeFileSync(file, (await bundle(plugins)).code)
    const i18n = (await import(pathToFileURL(file).href)).default.createInstance()
    const translation = { a: 'A {{x}}', b: { c: 'nested' }, d: '$t(a, {"x": 2})', o: { p: 'q' } }
    await i18n.init({ lng: 'de', fallbackLng: 'en', resources: { en: { translation }, de: { translation: { a: 'De {{x}}' } } } })
    answers.push([
      i18n.t('a', { x: 1 }),
      i18n.t('b.c'),
      i18n.t('d'),
      i18n.t('missing.key'),
      i18n.t('o'),
      i18n.exists('b.c'),
      i18n.getResource('de', 'translation', 'a'),
      await i18n.changeLanguage('xx').then(() => i18n.t('a', { x: 3 })),
    ])
  }
  assert.equal(answers[1], answers[0])
  assert.equal(answers[0].slice(0, 3), ['De 1', 'nested', 'De 2'])
})

test.after(() => fs.rmSync(tmp, { recursive: true, force: true }))
test.run()
