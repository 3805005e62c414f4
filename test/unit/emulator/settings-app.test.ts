// Application settings, board profiles, scheduler and custom entities in the emulator (device-api §1b,
// §1c, §7, §8.1-8.3): auth levels, the 205 rules, validation with the console's schemas, persistence.
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { profile, SETTINGS_DEFAULTS } from '../../../emulator/routes/settings.ts'
import { BOARDS, type Settings } from '../../../src/schemas/settings.ts'
import { E32 } from '../../boards.ts'
import { testEmulator } from '../../e2e/emulator.ts'

type T = ReturnType<typeof testEmulator>
const getJson = async (t: T, url: string, token: string) => (await t.req('GET', url, { token })).json()

test('settings: admin only; GET gives the 3.6.5 defaults incl. version, platform and board', async () => {
  const t = testEmulator()
  assert.is((await t.req('GET', '/rest/settings', { token: await t.signIn('guest') })).status, 401)
  const s = (await getJson(t, '/rest/settings', await t.signIn('admin'))) as Settings
  assert.equal(s, SETTINGS_DEFAULTS)
  assert.is(s.version, '3.6.5')
  assert.is(s.platform, 'ESP32')
  assert.is(s.board_profile, 'S32')
  await t.cleanup()
})

test('settings: a live field answers 200 with the state; a restart-class field answers 205 empty', async () => {
  const t = testEmulator()
  const token = await t.signIn('admin')
  let res = await t.req('POST', '/rest/settings', { token, json: { ...SETTINGS_DEFAULTS, tx_mode: 2, syslog_level: 6, hide_led: true } })
  assert.is(res.status, 200)
  assert.equal(await res.json(), { ...SETTINGS_DEFAULTS, tx_mode: 2, syslog_level: 6, hide_led: true })
  for (const [k, v] of Object.entries({
    rx_gpio: 4,
    tx_gpio: 17,
    phy_type: 1,
    eth_power: 15,
    eth_phy_addr: 1,
    eth_clock_mode: 2,
    telnet_enabled: false,
    ems_bus_id: 0x0d,
    low_clock: true,
  })) {
    const before = await getJson(t, '/rest/settings', token)
    res = await t.req('POST', '/rest/settings', { token, json: { ...(before as object), board_profile: 'CUSTOM', [k]: v } })
    assert.is(res.status, 205, k)
    assert.is(await res.text(), '', k)
    assert.is(((await getJson(t, '/rest/settings', token)) as Record<string, unknown>)[k], v, `${k} saved anyway`)
  }
  await t.cleanup()
})

test('settings: wrong types, bad GPIOs and bad syslog values are 400 and save nothing', async () => {
  const t = testEmulator()
  const token = await t.signIn('admin')
  const bad: Partial<Record<keyof Settings, unknown>>[] = [
    { tx_mode: '2' },
    { telnet_enabled: 1 },
    { board_profile: 'CUSTOM', rx_gpio: 6 },
    { board_profile: 'CUSTOM', led_gpio: null },
    { syslog_enabled: true, syslog_host: '' },
    { syslog_enabled: true, syslog_host: 'h', syslog_port: 70000 },
    { shower_timer: true, shower_alert: true, shower_alert_trigger: 30 },
  ]
  for (const b of bad) assert.is((await t.req('POST', '/rest/settings', { token, json: { ...SETTINGS_DEFAULTS, ...b } })).status, 400, JSON.stringify(b))
  assert.is((await t.req('POST', '/rest/settings', { token, json: [1] })).status, 400)
  assert.equal(await getJson(t, '/rest/settings', token), SETTINGS_DEFAULTS)
  await t.cleanup()
})

test('settings: platform is the chip and cannot be written; an omitted key falls back to its default', async () => {
  const t = testEmulator()
  const token = await t.signIn('admin')
  const res = await t.req('POST', '/rest/settings', { token, json: { ...SETTINGS_DEFAULTS, platform: 'ESP32-S3', locale: 'de' } })
  assert.is(((await res.json()) as Settings).platform, 'ESP32')
  const { locale: _, ...rest } = SETTINGS_DEFAULTS
  const after = (await (await t.req('POST', '/rest/settings', { token, json: rest })).json()) as Settings
  assert.is(after.locale, 'en')
  await t.cleanup()
})

test('boardProfile: every board of the firmware with its pins; CUSTOM echoes the current ones', async () => {
  const t = testEmulator()
  const token = await t.signIn('guest') // any signed-in user
  for (const [name] of BOARDS) {
    const p = await getJson(t, `/rest/boardProfile?boardProfile=${name}`, token)
    assert.equal(p, profile(name), name)
    assert.is((p as { board_profile: string }).board_profile, name)
  }
  assert.equal(await getJson(t, '/rest/boardProfile?boardProfile=E32', token), E32)
  const admin = await t.signIn('admin')
  await t.req('POST', '/rest/settings', { token: admin, json: { ...SETTINGS_DEFAULTS, board_profile: 'CUSTOM', rx_gpio: 16, tx_gpio: 17 } })
  const c = (await getJson(t, '/rest/boardProfile?boardProfile=CUSTOM', token)) as Settings
  assert.is(c.board_profile, 'CUSTOM')
  assert.is(c.rx_gpio, 16)
  assert.is(c.tx_gpio, 17)
  const none = await t.req('GET', '/rest/boardProfile', { token })
  assert.is(none.status, 200)
  assert.is(await none.text(), '', 'no parameter: 200 with an empty body')
  assert.is((await t.req('GET', '/rest/boardProfile?boardProfile=S32')).status, 401)
  await t.cleanup()
})

test('schedule: any signed-in user; POST replaces the list and renumbers ids; it persists', async () => {
  const t = testEmulator()
  assert.is((await t.req('GET', '/rest/schedule')).status, 401)
  const token = await t.signIn('guest')
  const list = [
    { id: 150, active: true, flags: 62, time: '06:00', cmd: 'thermostat/hc1/mode', value: 'day', name: 'wake' },
    { id: 3, active: false, flags: 128, time: '00:00', cmd: 'system/fetch', value: '', name: '' },
  ]
  const res = await t.req('POST', '/rest/schedule', { token, json: { schedule: list } })
  assert.is(res.status, 200)
  assert.equal(await res.json(), { schedule: list.map((s, id) => ({ ...s, id })) })
  assert.equal(t.emulator.store.get('schedule'), { schedule: list.map((s, id) => ({ ...s, id })) })
  await t.cleanup()
})

test('schedule: flags beyond a byte, a duplicate name, a long command, a string flag or a bad time is 400', async () => {
  const t = testEmulator()
  const token = await t.signIn('admin')
  const before = await getJson(t, '/rest/schedule', token)
  const ok = { id: 1, active: true, flags: 2, time: '06:00', cmd: 'boiler/wwonetime', value: 'on', name: 'a' }
  for (const bad of [[{ ...ok, flags: 256 }], [ok, { ...ok, id: 2 }], [{ ...ok, cmd: 'x'.repeat(65) }], [{ ...ok, flags: '2' }], [{ ...ok, time: '6:00' }]]) {
    assert.is((await t.req('POST', '/rest/schedule', { token, json: { schedule: bad } })).status, 400, JSON.stringify(bad))
  }
  assert.equal(await getJson(t, '/rest/schedule', token), before)
  await t.cleanup()
})

test('custom entities: RAM variables are forced to a writeable text; a saved list reads its telegrams afresh', async () => {
  const t = testEmulator()
  const token = await t.signIn('guest')
  const { entities } = (await getJson(t, '/rest/customEntities', token)) as { entities: Record<string, unknown>[] }
  assert.ok(entities.length >= 3 && entities.some((e) => e.ram === 1), 'realistic defaults with a RAM variable')
  const flow = entities.find((e) => e.name === 'flowtemp')!
  const posted = [
    { ...flow, id: 7 },
    { id: 120, ram: 1, name: 'setback', device_id: 8, type_id: 24, offset: 3, factor: 1, uom: 1, value_type: 2, writeable: false, value: 'on' },
    { id: 121, ram: 0, name: 'newone', device_id: 0x10, type_id: 0x31d, offset: 0, factor: 0, uom: 0, value_type: 2, writeable: true },
  ]
  const res = await t.req('POST', '/rest/customEntities', { token, json: { entities: posted } })
  assert.is(res.status, 200)
  const out = ((await res.json()) as { entities: Record<string, unknown>[] }).entities
  const { value, ...unread } = flow
  assert.ok(value !== undefined, 'flowtemp had a reading')
  assert.equal(out[0], { ...unread, id: 0 }, 'no reading until the bus sends the telegram again')
  assert.equal(out[1], { id: 1, ram: 1, name: 'setback', device_id: 0, type_id: 0, offset: 3, factor: 1, uom: 0, value_type: 8, writeable: true, value: 'on' })
  assert.equal(
    out[2],
    { id: 2, ram: 0, name: 'newone', device_id: 0x10, type_id: 0x31d, offset: 0, factor: 1, uom: 0, value_type: 2, writeable: true },
    'no value yet, factor 0 means 1',
  )
  await t.cleanup()
})

test('custom entities: hex strings for ids, bad offsets and duplicate names are 400', async () => {
  const t = testEmulator()
  const token = await t.signIn('admin')
  const e = { id: 0, ram: 0, name: 'x', device_id: 8, type_id: 24, offset: 0, factor: 1, uom: 0, value_type: 2, writeable: false }
  for (const bad of [[{ ...e, device_id: '08' }], [{ ...e, offset: 256 }], [e, { ...e, id: 1 }], [{ ...e, value_type: 8, factor: 30 }]]) {
    assert.is((await t.req('POST', '/rest/customEntities', { token, json: { entities: bad } })).status, 400, JSON.stringify(bad))
  }
  await t.cleanup()
})

test('custom entities show as device 99 on the dashboard, and a saved list changes it', async () => {
  const t = testEmulator()
  const token = await t.signIn('admin')
  const core = async () => ((await getJson(t, '/rest/coreData', token)) as { devices: { id: number; e: number }[] }).devices.find((d) => d.id === 99)
  assert.is((await core())?.e, 4)
  const ram = { id: 1, ram: 1, name: 'only', device_id: 0, type_id: 0, offset: 0, factor: 1, uom: 0, value_type: 8, writeable: true, value: 'x' }
  await t.req('POST', '/rest/customEntities', { token, json: { entities: [ram] } })
  assert.is((await core())?.e, 1)
  await t.req('POST', '/rest/customEntities', { token, json: { entities: [] } })
  assert.is(await core(), undefined, 'no custom entities: no device 99')
  await t.cleanup()
})

test.run()
