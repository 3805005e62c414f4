// Device paths live in src/api only, so every answer goes through a typed call that checks it
// with its schema; the 401 exception (call401) is used by src/api alone.
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { test } from 'uvu'
import * as assert from 'uvu/assert'

const files = (dir: string): string[] =>
  readdirSync(dir).flatMap((f) => (statSync(join(dir, f)).isDirectory() ? files(join(dir, f)) : /\.tsx?$/.test(f) ? [join(dir, f)] : []))

test('no screen, ui, state or app file names a device path or calls the client directly', () => {
  const bad = ['src/screens', 'src/ui', 'src/state', 'src/app']
    .flatMap(files)
    .filter((f) => /rest\/|keep401|\b(get|post|call|call401|upload)\(['"`]/.test(readFileSync(f, 'utf8')))
  assert.equal(bad, [])
})

test.run()
