// The layers of src/ and who may import whom (README, Code map): main -> app -> screens -> ui -> api -> state
// -> schemas, imports only pointing down or within a layer; a screen folder imports no other screen folder
// (what two screens share lives in src/ui/); schemas import nothing of ours but schemas; the emulator takes
// nothing from src/ but the schemas. Biome's noRestrictedImports matches the written specifier, not the
// folder it leads to ('../x' is another screen from src/screens/a/ and the same screen from a folder below
// it), so the specifiers are resolved here.
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, posix } from 'node:path'
import ts from 'typescript'
import { test } from 'uvu'
import * as assert from 'uvu/assert'

const LAYERS = ['main', 'app', 'screens', 'ui', 'api', 'state', 'schemas']

const files = (dir: string): string[] =>
  readdirSync(dir).flatMap((f) => (statSync(join(dir, f)).isDirectory() ? files(join(dir, f)) : /\.(ts|tsx|mjs)$/.test(f) ? [posix.join(dir, f)] : []))

/** Every module a file names: imports (type-only too), re-exports and import() calls. */
const specifiers = (file: string) => ts.preProcessFile(readFileSync(file, 'utf8'), true, true).importedFiles.map((f) => f.fileName)

/** The layer of a path under src/ (undefined for the few files beside the layers: i18n, languages, styles)
 *  and, in src/screens/, its screen folder. */
function place(path: string): { layer?: string; screen?: string } {
  if (path === 'src/main.tsx') return { layer: 'main' }
  const [, layer, screen] = path.split('/')
  if (!LAYERS.includes(layer)) return {}
  return layer === 'screens' ? { layer, screen } : { layer }
}

/** Why `file` may not import `target` (both paths from the repository root), or undefined when it may. */
function broken(file: string, target: string): string | undefined {
  if (file.startsWith('emulator/')) {
    if (target.startsWith('src/') && !target.startsWith('src/schemas/')) return 'the emulator takes only schemas from src/'
    return
  }
  if (!target.startsWith('src/')) return
  const from = place(file)
  const to = place(target)
  if (from.layer === 'schemas' && to.layer !== 'schemas') return 'schemas import no module of ours but schemas'
  if (!from.layer || !to.layer) return
  if (LAYERS.indexOf(to.layer) < LAYERS.indexOf(from.layer)) return `${from.layer} sits below ${to.layer}: imports point down the layers`
  if (from.screen && to.screen && from.screen !== to.screen) return 'a screen folder imports no other screen folder: what both use belongs in src/ui/'
}

/** `file: 'specifier' (why)` for every import that crosses a boundary. */
const violations = (file: string) =>
  specifiers(file)
    .filter((s) => s.startsWith('.'))
    .flatMap((s) => {
      const why = broken(file, posix.normalize(posix.join(dirname(file), s)))
      return why ? [`${file}: '${s}' (${why})`] : []
    })

test('every import of src/ and emulator/ keeps to the layers', () => {
  assert.equal([...files('src'), ...files('emulator')].flatMap(violations), [])
})

test('the check sees each kind of crossing', () => {
  assert.ok(broken('src/screens/setup/index.tsx', 'src/screens/mqtt/settings'))
  assert.ok(broken('src/screens/setup/steps/wifi.tsx', 'src/screens/network/scan'))
  assert.not.ok(broken('src/screens/setup/steps/wifi.tsx', 'src/screens/setup/index'))
  assert.ok(broken('src/ui/board.tsx', 'src/screens/settings/application'))
  assert.ok(broken('src/api/client.ts', 'src/ui/action'))
  assert.ok(broken('src/state/session.ts', 'src/api/transport'))
  assert.ok(broken('src/schemas/mqtt.ts', 'src/i18n'))
  assert.not.ok(broken('src/schemas/mqtt.ts', 'src/schemas/common'))
  assert.ok(broken('emulator/routes/mqtt.ts', 'src/api/mqtt'))
  assert.not.ok(broken('emulator/routes/mqtt.ts', 'src/schemas/mqtt'))
  assert.not.ok(broken('src/screens/mqtt/index.tsx', 'src/ui/mqtt-broker'))
})

test.run()
