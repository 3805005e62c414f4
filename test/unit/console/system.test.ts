// The version check's release names and download links (device-api §2c, docs/console.md §9), and the uptime
// as people read it.
import './_dom'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { known } from '../../../src/api/release'
import { boardOf, firmwareFile, releases } from '../../../src/api/system'
import i18n from '../../../src/i18n'
import { showUptime } from '../../../src/screens/system/uptime'
import { duration } from '../../../src/ui/format'
import { statusText } from '../../../src/ui/restart'

test('firmware file naming: dots of the version become underscores; the board until 3.6.5 is the platform, dashes as underscores', () => {
  assert.is(firmwareFile('3.6.5', 'ESP32'), 'EMS-ESP-3_6_5-ESP32.bin')
  const s = { emsesp_version: '3.6.5', esp_platform: 'ESP32-S3', free_heap: 1, uptime: '' }
  // the board's naming follows the gateway's release, as api/release.ts knows it
  known.value = { version: '3.6.5', release: '3.6.5' }
  assert.is(firmwareFile('3.7.0-dev.12', boardOf(s)), 'EMS-ESP-3_7_0-dev_12-ESP32_S3.bin')
  // from 3.7.0: chip, flash size and PSRAM, as scripts/rename_fw.py names them
  known.value = { version: '3.7.1', release: '3.7.1' }
  assert.is(boardOf({ ...s, esp_platform: 'ESP32S3', flash_chip_size: 16384, psram: true }), 'ESP32S3-16MB+')
  known.value = { version: '3.8.0', release: '3.8.0' }
  assert.is(boardOf({ ...s, esp_platform: 'ESP32', flash_chip_size: 4096 }), 'ESP32-4MB')
})

test('system status codes read as words, a percentage while uploading; a code without a word (1, upload pending) as its number', () => {
  const t = i18n.getFixedT('en')
  assert.equal(
    [0, 1, 3, 4, 5, 6, 142, 9].map((s) => statusText(t, s)),
    ['OK', '1', 'Upload failed', 'Restarting', 'Restarting', 'Invalid GPIO', '42%', '9'],
  )
})

const REPO = 'https://github.com/emsesp/EMS-ESP32/'
/** What the check offers: `version`, the file `bin` of the GitHub release `tag`, and the notes (`branch/file`). */
const offer = (version: string, tag: string, bin: string, notes: string) => ({
  version,
  url: `${REPO}releases/download/${tag}/${bin}`,
  notes: `${REPO}blob/${notes}`,
})

test('stable: "v3.6.5" is 3.6.5, downloaded from its tag; notes from main', () => {
  const { stable } = releases('v3.6.5', 'x v3.7.0-dev.1', 'ESP32_C3')
  assert.equal(stable, offer('3.6.5', 'v3.6.5', 'EMS-ESP-3_6_5-ESP32_C3.bin', 'main/CHANGELOG.md'))
})

test('development: the last word of the name without its first character, from the "latest" tag', () => {
  const { dev } = releases('v3.6.5', 'ESP32 Development Build v3.7.0-dev.12 ', 'ESP32')
  assert.equal(dev, offer('3.7.0-dev.12', 'latest', 'EMS-ESP-3_7_0-dev_12-ESP32.bin', 'dev/CHANGELOG_LATEST.md'))
  assert.is(releases('v1', 'v3.7.0', 'ESP32').dev.version, '3.7.0')
})

test("system uptime reads as the dashboard's bus uptime: days, hours, minutes, seconds in words", () => {
  assert.is(showUptime('000+00:01:29.000', 'en'), duration(89, 'en'), 'one format on both status screens')
  assert.is(showUptime('000+01:02:03.456', 'en'), '1 hour 2 minutes 3 seconds')
  assert.is(showUptime('001+00:00:09.000', 'en'), '1 day 9 seconds')
  assert.is(showUptime('012+23:59:59.999', 'en'), '12 days 23 hours 59 minutes 59 seconds')
  assert.is(showUptime('012+23:59:59.999', 'de'), '12 Tage 23 Stunden 59 Minuten 59 Sekunden')
  assert.is(showUptime('not an uptime', 'en'), 'not an uptime')
  assert.is(showUptime(93784, 'en'), '1 day 2 hours 3 minutes 4 seconds', 'seconds, from 3.7.0')
  assert.is(showUptime(0, 'en'), '0 seconds')
})

test.run()
