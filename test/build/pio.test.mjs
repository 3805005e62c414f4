// firmware-embed/pio_prebuild.py outside PlatformIO, on a scratch copy of the console's layout with a fake
// `npm` on PATH (it records its calls; `ci` refreshes node_modules, `run build` writes the header): when it
// installs, when it builds, and that it copies the header to the destination only when it changed.
// Nothing runs in the real checkout. Skipped when there is no python3.
import { execFileSync, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { test } from 'uvu'
import * as assert from 'uvu/assert'

const ROOT = fileURLToPath(new URL('../..', import.meta.url))
const python = spawnSync('python3', ['--version']).status === 0
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'ems-pio-'))
const con = path.join(tmp, 'console') // the console's folder: the script's parent's parent
const bin = path.join(tmp, 'bin')
const log = path.join(tmp, 'npm.log')
const dest = path.join(tmp, 'firmware', 'include', 'ems_console.h')
const at = (p) => path.join(con, p)
const T = Math.floor(Date.now() / 1000) - 1000 // a fixed past moment; every file's age is set from it

/** A console checkout whose header is fresh and whose node_modules matches the lock file. */
function fresh() {
  fs.rmSync(con, { recursive: true, force: true })
  fs.rmSync(log, { force: true })
  const files = {
    'src/app.tsx': '', 'locales/en.json': '{}', 'build.mjs': '', 'firmware-embed/header.mjs': '', 'tsconfig.json': '{}',
    'package.json': '{}', 'package-lock.json': '{}', 'node_modules/.package-lock.json': '{}', 'dist/ems_console.h': 'header v1',
  }
  for (const [p, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(at(p)), { recursive: true })
    fs.writeFileSync(at(p), text)
    age(p, p.startsWith('node_modules') ? 200 : p.startsWith('dist') ? 300 : 100)
  }
  fs.copyFileSync(path.join(ROOT, 'firmware-embed/pio_prebuild.py'), at('firmware-embed/pio_prebuild.py'))
}
/** Sets a file's modification time to T + s seconds. */
const age = (p, s) => fs.utimesSync(at(p), T + s, T + s)
const calls = () => (fs.existsSync(log) ? fs.readFileSync(log, 'utf8').trim().split('\n') : [])
const run = () =>
  execFileSync('python3', [at('firmware-embed/pio_prebuild.py'), '--dest', dest], {
    cwd: tmp,
    encoding: 'utf8',
    env: { ...process.env, PATH: bin + path.delimiter + process.env.PATH, EMS_CONSOLE_DIR: '', EMS_CONSOLE_HEADER: '' },
  })

test.before(() => {
  fs.mkdirSync(bin)
  fs.writeFileSync(
    path.join(bin, 'npm'),
    [
      '#!/bin/sh',
      `echo "$*" >> '${log}'`,
      'if [ "$1" = ci ]; then mkdir -p node_modules && echo "{}" > node_modules/.package-lock.json; fi',
      'if [ "$1 $2" = "run build" ]; then mkdir -p dist && echo "header v2" > dist/ems_console.h; fi',
      '',
    ].join('\n'),
    { mode: 0o755 },
  )
})

test('a fresh header is copied to --dest once, then an identical copy is left alone; npm is not run', () => {
  if (!python) return console.log('  (skipped: no python3)')
  fresh()
  assert.match(run(), /copied header to/)
  assert.is(fs.readFileSync(dest, 'utf8'), 'header v1')
  const second = run()
  assert.not.match(second, /copied header to/)
  assert.match(second, /header up to date/)
  assert.equal(calls(), [])
})

test('rebuilds when any source is newer than the header, including header.mjs and tsconfig.json', () => {
  if (!python) return console.log('  (skipped: no python3)')
  for (const p of ['src/app.tsx', 'locales/en.json', 'build.mjs', 'firmware-embed/header.mjs', 'tsconfig.json', 'package.json']) {
    fresh()
    age(p, 400)
    run()
    assert.equal(calls(), ['run build'], p)
    assert.is(fs.readFileSync(dest, 'utf8'), 'header v2\n', p)
  }
})

test('npm ci when node_modules is missing, or older than package-lock.json', () => {
  if (!python) return console.log('  (skipped: no python3)')
  fresh()
  fs.rmSync(at('node_modules'), { recursive: true })
  run()
  assert.equal(calls(), ['ci'])
  fresh()
  age('package-lock.json', 250) // newer than node_modules/.package-lock.json, older than the header
  run()
  assert.equal(calls(), ['ci'])
  run()
  assert.equal(calls(), ['ci'], 'installed now: no second npm ci')
})

test.after(() => fs.rmSync(tmp, { recursive: true, force: true }))
test.run()
