// Every download is named in one place (ui/download.tsx saveFile): a device's, an entity's or the gateway's name
// in a file name keeps its letters in any language and loses only what file systems refuse.
import { test } from 'uvu'
import './_dom'
import * as assert from 'uvu/assert'
import { hostName } from '../../../src/state/host'
import { saveFile } from '../../../src/ui/download'

/** The name the browser is offered when `name` is saved. */
function saved(name: string) {
  let offered = ''
  const click = HTMLAnchorElement.prototype.click
  HTMLAnchorElement.prototype.click = function (this: HTMLAnchorElement) {
    offered = this.download
  }
  try {
    saveFile(name, 'x')
  } finally {
    HTMLAnchorElement.prototype.click = click
  }
  return offered
}

test('letters of any language stay; each run of what a file system may refuse becomes one _', () => {
  hostName.value = ''
  assert.is(saved('Benutzerdefiniert_Eigene Entitäten.csv'), 'Benutzerdefiniert_Eigene_Entitäten.csv')
  assert.is(saved('Termostat_Ciepła woda: ŁÓDŹ/1.csv'), 'Termostat_Ciepła_woda_ŁÓDŹ_1.csv')
  assert.is(saved('hc1 temp <a>?*.csv'), 'hc1_temp_a_.csv')
})

test('the gateway hostname goes in front, named by the same rule', () => {
  hostName.value = 'heizung keller'
  assert.is(saved('emsesp_settings.json'), 'emsesp_heizung_keller_settings.json')
  assert.is(saved('Thermostat_RC310.csv'), 'emsesp_heizung_keller_Thermostat_RC310.csv')
  hostName.value = ''
})

test.run()
