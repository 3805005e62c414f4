// Importing a module of src/ installs nothing: no listener on the window or document and no signal effect at a
// module's top level, where import order would decide what runs first. The page's one popstate listener is the
// router's (src/app/app.tsx), which runs the unsaved-changes guard and then Back-closes in that order.
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join, posix } from 'node:path'
import { test } from 'uvu'
import * as assert from 'uvu/assert'

const ROUTER = 'src/app/app.tsx'

const files = (dir: string): string[] =>
  readdirSync(dir).flatMap((f) => (statSync(join(dir, f)).isDirectory() ? files(join(dir, f)) : /\.tsx?$/.test(f) ? [posix.join(dir, f)] : []))

/** file:line of every line that matches `re` in src/, comments left out. */
const where = (re: RegExp, only?: (line: string) => boolean) =>
  files('src').flatMap((file) =>
    readFileSync(file, 'utf8')
      .split('\n')
      .flatMap((line, i) => (re.test(line) && !/^\s*(\/\/|\*|\/\*)/.test(line) && (!only || only(line)) ? [`${file}:${i + 1}`] : [])),
  )

test('a popstate listener is added only by the router (src/app/app.tsx)', () => {
  assert.equal(
    where(/addEventListener\(\s*['"]popstate/).filter((at) => !at.startsWith(ROUTER + ':')),
    [],
  )
})

test('no module adds a listener or runs a signal effect at its top level', () => {
  // A top-level statement starts in the first column; inside a function or hook the line is indented.
  assert.equal(
    where(/\b(addEventListener|effect)\(/, (line) => /^\S/.test(line)),
    [],
  )
})

test.run()
