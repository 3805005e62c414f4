// The gateway's release is learned once per session and decides where custom entities and
// entity masks are read and written (docs/device-api.md §10); answers only shown on screen read leniently.
import './_dom'
import '../../../src/i18n'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { readCoreData, readSensors, writeDeviceName, writeValue } from '../../../src/api/dashboard'
import { parse } from '../../../src/api/parse'
import { forget, gateway, known } from '../../../src/api/release'
import { readList, saveCustomizations, saveList } from '../../../src/api/settings'
import { uploadURL } from '../../../src/api/system'
import { errorText } from '../../../src/i18n'
import { readAs, releaseOf } from '../../../src/schemas/releases'
import { SystemStatus } from '../../../src/schemas/system'
import { signIn } from '../../../src/state/session'
import { fails, json, stubFetch, token } from './_helpers'

/** The gateway answers by path; a path without an answer gets the page, as the firmware does. */
const stub = stubFetch(test)
const { sent } = stub
let session = 0
/** A new session (a new token), so the release is asked again. */
const newSession = () => signIn(token({ username: 'admin' + ++session, admin: true }))
const status = (emsesp_version: unknown) => () => json({ emsesp_version, esp_platform: 'ESP32', cpu_rev: 3 })

test.before.each(() => {
  stub.answer = {}
  newSession()
})

const ROW = { id: 0, ram: 1, name: 'counter', device_id: 0, type_id: 0, offset: 0, factor: 1, uom: 0, value_type: 8, writeable: true, value: '7' }
const posts = () => sent.filter((s) => s.method === 'POST')

test('releaseOf: 3.6.0-3.8.x with or without a suffix; anything else is no release of ours', () => {
  for (const [v, r] of [
    ['3.6.5', '3.6.5'],
    ['3.6.5 (DEBUG)', '3.6.5'],
    ['3.6.4-dev.3', '3.6.4'],
    ['v3.6.0', '3.6.0'],
    [' 3.6.2 ', '3.6.2'],
    ['3.6.3', null],
    ['3.6.50', null],
    ['3.7.0', '3.7.0'],
    ['3.7.2-dev.1', '3.7.2'],
    ['3.7.3', null],
    ['3.8.0', '3.8.0'],
    ['3.8.1-dev.4', '3.8.0'],
    ['3.9.0', null],
    ['3.5.1', null],
    ['', null],
    ['dev', null],
  ] as const)
    assert.is(releaseOf(v), r, v)
})

test('a version we do not know is read like the newest release not newer than it', () => {
  const cases = [
    ['3.7.3-dev.2', '3.7.2'],
    ['3.9.0', '3.8.0'],
    ['4.0.1', '3.8.0'],
    ['3.6.3', '3.6.2'],
    ['3.5.1', null],
    ['dev', null],
    ['', null],
  ] as const
  for (const [v, r] of cases) assert.is(readAs(v), r, v)
})

test("custom entities are written at each release's path, with `ram` only where the release reads it", async () => {
  const where = { '3.6.0': 'entities', '3.6.1': 'entities', '3.6.2': 'customentities', '3.6.4': 'customentities', '3.6.5': 'customEntities' }
  for (const [version, path] of Object.entries(where)) {
    newSession()
    sent.length = 0
    stub.answer = { '/rest/systemStatus': status(version + ' (DEBUG)'), ['/rest/' + path]: () => new Response(null) }
    await saveList('entities', [ROW])
    assert.equal(
      posts().map((p) => p.path),
      ['/rest/' + path],
      version,
    )
    const [sentRow] = (posts()[0].body as { entities: Record<string, unknown>[] }).entities
    assert.is('ram' in sentRow, version === '3.6.5', version)
    assert.is(sentRow.name, 'counter')
  }
})

test('entity masks are saved at /rest/customEntities before 3.6.2 and /rest/customizationEntities after', async () => {
  for (const [version, path] of [
    ['3.6.1', '/rest/customEntities'],
    ['3.6.2', '/rest/customizationEntities'],
    ['3.6.5', '/rest/customizationEntities'],
  ]) {
    newSession()
    sent.length = 0
    stub.answer = { '/rest/systemStatus': status(version), [path]: () => new Response(null) }
    await saveCustomizations(1, ['08heatingactive'])
    assert.equal(posts(), [{ method: 'POST', path, body: { id: 1, entity_ids: ['08heatingactive'] } }], version)
  }
})

test('an unknown release, or none readable, writes nothing to a path that differs and says why', async () => {
  for (const version of ['3.9.0-dev.2', undefined]) {
    newSession()
    sent.length = 0
    stub.answer = version ? { '/rest/systemStatus': status(version) } : {} // none: system status answers the page
    const e = await fails(saveList('entities', [ROW]))
    assert.is(errorText(e), 'Cannot save: EMS-ESP 3.6.0–3.8.x only' + (version ? ` (${version})` : ''))
    await fails(saveCustomizations(1, []))
    assert.equal(posts(), [])
  }
})

test('a value write: {id, devicevalue: {c, v}} to 3.6.0-3.6.2, {id, c, v} from 3.6.4; nothing, and why, when the release is unknown', async () => {
  const flat = { id: 1, c: 'hc1/seltemp', v: 21.5 }
  const nested = { id: 1, devicevalue: { c: 'hc1/seltemp', v: 21.5 } }
  for (const [version, body] of [
    ['3.6.0', nested],
    ['3.6.2', nested],
    ['3.6.4', flat],
    ['3.6.5', flat],
    ['3.8.0', flat],
  ] as const) {
    newSession()
    sent.length = 0
    stub.answer = { '/rest/systemStatus': status(version), '/rest/writeDeviceValue': () => json({}) }
    await writeValue(flat)
    assert.equal(posts(), [{ method: 'POST', path: '/rest/writeDeviceValue', body }], version)
  }
  newSession()
  sent.length = 0
  stub.answer = { '/rest/systemStatus': status('4.0.0'), '/rest/writeDeviceValue': () => json({}) }
  assert.is(errorText(await fails(writeValue(flat))), 'Cannot save: EMS-ESP 3.6.0–3.8.x only (4.0.0)')
  assert.equal(posts(), [])
})

test('a device rename goes to 3.7.0 on and is refused, with nothing sent, where the release has none', async () => {
  for (const [version, sends] of [
    ['3.7.0', true],
    ['3.6.5', false],
  ] as const) {
    newSession()
    sent.length = 0
    stub.answer = { '/rest/systemStatus': status(version), '/rest/writeDeviceName': () => new Response(null) }
    if (sends) await writeDeviceName(1, 'Cellar')
    else assert.is(errorText(await fails(writeDeviceName(1, 'Cellar'))), `Cannot save: EMS-ESP 3.6.0–3.8.x only (${version})`)
    assert.equal(posts(), sends ? [{ method: 'POST', path: '/rest/writeDeviceName', body: { id: 1, name: 'Cellar' } }] : [], version)
  }
})

test('the release is asked once per session', async () => {
  stub.answer = { '/rest/systemStatus': status('3.6.4') }
  await gateway()
  await gateway()
  newSession()
  await gateway()
  assert.is(sent.filter((s) => s.path === '/rest/systemStatus').length, 2)
})

test("custom entities are read at the release's path; an unknown one's like the newest release not newer, none readable like 3.6.5's", async () => {
  const list = { entities: [{ ...ROW, ram: undefined, value: 3 }] }
  forget() // a first visit: no release remembered
  stub.answer = { '/rest/systemStatus': status('3.6.1'), '/rest/entities': () => json(list) }
  assert.is((await readList<typeof ROW>('entities'))[0].name, 'counter')
  assert.equal(
    sent.map((s) => s.path),
    ['/rest/systemStatus', '/rest/entities'],
  )

  forget()
  sent.length = 0
  stub.answer = { '/rest/systemStatus': status('3.6.3'), '/rest/customentities': () => json(list) }
  assert.is((await readList<typeof ROW>('entities'))[0].value, 3)
  assert.equal(
    sent.map((s) => s.path),
    ['/rest/systemStatus', '/rest/customentities'],
  )

  forget()
  sent.length = 0
  stub.answer = { '/rest/customEntities': () => json(list) } // system status unreadable (the page)
  assert.is((await readList<typeof ROW>('entities'))[0].value, 3)
  assert.equal(
    sent.map((s) => s.path),
    ['/rest/systemStatus', '/rest/customEntities'],
  )
})

test('a display answer: a wrong-typed field shows as its text or as nothing; the rest reads', async () => {
  stub.answer = {
    '/rest/coreData': () => json({ connected: 'false', devices: [{ id: 1, t: 4, tn: 'Boiler', b: 7, n: { x: 1 }, d: 8, p: 123, v: '06.01' }] }),
  }
  const { connected, devices } = await readCoreData()
  // (the boiler's 3.6.x type 4 reads as 3.7.0's 5: the release is unknown, so it is read like 3.6.5)
  assert.equal(devices[0], { id: 1, t: 5, tn: 'Boiler', b: '7', n: undefined, d: 8, p: 123, v: '06.01' })
  assert.is(connected, undefined, 'a switch of another type is no switch ("false" would read as on)')
  const s = parse(SystemStatus, { emsesp_version: '3.6.5', cpu_rev: 'v3.0', free_heap: 'plenty' }, 'rest/systemStatus', true)
  assert.equal([s.emsesp_version, s.cpu_rev, s.free_heap], ['3.6.5', 'v3.0', 'plenty'])
  // a field the answer leaves out stays out: no "undefined" on screen
  assert.equal([s.uptime, s.esp_platform], [undefined, undefined])
})

test('a display answer whose list is wrong, or with nothing right at its top, is still unreadable', async () => {
  for (const body of [{ connected: true, devices: 'none' }, {}, { something: 'else' }, [1, 2]]) {
    stub.answer = { '/rest/coreData': () => json(body) }
    assert.is((await fails(readCoreData())).key, 'c.err.unreadable', JSON.stringify(body))
  }
  assert.throws(() => parse(SystemStatus, {}, 'rest/systemStatus', true))
  stub.answer = { '/rest/sensorData': () => json({ ts: 5, as: [], analog_enabled: true }) }
  assert.is((await fails(readSensors())).key, 'c.err.unreadable')
})

test('an install from a URL forgets the remembered release: the next read asks the gateway again', async () => {
  stub.answer = { '/rest/systemStatus': status('3.7.2'), '/rest/action': () => json({}) }
  await gateway()
  assert.is(localStorage.getItem('ems_version'), '3.7.2')
  await uploadURL('http://example.org/EMS-ESP-3_8_0-ESP32.bin')
  assert.equal([localStorage.getItem('ems_version'), known.value], [null, undefined])
  stub.answer = { '/rest/systemStatus': status('3.8.0') }
  assert.is((await gateway()).release, '3.8.0')
})

test.run()
