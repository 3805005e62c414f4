// --firmware 3.7.0-3.8.0 beside 3.6.5 (device-api §10): the settings, network and MQTT keys each release
// has, the paths 3.7.0 dropped and added (activity, writeDeviceName), custom entities' text type and `hide`,
// the reset of the customizations and the page's caching headers. Expectations written out per release.
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { E32V2 } from '../../boards.ts'
import { eachRelease, FROM_365, isAtLeast, isPage, json, LATER, MSGPACK_TYPE, typed } from './_releases.ts'

const SETTINGS_37 = [
  'remote_timeout',
  'remote_timeout_en',
  'shower_min_duration',
  'modbus_enabled',
  'modbus_port',
  'modbus_max_clients',
  'modbus_timeout',
  'developer_mode',
]

test('settings: the 3.7.0 keys (remote timeout, shower minimum, Modbus, developer mode), led_type from 3.7.2 (also in boardProfile)', async () => {
  await eachRelease(FROM_365, async (t, r) => {
    const token = await t.signIn('admin')
    const s = await json(t, '/rest/settings', token)
    for (const k of SETTINGS_37) assert.is(k in s, isAtLeast(r, '3.7.0'), `${r} ${k}`)
    assert.is('led_type' in s, isAtLeast(r, '3.7.2'), `${r} led_type`)
    if (isAtLeast(r, '3.7.0')) {
      assert.equal([s.remote_timeout, s.shower_min_duration, s.modbus_port, s.modbus_max_clients, s.modbus_timeout], [24, 180, 502, 10, 10000], r)
      assert.equal([s.remote_timeout_en, s.modbus_enabled, s.developer_mode], [false, false, false], r)
    }
    const board = await json(t, '/rest/boardProfile?boardProfile=S32', token)
    assert.is(board.led_type, isAtLeast(r, '3.7.2') ? 0 : undefined, r)
    // A release keeps what it has, and ignores what it has not.
    const posted = (await (await t.req('POST', '/rest/settings', { token, json: { ...s, shower_min_duration: 240, led_type: 1 } })).json()) as Record<
      string,
      unknown
    >
    assert.is(posted.shower_min_duration, isAtLeast(r, '3.7.0') ? 240 : undefined, r)
    assert.is(posted.led_type, isAtLeast(r, '3.7.2') ? 1 : undefined, r)
  })
})

test('network: enableIPv6 until 3.6.5, networkStatus reconnect_count from 3.7.1; MQTT publish_time_water from 3.7.0', async () => {
  await eachRelease(FROM_365, async (t, r) => {
    const token = await t.signIn('admin')
    assert.is('enableIPv6' in (await json(t, '/rest/networkSettings', token)), r === '3.6.5', r)
    assert.is((await json(t, '/rest/networkStatus', token)).reconnect_count, isAtLeast(r, '3.7.1') ? 0 : undefined, r)
    assert.is((await json(t, '/rest/mqttSettings', token)).publish_time_water, isAtLeast(r, '3.7.0') ? 10 : undefined, r)
  })
})

test('3.7.0 on: MQTT entity format 3 (a gateway upgraded from 3.6 with 1); 3.8.0 on: board E32V2_2 with its RGB LED', async () => {
  await eachRelease(FROM_365, async (t, r) => {
    const token = await t.signIn('admin')
    assert.is((await json(t, '/rest/mqttSettings', token)).entity_format, isAtLeast(r, '3.7.0') ? 3 : 1, r)
    const res = await t.req('GET', '/rest/boardProfile?boardProfile=E32V2_2', { token })
    assert.is(res.status, isAtLeast(r, '3.8.0') ? 200 : 400, r)
    if (res.ok) assert.equal((await res.json()) as object, { ...E32V2, board_profile: 'E32V2_2', led_gpio: 32, led_type: 1 }) // an E32V2 with an RGB LED
  })
})

test('3.7.1 on: networkStatus reconnect_count counts the saves that reconnect WiFi; 3.7.0 on: the board model only on a board that carries it (E32 V2)', async () => {
  await eachRelease(['3.7.1', '3.8.0'], async (t, r) => {
    const token = await t.signIn('admin')
    const net = await json(t, '/rest/networkSettings', token)
    await t.req('POST', '/rest/networkSettings', { token, json: { ...net, hostname: 'boiler-room' } })
    assert.is((await json(t, '/rest/networkStatus', token)).reconnect_count, 1, r)
    assert.is((await json(t, '/rest/systemStatus', token)).model, '', `${r} S32`)
    t.emulator.store.set('settings', { ...t.emulator.store.get('settings'), board_profile: 'E32V2' })
    assert.match((await json(t, '/rest/systemStatus', token)).model, /^BBQKees/, r)
  })
})

test('3.7.0 on: /rest/activity {stats}; GET /rest/status and /rest/devices answer the page, POST /rest/scanDevices 404 (3.6.5 the reverse)', async () => {
  await eachRelease(FROM_365, async (t, r) => {
    const token = await t.signIn('admin')
    const later = isAtLeast(r, '3.7.0')
    if (later) {
      const a = await json(t, '/rest/activity', token)
      assert.equal(Object.keys(a), ['stats'], r)
      assert.equal(a.stats.map((s: { id: number }) => s.id).slice(0, 3), [0, 1, 2], r)
      for (const s of a.stats) assert.equal(Object.keys(s).sort(), ['f', 'id', 'q', 's'], r)
      await isPage(await t.req('GET', '/rest/status', { token }), `${r} status`)
      await isPage(await t.req('GET', '/rest/devices', { token }), `${r} devices`)
    } else {
      await isPage(await t.req('GET', '/rest/activity', { token }), `${r} activity`)
      assert.ok((await json(t, '/rest/status', token)).stats.length > 0)
      assert.ok((await json(t, '/rest/devices', token)).devices.length > 0)
    }
    assert.is((await t.req('POST', '/rest/scanDevices', { token })).status, later ? 404 : 200, r)
  })
})

test('writeDeviceName from 3.7.0: 200 empty, and the device is called so in coreData and dashboardData; 3.6.5 404', async () => {
  await eachRelease(FROM_365, async (t, r) => {
    const token = await t.signIn('admin')
    const res = await t.req('POST', '/rest/writeDeviceName', { token, json: { id: 1, name: 'My boiler' } })
    if (r === '3.6.5') return assert.is(res.status, 404)
    assert.equal([res.status, await res.text()], [200, ''], r)
    assert.is((await json(t, '/rest/coreData', token)).devices.find((d: { id: number }) => d.id === 1).n, 'My boiler', r)
    const doc = await typed(t, '/rest/dashboardData', token, MSGPACK_TYPE[r])
    assert.is((Array.isArray(doc) ? doc : doc.nodes)[0].n, 'My boiler', r)
    // An empty name gives the product name back; an unknown device is answered 200 too.
    await t.req('POST', '/rest/writeDeviceName', { token, json: { id: 1, name: '' } })
    assert.is((await json(t, '/rest/coreData', token)).devices[0].n, 'GBx72/Trendline/Cerapur/Greenstar Si/27i', r)
    assert.is((await t.req('POST', '/rest/writeDeviceName', { token, json: { id: 42, name: 'x' } })).status, 200, r)
  })
})

test('custom entities: text (RAM variables) is value_type 9 from 3.7.0 (8 before); 3.8.0 keeps a posted `hide` and leaves hidden ones out of deviceData', async () => {
  await eachRelease(FROM_365, async (t, r) => {
    const token = await t.signIn('admin')
    const { entities } = await json(t, '/rest/customEntities', token)
    const ram = entities.find((e: { ram: number }) => e.ram === 1)
    assert.is(ram.value_type, isAtLeast(r, '3.7.0') ? 9 : 8, r)
    for (const e of entities) assert.is(e.hide, r === '3.8.0' ? false : undefined, `${r} ${e.name}`)
    const hidden = entities.map((e: { name: string }) => ({ ...e, hide: e.name === 'hc1_comfort' }))
    const saved = (await (await t.req('POST', '/rest/customEntities', { token, json: { entities: hidden } })).json()) as {
      entities: { name: string; hide?: boolean }[]
    }
    assert.equal(
      saved.entities.map((e) => e.hide),
      r === '3.8.0' ? [false, true, false, false] : [undefined, undefined, undefined, undefined],
      r,
    )
    const rows = (await typed(t, '/rest/deviceData?id=99', token, MSGPACK_TYPE[r]))[isAtLeast(r, '3.7.0') ? 'nodes' : 'data'] as { id: string }[]
    assert.is(
      rows.some((x) => x.id === '00hc1_comfort'),
      r !== '3.8.0',
      r,
    )
  })
})

test('resetCustomizations: 205 until 3.7.2, 200 in 3.8.0 (the masks emptied, the sensor names kept)', async () => {
  await eachRelease(FROM_365, async (t, r) => {
    const token = await t.signIn('admin')
    const res = await t.req('POST', '/rest/resetCustomizations', { token })
    assert.is(res.status, r === '3.8.0' ? 200 : 205, r)
    const names = t.emulator.store.get<{ ts: unknown[] }>('sensors').ts.length
    assert.is(names > 0, r === '3.8.0', `${r}: sensor names`)
    assert.equal(t.emulator.store.get<{ masked_entities: unknown[] }>('customizations').masked_entities, [], r)
  })
})

test('the page: ETag and 304 from 3.6.5; Last-Modified until 3.7.2; Cache-Control must-revalidate in 3.7.x, no-cache in 3.8.0', async () => {
  const cache: Record<string, string> = { '3.7.0': 'must-revalidate', '3.7.1': 'must-revalidate', '3.7.2': 'must-revalidate', '3.8.0': 'no-cache' }
  await eachRelease(LATER, async (t, r) => {
    const res = await t.req('GET', '/')
    assert.is(res.status, 200, r)
    const etag = res.headers.get('etag')
    assert.ok(etag, r)
    assert.is(res.headers.get('cache-control'), cache[r], r)
    assert.is(!!res.headers.get('last-modified'), r !== '3.8.0', r)
    const again = await t.req('GET', '/', { headers: { 'if-none-match': etag! } })
    assert.is(again.status, 304, r)
  })
})

test.run()
