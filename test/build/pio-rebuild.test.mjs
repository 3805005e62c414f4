// firmware-embed/pio_prebuild.py run by hand in a scratch console checkout (_pio-scratch.mjs): when it installs,
// when it builds, that it copies the header only when it changed, and that --firmware puts it where a release's
// firmware folder reads it.
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { age, at, calls, dest, ENV, firmware, firmwareWith, fresh, INPUT_FILES, NEW_SERVER, OLD_SERVER, python, run, tmp } from './_pio-scratch.mjs'

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

test("rebuilds when any of build.mjs's inputs is newer than the header", () => {
  if (!python) return console.log('  (skipped: no python3)')
  assert.ok(INPUT_FILES.includes('tools/first-screen.mjs') && INPUT_FILES.includes('tsconfig.json'))
  for (const p of INPUT_FILES) {
    fresh()
    age(p, 400)
    run()
    // a newer lock file also means node_modules is out of date
    assert.equal(calls(), p === 'package-lock.json' ? ['ci', 'run build'] : ['run build'], p)
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

test('--firmware DIR: the header goes where that firmware folder reads it (for environments that do not run the script)', () => {
  if (!python) return console.log('  (skipped: no python3)')
  for (const [server, header] of [
    [OLD_SERVER, 'lib/framework/WWWData.h'],
    [NEW_SERVER, 'src/ESP32React/WWWData.h'],
  ]) {
    fresh()
    firmwareWith(server)
    execFileSync('python3', [at('firmware-embed/pio_prebuild.py'), '--firmware', firmware], { cwd: tmp, encoding: 'utf8', env: ENV })
    assert.is(fs.readFileSync(path.join(firmware, header), 'utf8'), 'header v1', header)
  }
})

test.run()
