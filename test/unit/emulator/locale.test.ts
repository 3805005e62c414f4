// The emulated gateway's language (application setting `locale`): entity names, tags and device types in the
// emulator's own translations, English where it has none.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { busOf } from '../../../emulator/bus/index.ts'
import { translate } from '../../../emulator/bus/locale.ts'
import { SETTINGS_DEFAULTS } from '../../../emulator/routes/settings.ts'
import { createStore } from '../../../emulator/store.ts'

function busIn(locale: string) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ems-locale-'))
  const store = createStore(dir, { info() {}, warn() {} })
  store.define('settings', { ...SETTINGS_DEFAULTS, locale })
  const bus = busOf({ store, uptimeMs: () => 60_000 })
  const names = (id: number) => bus.deviceData(id)!.data.map((r) => r.id.slice(2))
  const types = bus.coreData().devices.map((d) => d.tn)
  fs.rmSync(dir, { recursive: true, force: true })
  return { names, types }
}

const SEEN: Record<string, [string, string, string]> = {
  en: ['hc1 selected room temperature', 'Boiler', 'Thermostat'],
  de: ['HK1 gewählte Raumtemperatur', 'Kessel', 'Regler'],
  fr: ['CC1 température ambiante choisie', 'Chaudière', 'Régulateur'],
  nl: ['VK1 gekozen kamertemperatuur', 'CV-ketel', 'Regelaar'],
  pl: ['OG1 wybrana temperatura pomieszczenia', 'Kocioł', 'Regulator'],
  sv: ['VK1 vald rumstemperatur', 'Panna', 'Reglercentral'],
}
for (const [locale, [name, boiler, thermostat]] of Object.entries(SEEN)) {
  test(`${locale}: entity names with their tags and device types in the gateway's language`, () => {
    const { names, types } = busIn(locale)
    assert.ok(names(2).includes(name), name)
    assert.equal(types.slice(0, 2), [boiler, thermostat])
  })
}

test('a name the table has no translation for stays English; every tag is translated', () => {
  assert.is(translate('cylinder volume', 'pl'), 'cylinder volume')
  assert.is(translate('Thermostat', 'xx'), 'Thermostat')
  assert.ok(
    !busIn('pl')
      .names(2)
      .some((n) => n.startsWith('hc1 ')),
  )
})

test.run()
