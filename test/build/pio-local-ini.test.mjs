// firmware-embed/pio_local.ini over a small platformio.ini of each release's layout (_pio-layouts.mjs), resolved
// the way PlatformIO resolves an environment's option: every board environment runs our script and the
// firmware's rename step and no longer the firmware's web build; every other environment keeps what it had.
// Skipped when there is no python3.
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { BUILD_WEB, LAYOUTS, RENAME } from './_pio-layouts.mjs'
import { python, ROOT, tmp } from './_pio-scratch.mjs'

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

test.run()
