// firmware-embed/pio_prebuild.py outside PlatformIO: with a fresh build it copies the header, unchanged,
// to the destination and leaves an identical copy alone. Skipped when there is no python3.
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
const dest = path.join(tmp, 'include', 'ems_console.h')
const run = () => execFileSync('python3', ['firmware-embed/pio_prebuild.py', '--dest', dest], { cwd: ROOT, encoding: 'utf8' })

test('copies dist/ems_console.h to --dest, then leaves an identical copy alone', () => {
  if (!python) return console.log('  (skipped: no python3)')
  const first = run()
  assert.match(first, /copied header to/)
  assert.ok(fs.readFileSync(dest).equals(fs.readFileSync(path.join(ROOT, 'dist/ems_console.h'))))
  const second = run()
  assert.not.match(second, /copied header to/)
  assert.not.match(second, /npm run build/, 'the header was fresh: no rebuild expected')
})

test.after(() => fs.rmSync(tmp, { recursive: true, force: true }))
test.run()
