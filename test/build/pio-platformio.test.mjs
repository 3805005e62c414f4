// firmware-embed/pio_prebuild.py run the way PlatformIO runs it (through SCons, in the firmware's project folder):
// it writes WWWData.h where each release's firmware folder reads it (lib/framework/ up to 3.7.1,
// src/ESP32React/ from 3.7.2), building first when the header is stale, and nothing on a clean.
import { execFileSync, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { age, at, calls, ENV, firmware, firmwareWith, fresh, NEW_SERVER, OLD_SERVER, python } from './_pio-scratch.mjs'

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

test.run()
