// POST /rest/action of 3.7.0-3.8.0: which actions each release has, their answers and 400s, the version
// check per release and the version comparison. Expectations written out per release, checked against the
// recorded answers of 3.7.0, 3.7.2 and 3.8.0 and WebStatusService::action at each tag.
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { isLater } from '../../../emulator/routes/action.ts'
import { UPLOAD_URL_MS } from '../../../emulator/routes/system-state.ts'
import type { Release } from '../../../src/schemas/releases.ts'
import { holdClock, later, releaseClock, restarted } from './_clock.ts'
import { eachRelease, type T } from './_releases.ts'

const NEW: Release[] = ['3.7.0', '3.7.1', '3.7.2', '3.8.0']
// Uptime and an install's progress follow the test's clock (_clock.ts).
test.before.each(holdClock)
test.after.each(releaseClock)
const action = (t: T, token: string | undefined, json: object) => t.req('POST', '/rest/action', { token, json })
/** 400 with no body and no Content-Type, the firmware's failed action. */
const refused = async (res: Response, what: string) => {
  assert.is(res.status, 400, what)
  assert.is(res.headers.get('content-type'), null, what)
  assert.is(await res.text(), '', what)
}
const status = async (t: T, token: string) => ((await (await t.req('GET', '/rest/systemStatus', { token })).json()) as { status: unknown }).status

test('isLater compares semantic versions, pre-releases below their release', () => {
  assert.ok(isLater('3.7.2', '3.7.0'))
  assert.ok(isLater('3.8.1-dev.1', '3.8.0'))
  assert.ok(isLater('3.10.0', '3.9.9'))
  assert.ok(isLater('3.8.0', '3.8.0-dev.9'))
  assert.ok(isLater('3.8.0-dev.10', '3.8.0-dev.9'))
  assert.ok(isLater('v3.8.0', '3.7.2'))
  assert.not.ok(isLater('3.8.0', '3.8.0'))
  assert.not.ok(isLater('3.7.2', '3.8.0'))
  assert.not.ok(isLater('3.8.0-dev.1', '3.8.0'))
  assert.not.ok(isLater('3.7.3-dev.1,3.7.2', '3.7.0'), 'a list is no version')
  assert.not.ok(isLater('latest', '3.7.0'))
})

test('the actions each release has (an admin asking): 200 JSON, or 400 empty for one it lacks', async () => {
  const has: Record<string, string[]> = {
    '3.7.0': ['checkUpgrade', 'export', 'customSupport', 'uploadURL'],
    '3.7.1': ['checkUpgrade', 'export', 'getCustomSupport', 'uploadURL'],
    '3.7.2': ['checkUpgrade', 'export', 'getCustomSupport', 'uploadURL', 'systemStatus'],
    '3.8.0': ['checkUpgrade', 'export', 'getCustomSupport', 'uploadURL', 'systemStatus', 'setPartition', 'resetMQTT'],
  }
  const params: Record<string, string> = { export: 'schedule', uploadURL: 'http://192.168.1.10/firmware.bin', systemStatus: '0', setPartition: 'app1' }
  const names = ['checkUpgrade', 'export', 'customSupport', 'getCustomSupport', 'uploadURL', 'systemStatus', 'resetMQTT', 'setPartition', 'nosuch']
  await eachRelease(NEW, async (t, r) => {
    const token = await t.signIn('admin')
    for (const name of names) {
      const res = await action(t, token, params[name] ? { action: name, param: params[name] } : { action: name })
      if (!has[r].includes(name)) await refused(res, `${r} ${name}`)
      else {
        assert.is(res.status, 200, `${r} ${name}`)
        assert.is(res.headers.get('content-type'), 'application/json', `${r} ${name}`)
        if (name !== 'checkUpgrade' && name !== 'export') assert.equal(await res.json(), {}, `${r} ${name}`)
      }
    }
    await refused(await t.req('GET', '/rest/action', { token }), `${r} GET`)
    await refused(await action(t, token, { action: 'export' }), `${r} export without param`)
    await refused(await action(t, token, { action: 'export', param: 'nosuch' }), `${r} export nosuch`)
    await refused(await action(t, token, { action: 'export', param: 7 }), `${r} export with a number`)
  })
})

test('checkUpgrade: the running version, and with a param the answer of each release', async () => {
  const answers: Record<string, [string, object]> = {
    '3.7.0': ['3.7.2', { emsesp_version: '3.7.0', upgradeable: true }],
    '3.7.1': ['3.7.3-dev.1,3.7.2', { upgradeable: true, emsesp_version: '3.7.1' }],
    '3.7.2': ['3.7.3-dev.1,3.7.2', { upgradeable: false, emsesp_version: '3.7.2' }],
    '3.8.0': ['3.8.1-dev.1,3.8.0', { dev_upgradeable: true, stable_upgradeable: false, emsesp_version: '3.8.0' }],
  }
  await eachRelease(NEW, async (t, r) => {
    const token = await t.signIn('admin')
    assert.equal(await (await action(t, token, { action: 'checkUpgrade' })).json(), { emsesp_version: r })
    const [param, answer] = answers[r]
    const got = await (await action(t, token, { action: 'checkUpgrade', param })).json()
    assert.equal(Object.keys(got), Object.keys(answer), `${r} key order`)
    assert.equal(got, answer, r)
  })
})

test('export: the four backups with their type, and all values (no type) keyed per device', async () => {
  await eachRelease(['3.7.0', '3.8.0'], async (t, r) => {
    const token = await t.signIn('admin')
    const exp = async (param: string) => (await (await action(t, token, { action: 'export', param })).json()) as Record<string, any>
    const settings = await exp('settings')
    assert.equal(Object.keys(settings), ['type', 'System', 'Network', 'AP', 'MQTT', 'NTP', 'Security', 'Settings'], 'no OTA any more')
    assert.is(settings.type, 'settings')
    assert.equal(settings.System, { version: r })
    assert.is(settings.Settings.version, r)
    assert.equal(
      settings.Security.users.map((u: { username: string }) => u.username),
      ['admin', 'guest'],
    )
    const custom = await exp('customizations')
    assert.is(custom.type, 'customizations')
    assert.ok(Array.isArray(custom.Customizations.ts) && Array.isArray(custom.Customizations.as) && Array.isArray(custom.Customizations.masked_entities))
    const schedule = await exp('schedule')
    assert.equal(Object.keys(schedule), ['type', 'Schedule'])
    assert.is(schedule.type, 'schedule')
    assert.equal(schedule.Schedule.schedule, ((await (await t.req('GET', '/rest/schedule', { token })).json()) as { schedule: object[] }).schedule)
    const entities = await exp('entities')
    assert.equal(Object.keys(entities), ['type', 'Entities'])
    assert.ok(Array.isArray(entities.Entities.entities))

    const all = await exp('allvalues')
    assert.not.ok('type' in all)
    const keys = Object.keys(all)
    assert.equal(keys.slice(-4), ['Custom Entities', 'Scheduler', 'Analog Sensors', 'Temperature Sensors'])
    for (const k of keys.slice(0, -4)) assert.match(k, /^\S.* \(DeviceID:0x[0-9A-F]{2}, ProductID:\d+, Version:\d\d\.\d\d\)$/)
    const boiler = all[keys.find((k) => k.startsWith('Boiler '))!]
    assert.type(boiler.curflowtemp, 'number', 'values by short name')
    // The named schedule items, on or off in the API's boolean format.
    const named = schedule.Schedule.schedule.filter((i: { name: string }) => i.name)
    assert.equal(all.Scheduler, Object.fromEntries(named.map((i: { name: string; active: boolean }) => [i.name, i.active ? 'on' : 'off'])))
  })
})

test('who may ask: anyone in 3.7.0-3.7.1 (uploadURL admins only: 400), admins only from 3.7.2 (401)', async () => {
  await eachRelease(NEW, async (t, r) => {
    const open = r === '3.7.0' || r === '3.7.1'
    const guest = await t.signIn('guest')
    for (const token of [undefined, guest]) {
      const who = token ? 'guest' : 'no token'
      assert.is((await action(t, token, { action: 'checkUpgrade' })).status, open ? 200 : 401, `${r} ${who} checkUpgrade`)
      assert.is((await action(t, token, { action: 'export', param: 'settings' })).status, open ? 200 : 401, `${r} ${who} export`)
      assert.is((await action(t, token, { action: 'uploadURL', param: 'http://x/f.bin' })).status, open ? 400 : 401, `${r} ${who} uploadURL`)
      assert.is((await t.req('GET', '/rest/action', { token })).status, open ? 400 : 401, `${r} ${who} GET`)
    }
  })
})

test('uploadURL: uploading for a while, then the restart waits for the next system status read', async () => {
  await eachRelease(['3.7.0', '3.8.0'], async (t, r) => {
    const token = await t.signIn('admin')
    assert.equal(await (await action(t, token, { action: 'uploadURL', param: 'http://192.168.1.10/firmware.bin' })).json(), {})
    const during = await status(t, token)
    if (r === '3.7.0') assert.is(during, 'uploading')
    else assert.ok(typeof during === 'number' && during >= 100 && during < 200, `progress ${during}`)
    later(UPLOAD_URL_MS + 50)
    assert.not.ok(await restarted(t), 'no restart before the read')
    assert.is(await status(t, token), r === '3.7.0' ? 'restarting' : 4)
    assert.ok(await restarted(t), 'restarted after the read')
    assert.is(await status(t, token), r === '3.7.0' ? 'ready' : 0)
  })
})

test('uploadURL of an image that cannot be installed (a URL naming "fail", 3.8.0): the progress, then the upload error (3), no restart', async () => {
  await eachRelease(['3.8.0'], async (t) => {
    const token = await t.signIn('admin')
    await action(t, token, { action: 'uploadURL', param: 'http://192.168.1.10/fail.bin' })
    const during = await status(t, token)
    assert.ok(typeof during === 'number' && during >= 100 && during < 200, `progress ${during}`)
    later(UPLOAD_URL_MS + 50)
    assert.is(await status(t, token), 3)
    assert.not.ok(await restarted(t), 'it runs on as it was')
    assert.is(await status(t, token), 3, 'until the status is set back')
    await action(t, token, { action: 'systemStatus', param: '0' })
    assert.is(await status(t, token), 0)
  })
})

test('systemStatus action (3.7.2 on): sets the status code; 4 queues a restart', async () => {
  await eachRelease(['3.7.2', '3.8.0'], async (t, r) => {
    const token = await t.signIn('admin')
    await action(t, token, { action: 'systemStatus', param: '1' })
    assert.is(await status(t, token), 1, r)
    await action(t, token, { action: 'systemStatus', param: '0' })
    assert.is(await status(t, token), 0, r)
    later(150)
    await action(t, token, { action: 'systemStatus', param: '4' })
    assert.not.ok(await restarted(t), 'queued only')
    assert.is(await status(t, token), 4, r)
    assert.ok(await restarted(t), 'restarted after the read')
  })
})

test('setPartition (3.8.0): an app partition of the board restarts at once; another name is 400', async () => {
  await eachRelease(['3.8.0'], async (t) => {
    const token = await t.signIn('admin')
    await refused(await action(t, token, { action: 'setPartition', param: 'factory' }), 'no factory partition')
    await refused(await action(t, token, { action: 'setPartition' }), 'no param')
    later(150)
    assert.equal(await (await action(t, token, { action: 'setPartition', param: 'app1' })).json(), {})
    assert.ok(await restarted(t), 'restarted without a system status read')
  })
})

test.run()
