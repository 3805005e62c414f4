// firmware-embed/pio_prebuild.py on a scratch copy of the console's layout with a fake `npm` on PATH (it records
// its calls; `ci` refreshes node_modules, `run build` writes the header): when it installs, when it builds, that
// it copies the header only when it changed, and, run the way PlatformIO runs it, that it writes WWWData.h where
// each release's firmware folder reads it (lib/framework/ up to 3.7.1, src/ESP32React/ from 3.7.2). And
// firmware-embed/pio_local.ini over a small platformio.ini of each release's layout (written here, one per
// layout: the sections and options that decide which scripts run), resolved the way PlatformIO resolves an
// environment's option: every board environment runs our script and the firmware's rename step and no longer
// the firmware's web build; every other environment keeps what it had.
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
const IN_FOLDER = { src: 'src/app.tsx', locales: 'locales/en.json', tools: 'tools/first-screen.mjs', 'firmware-embed': 'firmware-embed/header.mjs' }
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
// for the four things the script asks of them. The fourth argument: the environment's options, as JSON.
const SCONS = `import json, sys
script, project, clean = sys.argv[1], sys.argv[2], sys.argv[3] == "clean"
options = json.loads(sys.argv[4])
class Env:
    def subst(self, s):
        assert s == "$PROJECT_DIR", s
        return project
    def GetProjectOption(self, name, default=None):
        return options.get(name, default)
    def IsCleanTarget(self):
        return clean
    def Exit(self, code):
        sys.exit(code)
def Import(name):
    pass  # SCons puts env into the script's globals; here it is there already
exec(compile(open(script).read(), script, "exec"), {"Import": Import, "env": Env(), "__name__": "SCons"})
`
const pio = (target = 'build', options = {}) =>
  execFileSync('python3', ['-c', SCONS, at('firmware-embed/pio_prebuild.py'), firmware, target, JSON.stringify(options)], {
    cwd: firmware,
    encoding: 'utf8',
    env: ENV,
  })
/** The same, for a run expected to fail: { status, stderr }. */
const pioFails = () => {
  const r = spawnSync('python3', ['-c', SCONS, at('firmware-embed/pio_prebuild.py'), firmware, 'build', '{}'], { cwd: firmware, encoding: 'utf8', env: ENV })
  return { status: r.status, stderr: r.stderr }
}

/** The firmware's web server file of a release, in the firmware folder: a stand-in that includes the header the
 *  way that release does. */
function firmwareWith(includer, include = '#include "WWWData.h"') {
  fs.mkdirSync(path.dirname(path.join(firmware, includer)), { recursive: true })
  fs.writeFileSync(path.join(firmware, includer), `${include}\n// the web server of the firmware\n`)
}
const OLD_SERVER = 'lib/framework/ESP8266React.cpp' // 3.6.0 to 3.7.1
const NEW_SERVER = 'src/ESP32React/ESP32React.cpp' // 3.7.2 on

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

test('under PlatformIO: writes the header beside the firmware file that includes it, building first when stale', () => {
  if (!python) return console.log('  (skipped: no python3)')
  // 3.6.0 to 3.6.4 include it as <WWWData.h>, 3.6.5 to 3.7.1 as "WWWData.h", both from lib/framework/
  for (const include of ['#include <WWWData.h>', '#include "WWWData.h" // the web interface']) {
    fresh()
    firmwareWith(OLD_SERVER, include)
    assert.match(pio(), /copied header to/)
    assert.is(fs.readFileSync(path.join(firmware, 'lib/framework/WWWData.h'), 'utf8'), 'header v1', include)
    assert.not.ok(fs.existsSync(path.join(firmware, 'src')), include)
  }
  // 3.7.2 and 3.8.x: src/ESP32React/
  fresh()
  firmwareWith(NEW_SERVER)
  const header = path.join(firmware, 'src/ESP32React/WWWData.h')
  assert.match(pio(), /copied header to/)
  assert.is(fs.readFileSync(header, 'utf8'), 'header v1')
  assert.not.ok(fs.existsSync(path.join(firmware, 'lib')))
  assert.equal(calls(), [])
  age('src/app.tsx', 400)
  pio()
  assert.equal(calls(), ['run build'])
  assert.is(fs.readFileSync(header, 'utf8'), 'header v2\n')
})

test('under PlatformIO: the newer layout wins when both files are there; a file that does not include the header does not count', () => {
  if (!python) return console.log('  (skipped: no python3)')
  fresh()
  firmwareWith(OLD_SERVER)
  firmwareWith(NEW_SERVER)
  pio()
  assert.ok(fs.existsSync(path.join(firmware, 'src/ESP32React/WWWData.h')))
  assert.not.ok(fs.existsSync(path.join(firmware, 'lib/framework/WWWData.h')))
  fresh()
  firmwareWith(NEW_SERVER, '// serves its pages some other way')
  firmwareWith(OLD_SERVER)
  pio()
  assert.ok(fs.existsSync(path.join(firmware, 'lib/framework/WWWData.h')))
})

test('under PlatformIO: no known web server file stops the build and writes nothing; custom_ems_console_header still works', () => {
  if (!python) return console.log('  (skipped: no python3)')
  fresh()
  fs.mkdirSync(firmware)
  const r = pioFails()
  assert.is(r.status, 1)
  assert.match(r.stderr, /custom_ems_console_header/)
  assert.equal(fs.readdirSync(firmware), [])
  assert.match(pio('build', { custom_ems_console_header: 'include/WWWData.h' }), /copied header to/)
  assert.is(fs.readFileSync(path.join(firmware, 'include/WWWData.h'), 'utf8'), 'header v1')
})

test('under PlatformIO: a clean builds and writes nothing', () => {
  if (!python) return console.log('  (skipped: no python3)')
  fresh()
  firmwareWith(NEW_SERVER)
  fs.rmSync(at('node_modules'), { recursive: true })
  age('src/app.tsx', 400)
  pio('clean')
  assert.equal(calls(), [])
  assert.not.ok(fs.existsSync(path.join(firmware, 'src/ESP32React/WWWData.h')))
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

// An environment's extra_scripts as PlatformIO's ProjectConfig finds it: the files read in order into one
// configparser (inline ; and # comments), the option looked up in the environment, then in the sections it
// extends, then in [env]; ${section.option} replaced, recursively; the value split into lines (or at ", " when
// it is one line), comments dropped. Prints {env name: [scripts]} for every [env:...] section.
const RESOLVE = `import configparser, json, re, sys
p = configparser.ConfigParser(inline_comment_prefixes=("#", ";"), interpolation=None)
p.read(sys.argv[1:])
def expand(value):
    return re.sub(r"\\$\\{([^.}]+)\\.([^}]+)\\}", lambda m: expand(p.get(m.group(1), m.group(2))), value)
def walk(root):
    queue = ["env", root]
    while queue:
        section = queue.pop()
        if not p.has_section(section):
            continue
        yield section
        if p.has_option(section, "extends"):
            queue.extend(s.strip() for s in p.get(section, "extends").split(","))
def scripts(env):
    for section in walk(env):
        if p.has_option(section, "extra_scripts"):
            value = expand(p.get(section, "extra_scripts"))
            items = value.split("\\n" if "\\n" in value else ", ")
            return [i.strip() for i in items if i.strip() and not i.strip().startswith((";", "#"))]
    return []
print(json.dumps({s[4:]: scripts(s) for s in p.sections() if s.startswith("env:")}))
`

// One small platformio.ini per layout, written from what each release's file does with these options (not a copy
// of it). `boards`: the environments that build firmware and must run our script; the others must keep theirs.
const BUILD_WEB = 'pre:scripts/build_interface.py'
const RENAME = 'scripts/rename_fw.py'
const LAYOUTS = {
  '3.6.0-3.6.1': {
    boards: ['esp32_4M', 'lolin_s3'],
    ini: `[platformio]
extra_configs =
  factory_settings.ini
  pio_local.ini

[espressi32_base]
platform = espressif32
extra_scripts =
  ${BUILD_WEB}
  ${RENAME}

[env]
monitor_speed = 115200

[env:ci]
extends = espressi32_base
extra_scripts = ${RENAME}

[env:esp32_4M]
extends = espressi32_base

[env:lolin_s3]
extends = espressi32_base
board = lolin_s3

[env:standalone]
platform = native
`,
  },
  '3.6.2-3.6.5': {
    boards: ['esp32_4M', 'esp32_16M'],
    ini: `[platformio]
extra_configs = pio_local.ini

[espressi32_base]
extra_scripts =
  ${BUILD_WEB}
  ${RENAME}

[espressi32_base_tasmota]
extra_scripts =
  ${BUILD_WEB}
  ${RENAME}

[env:ci_16M]
extends = espressi32_base
extra_scripts = ${RENAME}

[env:esp32_4M]
extends = espressi32_base_tasmota

[env:esp32_16M]
extends = espressi32_base

[env:standalone]
platform = native
`,
  },
  '3.7.0-3.7.1': {
    boards: ['s_4M', 's_16M_P', 's3_16M_P'],
    ini: `[platformio]
default_envs = ci_s_4M, ci_s_16M_P
extra_configs =
  factory_settings.ini
  pio_local.ini

[espressif32_base]
extra_scripts =
  ${BUILD_WEB}
  ${RENAME}

[espressif32_base_tasmota]
extra_scripts =
  ${BUILD_WEB}
  ${RENAME}

[env]
lib_ldf_mode = chain+

[env:ci_s_4M]
extends = espressif32_base_tasmota
extra_scripts = ${RENAME}

[env:ci_s_16M_P]
extends = espressif32_base
extra_scripts = ${RENAME}

[env:s_4M]
extends = espressif32_base_tasmota

[env:s_16M_P]
extends = espressif32_base

[env:s3_16M_P]
extends = espressif32_base

[env:native]
platform = native
`,
  },
  '3.7.2': {
    boards: ['s_4M', 's_16M', 's_16M_P', 's3_32M_P'],
    ini: `[platformio]
extra_configs =
  factory_settings.ini
  pio_local.ini

[espressif32_base_16M]
board_upload.flash_size = 16MB

[espressif32_base_32M]
board_upload.flash_size = 32MB

[espressif32_base_T_4M]
board_upload.flash_size = 4MB

[espressif32_base_T_16M]
board_upload.flash_size = 16MB

[env]
extra_scripts =
  ${BUILD_WEB} ; the web interface, unless NO_BUILD_WEBUI is set
  ${RENAME} ; names the binary
  scripts/upload.py ; network upload
build_type = release

[env:s_4M]
extends = espressif32_base_T_4M

[env:s_16M]
extends = espressif32_base_T_16M

[env:s_16M_P]
extends = espressif32_base_16M

[env:s3_32M_P]
extends = espressif32_base_32M

[env:native]
platform = native
extra_scripts =
`,
  },
  '3.8.0': {
    boards: ['s_4M', 's_16M', 's_16M_P', 's3_32M_P'],
    ini: `[platformio]
default_envs = s_4M, s_16M
extra_configs =
  factory_settings.ini
  pio_local.ini

[espressif32_base_16M]
board_upload.flash_size = 16MB

[espressif32_base_32M]
board_upload.flash_size = 32MB

[espressif32_base_T_4M]
board_upload.flash_size = 4MB

[espressif32_base_T_16M]
board_upload.flash_size = 16MB

[env]
extra_scripts =
  post:${RENAME} ; names the binary

[env:build_webUI]
platform = native
targets = build
extra_scripts = ${BUILD_WEB}
build_src_filter = -<*>

[env:s_4M]
extends = espressif32_base_T_4M

[env:s_16M]
extends = espressif32_base_T_16M

[env:s_16M_P]
extends = espressif32_base_16M

[env:s3_32M_P]
extends = espressif32_base_32M

[env:c6]
board = seeed_xiao_esp32c6

[env:native]
platform = native

[env:standalone]
extends = env:native
`,
  },
}

const resolve = (...files) => JSON.parse(execFileSync('python3', ['-c', RESOLVE, ...files], { encoding: 'utf8' }))
const LOCAL_INI = path.join(ROOT, 'firmware-embed/pio_local.ini')

for (const [release, layout] of Object.entries(LAYOUTS)) {
  test(`pio_local.ini in a ${release} layout: each board runs our script and the rename step instead of the web build; the rest is unchanged`, () => {
    if (!python) return console.log('  (skipped: no python3)')
    const platformio = path.join(tmp, `platformio-${release}.ini`)
    fs.writeFileSync(platformio, layout.ini)
    const before = resolve(platformio)
    const after = resolve(platformio, LOCAL_INI)
    // the fixture is what it claims: the firmware alone builds its own web interface in some environment
    assert.ok(
      Object.values(before).some((s) => s.includes(BUILD_WEB)),
      'fixture without the web build',
    )
    const ours = ['pre:../ems-console/firmware-embed/pio_prebuild.py', RENAME]
    for (const board of layout.boards) {
      assert.ok(board in after, board)
      assert.equal(after[board], ours, board)
    }
    for (const [env, scripts] of Object.entries(after)) {
      if (layout.boards.includes(env)) continue
      assert.equal(scripts, before[env], `${env} must keep its own scripts`)
    }
    // with dir set to this repository, the pre: script is the one tested above
    assert.ok(fs.existsSync(path.join(ROOT, ours[0].replace('pre:../ems-console/', ''))))
  })
}

test('pio_local.ini adds no [platformio] or [env...] section, which would change what every release builds', () => {
  if (!python) return console.log('  (skipped: no python3)')
  const sections = JSON.parse(
    execFileSync(
      'python3',
      [
        '-c',
        'import configparser, json, sys\np = configparser.ConfigParser(interpolation=None)\np.read(sys.argv[1])\nprint(json.dumps(p.sections()))',
        LOCAL_INI,
      ],
      { encoding: 'utf8' },
    ),
  )
  assert.equal(
    sections.filter((s) => s === 'platformio' || s === 'env' || s.startsWith('env:')),
    [],
  )
  assert.ok(sections.includes('ems_console'))
})

test.after(() => fs.rmSync(tmp, { recursive: true, force: true }))
test.run()
