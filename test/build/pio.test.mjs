// firmware-embed/pio_prebuild.py on a scratch copy of the console's layout with a fake `npm` on PATH (it records
// its calls; `ci` refreshes node_modules, `run build` writes the header): when it installs, when it builds, that
// it copies the header only when it changed, and, run the way PlatformIO runs it, that it writes
// lib/framework/WWWData.h of the firmware project. And firmware-embed/pio_local.ini, read with the parser
// PlatformIO reads it with: it replaces the firmware's web build in both base sections.
// Nothing runs in the real checkout. Skipped when there is no python3.
import { execFileSync, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { BUILD_INPUTS } from '../../build.mjs'

const ROOT = fileURLToPath(new URL('../..', import.meta.url))
const python = spawnSync('python3', ['--version']).status === 0
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'ems-pio-'))
const con = path.join(tmp, 'console') // the console's folder: the script's parent's parent
const bin = path.join(tmp, 'bin')
const log = path.join(tmp, 'npm.log')
const dest = path.join(tmp, 'elsewhere', 'WWWData.h')
const firmware = path.join(tmp, 'firmware') // an EMS-ESP project folder, for the runs as PlatformIO makes them
const at = (p) => path.join(con, p)
const T = Math.floor(Date.now() / 1000) - 1000 // a fixed past moment; every file's age is set from it

// A file standing for each of build.mjs's inputs (a folder gets one file inside)
const IN_FOLDER = { src: 'src/app.tsx', locales: 'locales/en.json', build: 'build/first-paint.mjs', 'firmware-embed': 'firmware-embed/header.mjs' }
const INPUT_FILES = BUILD_INPUTS.map((p) => IN_FOLDER[p] ?? p)

/** A console checkout whose header is fresh and whose node_modules matches the lock file. */
function fresh() {
  fs.rmSync(con, { recursive: true, force: true })
  fs.rmSync(firmware, { recursive: true, force: true })
  fs.rmSync(log, { force: true })
  const files = { 'node_modules/.package-lock.json': '{}', 'dist/WWWData.h': 'header v1' }
  for (const p of INPUT_FILES) files[p] = ''
  for (const [p, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(at(p)), { recursive: true })
    fs.writeFileSync(at(p), text)
    age(p, p.startsWith('node_modules') ? 200 : p.startsWith('dist') ? 300 : 100)
  }
  fs.copyFileSync(path.join(ROOT, 'firmware-embed/pio_prebuild.py'), at('firmware-embed/pio_prebuild.py'))
  age('firmware-embed/pio_prebuild.py', 100)
}
/** Sets a file's modification time to T + s seconds. */
const age = (p, s) => fs.utimesSync(at(p), T + s, T + s)
const calls = () => (fs.existsSync(log) ? fs.readFileSync(log, 'utf8').trim().split('\n') : [])
const ENV = { ...process.env, PATH: bin + path.delimiter + process.env.PATH, EMS_CONSOLE_DIR: '', EMS_CONSOLE_HEADER: '' }
const run = () => execFileSync('python3', [at('firmware-embed/pio_prebuild.py'), '--dest', dest], { cwd: tmp, encoding: 'utf8', env: ENV })

// The script as PlatformIO runs it: SCons executes it with Import() and an `env` of the project; these stand in
// for the four things the script asks of them.
const SCONS = `import sys
script, project, clean = sys.argv[1], sys.argv[2], sys.argv[3] == "clean"
class Env:
    def subst(self, s):
        assert s == "$PROJECT_DIR", s
        return project
    def GetProjectOption(self, name, default=None):
        return default
    def IsCleanTarget(self):
        return clean
    def Exit(self, code):
        sys.exit(code)
def Import(name):
    pass  # SCons puts env into the script's globals; here it is there already
exec(compile(open(script).read(), script, "exec"), {"Import": Import, "env": Env(), "__name__": "SCons"})
`
const pio = (target = 'build') =>
  execFileSync('python3', ['-c', SCONS, at('firmware-embed/pio_prebuild.py'), firmware, target], { cwd: firmware, encoding: 'utf8', env: ENV })

test.before(() => {
  fs.mkdirSync(bin)
  fs.writeFileSync(
    path.join(bin, 'npm'),
    [
      '#!/bin/sh',
      `echo "$*" >> '${log}'`,
      'if [ "$1" = ci ]; then mkdir -p node_modules && echo "{}" > node_modules/.package-lock.json; fi',
      'if [ "$1 $2" = "run build" ]; then mkdir -p dist && echo "header v2" > dist/WWWData.h; fi',
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

test("rebuilds when any of build.mjs's inputs is newer than the header", () => {
  if (!python) return console.log('  (skipped: no python3)')
  assert.ok(INPUT_FILES.includes('build/first-paint.mjs') && INPUT_FILES.includes('tsconfig.json'))
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

test('under PlatformIO: writes lib/framework/WWWData.h of the firmware project, building first when stale', () => {
  if (!python) return console.log('  (skipped: no python3)')
  fresh()
  fs.mkdirSync(firmware)
  const header = path.join(firmware, 'lib/framework/WWWData.h')
  assert.match(pio(), /copied header to/)
  assert.is(fs.readFileSync(header, 'utf8'), 'header v1')
  assert.equal(calls(), [])
  age('src/app.tsx', 400)
  pio()
  assert.equal(calls(), ['run build'])
  assert.is(fs.readFileSync(header, 'utf8'), 'header v2\n')
})

test('under PlatformIO: a clean builds and writes nothing', () => {
  if (!python) return console.log('  (skipped: no python3)')
  fresh()
  fs.mkdirSync(firmware)
  fs.rmSync(at('node_modules'), { recursive: true })
  age('src/app.tsx', 400)
  pio('clean')
  assert.equal(calls(), [])
  assert.not.ok(fs.existsSync(path.join(firmware, 'lib')))
})

// pio_local.ini as PlatformIO's ProjectConfig reads it: Python's configparser, ; and # starting comments.
// Prints, per section, the extra_scripts lines; and what [espressi32_base] holds once a firmware-shaped
// platformio.ini has been read first and pio_local.ini after it, as extra_configs are.
const READ_INI = `import configparser, json, sys
def parser():
    return configparser.ConfigParser(inline_comment_prefixes=("#", ";"))
def lines(p, section):
    return [l.strip() for l in p.get(section, "extra_scripts").splitlines() if l.strip()]
local = parser()
local.read(sys.argv[1])
both = parser()
both.read([sys.argv[2], sys.argv[1]])
print(json.dumps({
    "sections": local.sections(),
    "dir": local.get("ems_console", "dir"),
    "scripts": {s: lines(local, s) for s in ("espressi32_base", "espressi32_base_tasmota")},
    "merged": lines(both, "espressi32_base"),
}))
`

test('pio_local.ini runs our script instead of build_interface.py in both base sections, keeping rename_fw.py', () => {
  if (!python) return console.log('  (skipped: no python3)')
  // the firmware's layout of the option (our own minimal file: the sections and options that matter)
  const platformio = path.join(tmp, 'platformio.ini')
  fs.writeFileSync(
    platformio,
    [
      '[platformio]',
      'extra_configs =',
      '  pio_local.ini',
      '',
      '[espressi32_base]',
      'extra_scripts =',
      '  pre:scripts/build_interface.py',
      '  scripts/rename_fw.py',
      '',
    ].join('\n'),
  )
  const ini = path.join(ROOT, 'firmware-embed/pio_local.ini')
  const got = JSON.parse(execFileSync('python3', ['-c', READ_INI, ini, platformio], { encoding: 'utf8' }))
  const ours = ['pre:${ems_console.dir}/firmware-embed/pio_prebuild.py', 'scripts/rename_fw.py']
  assert.equal(got.scripts.espressi32_base, ours)
  assert.equal(got.scripts.espressi32_base_tasmota, ours)
  assert.equal(got.merged, ours, 'read after platformio.ini, pio_local.ini must win')
  // no env section (those would replace the firmware's boards), nothing for PlatformIO to warn about
  assert.equal(
    got.sections.filter((s) => s === 'platformio' || s === 'env' || s.startsWith('env:')),
    [],
  )
  // with dir set to this repository, the pre: script is the one tested above
  assert.ok(got.dir, '[ems_console] dir')
  assert.ok(fs.existsSync(path.join(ROOT, ours[0].replace('pre:${ems_console.dir}/', ''))))
})

test.after(() => fs.rmSync(tmp, { recursive: true, force: true }))
test.run()
