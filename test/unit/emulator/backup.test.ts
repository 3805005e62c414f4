// Backups of the emulator (device-api §1b, §4): the four downloads in the firmware's shape, and a
// downloaded settings backup that, uploaded again, gives back the same settings.
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { restore } from '../../../emulator/routes/backup.ts'
import { testEmulator } from '../../e2e/emulator.ts'

type T = ReturnType<typeof testEmulator>
const get = async (t: T, path: string, token: string) => (await t.req('GET', path, { token })).json() as Promise<Record<string, any>>

test('the downloads are admin only and tagged with their type', async () => {
  const t = testEmulator()
  const guest = await t.signIn('guest')
  const admin = await t.signIn('admin')
  for (const [path, type, key] of [
    ['/rest/getSettings', 'settings', 'Settings'],
    ['/rest/getCustomizations', 'customizations', 'Customizations'],
    ['/rest/getSchedule', 'schedule', 'Schedule'],
    ['/rest/getEntities', 'entities', 'Entities'],
  ]) {
    assert.is((await t.req('GET', path, { token: guest })).status, 401, path)
    const body = await get(t, path, admin)
    assert.is(body.type, type)
    assert.type(body[key], 'object')
  }
  assert.ok(Array.isArray((await get(t, '/rest/getSchedule', admin)).Schedule.schedule))
  assert.ok(Array.isArray((await get(t, '/rest/getEntities', admin)).Entities.entities))
  await t.cleanup()
})

test('getSettings holds every settings file, the log settings as weblog_* of Settings, and the version', async () => {
  const t = testEmulator()
  const token = await t.signIn('admin')
  const b = await get(t, '/rest/getSettings', token)
  assert.equal(Object.keys(b), ['type', 'System', 'Network', 'AP', 'MQTT', 'NTP', 'OTA', 'Security', 'Settings'])
  assert.is(b.System.version, '3.6.5')
  assert.equal(b.OTA, { enabled: false, port: 8266, password: 'ems-esp-neo' })
  assert.is(b.Security.jwt_secret, 'ems-esp-neo')
  assert.is(b.Settings.weblog_level, 6)
  assert.is(b.Settings.weblog_buffer, 50)
  assert.is(b.Settings.weblog_compact, true)
  await t.cleanup()
})

test('a settings backup restores the same settings; wrong types fall back to defaults as on the device', async () => {
  const t = testEmulator()
  let token = await t.signIn('admin')
  await t.req('POST', '/rest/otaSettings', { token, json: { enabled: true, port: 3232, password: 'ota-pw' } })
  await t.req('POST', '/rest/logSettings', { json: { level: 7, max_messages: 100, compact: false } })
  const users = [{ username: 'boss', password: 'pw', admin: true }]
  await t.req('POST', '/rest/securitySettings', { token, json: { jwt_secret: 'new-secret', users } })
  token = await t.signIn('boss', 'pw')
  const backup = await get(t, '/rest/getSettings', token)

  // Everything changes afterwards ...
  await t.req('POST', '/rest/otaSettings', { token, json: { enabled: false, port: 9999, password: 'other' } })
  await t.req('POST', '/rest/logSettings', { json: { level: 3, max_messages: 25, compact: true } })
  // ... and the backup brings it back.
  assert.is(restore(t.emulator.ctx, backup), 'settings')
  assert.equal(await get(t, '/rest/getSettings', token), backup)

  // A port sent as a string is not a number: the device keeps its default there.
  restore(t.emulator.ctx, { ...backup, OTA: { enabled: true, port: '3232', password: 'x' } })
  assert.equal((await get(t, '/rest/getSettings', token)).OTA, { enabled: true, port: 8266, password: 'x' })
  await t.cleanup()
})

test('a Security section without users gives the factory accounts; other types restore their areas', async () => {
  const t = testEmulator()
  const ctx = t.emulator.ctx
  assert.is(restore(ctx, { type: 'settings', Security: { jwt_secret: 's2' } }), 'settings')
  assert.equal(ctx.store.get('security'), {
    jwt_secret: 's2',
    users: [
      { username: 'admin', password: 'admin', admin: true },
      { username: 'guest', password: 'guest', admin: false },
    ],
  })
  assert.is(restore(ctx, { type: 'bogus' }), null)
  assert.is(restore(ctx, 'text'), null)
  await t.cleanup()
})

test('customizations, schedule and custom entities: each backup restores its own areas', async () => {
  const t = testEmulator()
  const ctx = t.emulator.ctx
  const token = await t.signIn('admin')
  const backups = {
    customizations: await get(t, '/rest/getCustomizations', token),
    schedule: await get(t, '/rest/getSchedule', token),
    entities: await get(t, '/rest/getEntities', token),
  }
  // The customization file holds sensor settings and entity masks, as on the device.
  assert.equal(Object.keys(backups.customizations.Customizations).sort(), ['as', 'masked_entities', 'ts'])
  assert.ok(backups.schedule.Schedule.schedule.length > 0, 'the emulator comes with a schedule')
  assert.ok(backups.entities.Entities.entities.length > 0, 'and with custom entities')

  // Wipe them, then restore each file.
  ctx.store.set('sensors', { ts: [], as: [] })
  ctx.store.set('customizations', { masked_entities: [] })
  ctx.store.set('schedule', { schedule: [] })
  ctx.store.set('customEntities', { entities: [] })
  for (const b of Object.values(backups)) assert.is(restore(ctx, b), b.type)
  assert.equal(await get(t, '/rest/getCustomizations', token), backups.customizations)
  assert.equal(await get(t, '/rest/getSchedule', token), backups.schedule)
  assert.equal(await get(t, '/rest/getEntities', token), backups.entities)

  // Garbage in a list is skipped, a list of the wrong type leaves the default.
  restore(ctx, { type: 'schedule', Schedule: { schedule: [null, 3, 'x'] } })
  assert.equal((await get(t, '/rest/getSchedule', token)).Schedule.schedule, [])
  restore(ctx, { type: 'entities', Entities: { entities: 'none' } })
  assert.equal(ctx.store.get('customEntities'), ctx.store.defaults('customEntities'))
  await t.cleanup()
})

test.run()
