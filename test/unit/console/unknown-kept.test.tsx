// Nothing a gateway holds is lost: every answer the console reads and writes back, as each release sends it
// (test/fixtures/firmware-answers: recorded answers of the real firmware) or as the emulator plays the framework
// endpoints the recordings lack, gets keys and values no release sends; saved untouched through the screens'
// own write path, the device gets every field back as read.
import './_dom'
import '../../../src/i18n'
import { readdirSync, readFileSync } from 'node:fs'
import { render } from 'preact'
import { act } from 'preact/test-utils'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { AP_DEFAULTS } from '../../../emulator/routes/ap.ts'
import { MQTT_DEFAULTS } from '../../../emulator/routes/mqtt.ts'
import { NETWORK_DEFAULTS } from '../../../emulator/routes/network.ts'
import { NTP_DEFAULTS } from '../../../emulator/routes/ntp.ts'
import { SECURITY_DEFAULTS } from '../../../emulator/routes/security.ts'
import { apSettings } from '../../../src/api/ap'
import { mqttSettings } from '../../../src/api/mqtt'
import { networkSettings } from '../../../src/api/network'
import { ntpSettings } from '../../../src/api/ntp'
import { securitySettings } from '../../../src/api/security'
import { appSettings, readDeviceEntities, readList, saveCustomizations, saveList } from '../../../src/api/settings'
import type { SettingsEndpoint } from '../../../src/api/settings-endpoint'
import { logSettings } from '../../../src/api/system'
import { decodeEntity, encodeEntity, toggleFlag } from '../../../src/schemas/customization'
import { FAV } from '../../../src/schemas/flags'
import { factsOf, type Release } from '../../../src/schemas/releases'
import { NtpSettings } from '../../../src/screens/ntp/settings'
import { timeZones } from '../../../src/screens/ntp/zones'
import { signIn } from '../../../src/state/session'
import { Field } from '../../../src/ui/fields'
import { SettingsForm } from '../../../src/ui/settings-form'
import { json, msgpack, stubFetch, token, until } from './_helpers'

const DIR = new URL('../../fixtures/firmware-answers/', import.meta.url)
const RELEASES = readdirSync(DIR) as Release[]
const recorded = (r: Release, name: string) => JSON.parse(readFileSync(new URL(`${r}/${name}.json`, DIR), 'utf8'))

/** `x` with a key no release sends in every object, at every depth (lists: in each item). */
const planted = (x: unknown): unknown =>
  Array.isArray(x)
    ? x.map(planted)
    : x && typeof x === 'object'
      ? { ...Object.fromEntries(Object.entries(x).map(([k, v]) => [k, planted(v)])), zz_future: { n: 7, l: ['a', 1.5] } }
      : x

/** Fails unless every field of `read`, at every depth, is in `sent` with the same value. */
function keeps(sent: unknown, read: unknown, at = '') {
  if (read && typeof read === 'object') {
    assert.ok(sent && typeof sent === 'object', `${at} was an object or list, sent ${JSON.stringify(sent)}`)
    if (Array.isArray(read)) assert.is((sent as unknown[]).length, read.length, `${at}: a list item lost`)
    for (const [k, v] of Object.entries(read)) keeps((sent as Record<string, unknown>)[k], v, `${at}.${k}`)
  } else assert.is(sent, read, `${at} sent as ${JSON.stringify(sent)}, read as ${JSON.stringify(read)}`)
}

let answers: Record<string, unknown> = {}
const stub = stubFetch(test, (req, path) => {
  if (req.method === 'POST') return json('')
  const a = answers[path.slice(1)]
  return a === undefined
    ? new Response('<!doctype html>', { headers: { 'content-type': 'text/html' } })
    : path.endsWith('deviceEntities')
      ? msgpack(a)
      : json(a)
})
const posted = (path: string) => stub.sent.filter((s) => s.method === 'POST' && s.path === '/' + path).map((s) => s.body)

/** Signs in anew, so the release is asked again, of a gateway that runs `r` and answers `more`. */
function gatewayOf(r: Release, more: Record<string, unknown>) {
  answers = { 'rest/systemStatus': { emsesp_version: r }, ...more }
  signIn(token({ username: 'admin', admin: true, release: r }))
}

const root = document.body.appendChild(document.createElement('div'))
/** The settings page of `api` loads `read`, Apply is pressed untouched; what the device got. */
async function savedForm(api: SettingsEndpoint<object>, path: string, read: unknown) {
  answers[path] = read
  await act(() =>
    render(
      <SettingsForm api={api} what="Settings">
        {() => null}
      </SettingsForm>,
      root,
    ),
  )
  await until(() => !!root.querySelector('form'))
  await act(() => void root.querySelector('form')!.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true })))
  await until(() => posted(path).length === 1)
  await act(() => render(null, root))
  return posted(path)[0]
}

for (const r of RELEASES) {
  test(`${r}: the application and log settings go back with every field and value as read`, async () => {
    gatewayOf(r, {})
    // Values of enums the console knows no name for.
    const app = planted({ ...recorded(r, 'settings'), tx_mode: 9, bool_format: 11, enum_format: 3, locale: 'xx' })
    keeps(await savedForm(appSettings as SettingsEndpoint<object>, 'rest/settings', app), app)
    const log = planted(recorded(r, 'logSettings'))
    keeps(await savedForm(logSettings as SettingsEndpoint<object>, 'rest/logSettings', log), log)
  })

  test(`${r}: the schedule and the custom entities go back with every field and value as read`, async () => {
    const { entities } = factsOf(r)
    // Then also a flag combination and a value type no release has, which our rules refuse, and a unit none has.
    for (const odd of [false, true]) {
      const schedule = planted(recorded(r, 'schedule')) as { schedule: { flags: number }[] }
      const custom = planted(recorded(r, 'customEntities')) as { entities: { value_type: number; uom: number }[] }
      if (odd) schedule.schedule[0].flags = 129
      Object.assign(custom.entities[0], odd ? { value_type: 12, uom: 40 } : { uom: 40 })
      gatewayOf(r, { 'rest/schedule': schedule, [entities]: custom })
      await saveList('schedule', await readList<object>('schedule'))
      keeps(posted('rest/schedule').at(-1), schedule)
      await saveList('entities', await readList<object>('entities'))
      keeps(posted(entities).at(-1), custom)
    }
  })

  test(`${r}: a customized entity keeps its custom name, range and every other flag bit when one flag changes`, async () => {
    const rows = recorded(r, 'deviceEntities_8') as { id: string; m: number }[]
    // Mask bits no release defines (0x40) beside the known ones, a custom name and range.
    const read = { ...rows.find((e) => 'mi' in e || 'w' in e)!, m: 0x44, cn: 'Mine', mi: -3, ma: 40 }
    gatewayOf(r, { 'rest/deviceEntities': [read] })
    const [row] = (await readDeviceEntities(8))!
    await saveCustomizations(8, [encodeEntity({ ...row, m: toggleFlag(row, FAV) })])
    const [sent] = (posted(factsOf(r).masks)[0] as { entity_ids: string[] }).entity_ids
    assert.equal(decodeEntity(sent), { id: read.id, m: 0x4c, cn: 'Mine', mi: -3, ma: 40 })
  })
}

test('a choice the console has no name for shows its number, chosen, and goes back as read', async () => {
  gatewayOf('3.8.0', {})
  answers['rest/settings'] = { ...recorded('3.8.0', 'settings'), tx_mode: 9 }
  const modes = [
    [1, 'EMS'],
    [2, 'EMS+'],
  ] as const
  await act(() =>
    render(
      <SettingsForm api={appSettings} what="Application">
        {(f) => <Field form={f} name="tx_mode" type="select" label="Tx" options={modes} />}
      </SettingsForm>,
      root,
    ),
  )
  await until(() => !!root.querySelector('select'))
  const select = root.querySelector('select')!
  assert.equal([select.value, select.selectedOptions[0]?.textContent], ['9', '9'])
  await act(() => void root.querySelector('form')!.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true })))
  await until(() => posted('rest/settings').length === 1)
  assert.is((posted('rest/settings')[0] as { tx_mode: unknown }).tx_mode, 9)
  await act(() => render(null, root))
})

test('NTP: a time zone the table lacks (an IANA backward-compatibility name) shows as read and goes back with its rule', async () => {
  gatewayOf('3.8.0', {})
  const read = { ...NTP_DEFAULTS, tz_label: 'Asia/Calcutta', tz_format: 'IST-5:30' }
  assert.not.ok(timeZones().has(read.tz_label), 'left out of the table (Asia/Kolkata is offered)')
  answers['rest/ntpSettings'] = read
  await act(() => render(<NtpSettings />, root))
  await until(() => !!root.querySelector('select[name=tz_label]'))
  const select = root.querySelector<HTMLSelectElement>('select[name=tz_label]')!
  assert.equal([select.value, select.selectedOptions[0]?.textContent], ['Asia/Calcutta', 'Asia/Calcutta'])
  await act(() => void root.querySelector('form')!.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true })))
  await until(() => posted('rest/ntpSettings').length === 1)
  assert.equal(posted('rest/ntpSettings')[0], read)
  await act(() => render(null, root))
})

// The framework endpoints are not in the recordings: the emulator's answers stand for every release.
test('network, access point, NTP, MQTT and security settings (users too) go back with every field as read', async () => {
  gatewayOf('3.8.0', {})
  const pages: [SettingsEndpoint<object>, string, object][] = [
    [networkSettings as SettingsEndpoint<object>, 'rest/networkSettings', NETWORK_DEFAULTS],
    [apSettings as SettingsEndpoint<object>, 'rest/apSettings', AP_DEFAULTS],
    [ntpSettings as SettingsEndpoint<object>, 'rest/ntpSettings', NTP_DEFAULTS],
    [mqttSettings as SettingsEndpoint<object>, 'rest/mqttSettings', MQTT_DEFAULTS],
    [securitySettings as SettingsEndpoint<object>, 'rest/securitySettings', SECURITY_DEFAULTS],
  ]
  for (const [api, path, read] of pages) {
    const x = planted(read)
    keeps(await savedForm(api, path, x), x)
  }
})

test.run()
