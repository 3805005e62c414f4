// The gateway's release has one door: in src/, only api/ and schemas/ import the table of releases
// (schemas/releases.ts); screens, ui/ and the rest ask api/release.ts. The emulator and the tests read the
// table directly.
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join, posix } from 'node:path'
import ts from 'typescript'
import { test } from 'uvu'
import * as assert from 'uvu/assert'

const files = (dir: string): string[] =>
  readdirSync(dir).flatMap((f) => (statSync(join(dir, f)).isDirectory() ? files(join(dir, f)) : /\.(ts|tsx)$/.test(f) ? [posix.join(dir, f)] : []))

test('no module of src/ outside api/ and schemas/ imports schemas/releases.ts', () => {
  const reaching = files('src')
    .filter((f) => !/^src\/(api|schemas)\//.test(f))
    .filter((f) =>
      ts
        .preProcessFile(readFileSync(f, 'utf8'), true, true)
        .importedFiles.some((i) => posix.normalize(posix.join(posix.dirname(f), i.fileName)).replace(/\.ts$/, '') === 'src/schemas/releases'),
    )
  assert.equal(reaching, [])
})

test.run()
