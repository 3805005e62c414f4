// --firmware: the emulator answers as the chosen release (device-api §10 Releases): settings keys, page
// caching, system status, PUT/PATCH, network and MQTT; 3.6.5 without the option. Custom entities and device
// values per release: emulator-firmware-entities and -values.test.ts; the expectations: _releases.ts.
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { testEmulator } from '../../e2e/emulator.ts'
import { ALL, ENTITIES_PATH, eachRelease, isAtLeast, json } from './_releases.ts'

test('settings: version is the release’s; boiler_heatingoff from 3.6.4, and an older release ignores a posted one', async () => {
  await eachRelease(ALL, async (t, r) => {
    const token = await t.signIn('admin')
    const settings = await json(t, '/rest/settings', token)
    assert.is(settings.version, r)
    assert.is('boiler_heatingoff' in settings, isAtLeast(r, '3.6.4'), r)
    const res = await t.req('POST', '/rest/settings', { token, json: { ...settings, boiler_heatingoff: true, shower_timer: true } })
    assert.is(res.status, 200, r)
    const after = (await res.json()) as Record<string, unknown>
    assert.is(after.shower_timer, true, r)
    assert.is(after.boiler_heatingoff, isAtLeast(r, '3.6.4') ? true : undefined, r)
    assert.is((await json(t, '/rest/settings', token)).boiler_heatingoff, isAtLeast(r, '3.6.4') ? true : undefined, `${r}: stored`)
    assert.is((await json(t, '/rest/getSettings', token)).Settings.boiler_heatingoff, isAtLeast(r, '3.6.4') ? true : undefined, `${r}: backup`)
  })
})

test('the page: ETag, Last-Modified and 304 only in 3.6.5; before, the gzipped page every time. Server header only in 3.6.5', async () => {
  await eachRelease(ALL, async (t, r) => {
    const res = await t.req('GET', '/')
    assert.is(res.status, 200, r)
    assert.is(res.headers.get('content-encoding'), 'gzip', r)
    const etag = res.headers.get('etag')
    if (r === '3.6.5') {
      assert.ok(etag && res.headers.get('last-modified'))
      assert.is((await t.req('GET', '/', { headers: { 'if-none-match': etag! } })).status, 304)
      assert.is(res.headers.get('server'), 'ems-esp')
    } else {
      assert.is(etag, null, r)
      assert.is(res.headers.get('last-modified'), null, r)
      const again = await t.req('GET', '/', { headers: { 'if-none-match': '*' } })
      assert.is(again.status, 200, r)
      assert.ok((await again.arrayBuffer()).byteLength > 0, r)
      assert.is(res.headers.get('server'), null, r)
    }
  })
})

test('systemStatus: emsesp_version is the release; chip model, revision, cores, Arduino version and partition only in 3.6.5', async () => {
  const chip = ['cpu_type', 'cpu_rev', 'cpu_cores', 'arduino_version', 'partition']
  await eachRelease(ALL, async (t, r) => {
    const s = await json(t, '/rest/systemStatus', await t.signIn('guest'))
    assert.is(s.emsesp_version, r)
    for (const k of chip) assert.is(k in s, r === '3.6.5', `${r} ${k}`)
    for (const k of ['esp_platform', 'cpu_freq_mhz', 'free_heap', 'sdk_version', 'uptime']) assert.ok(k in s, `${r} ${k}`)
  })
})

test('settings-style endpoints answer PUT and PATCH only in 3.6.5 (before: 404)', async () => {
  await eachRelease(ALL, async (t, r) => {
    const token = await t.signIn('admin')
    for (const path of ['/rest/settings', '/rest/ntpSettings', '/rest/schedule', ENTITIES_PATH[r]]) {
      for (const method of ['PUT', 'PATCH']) {
        assert.is((await t.req(method, path, { token, json: {} })).status, r === '3.6.5' ? 200 : 404, `${r} ${method} ${path}`)
      }
    }
  })
})

test('network and MQTT: bssid from 3.6.2, networkStatus hostname and MQTT TLS from 3.6.5; which changes ask for a restart', async () => {
  await eachRelease(ALL, async (t, r) => {
    const token = await t.signIn('admin')
    const net = await json(t, '/rest/networkSettings', token)
    assert.is('bssid' in net, isAtLeast(r, '3.6.2'), r)
    assert.is('hostname' in (await json(t, '/rest/networkStatus', token)), r === '3.6.5', r)
    const mqtt = await json(t, '/rest/mqttSettings', token)
    assert.is('enableTLS' in mqtt || 'rootCA' in mqtt, r === '3.6.5', r)
    // A TLS switch posted to an older release is not stored.
    const posted = (await (await t.req('POST', '/rest/mqttSettings', { token, json: { ...mqtt, enableTLS: true } })).json()) as Record<string, unknown>
    assert.is(posted.enableTLS, r === '3.6.5' ? true : undefined, r)

    // Each change on its own, from the factory network settings.
    const status = async (change: object) => {
      t.emulator.store.set('network', net)
      return (await t.req('POST', '/rest/networkSettings', { token, json: { ...net, ...change } })).status
    }
    assert.is(await status({ tx_power: 20 }), r === '3.6.5' ? 205 : 200, `${r} tx_power`)
    assert.is(await status({ enableCORS: true }), 205, `${r} CORS, every release`)
    assert.is(await status({ ssid: '' }), isAtLeast(r, '3.6.4') ? 205 : 200, `${r} SSID cleared`)
  })
})

test('without --firmware the emulator is 3.6.5', async () => {
  const t = testEmulator()
  const token = await t.signIn('admin')
  assert.is((await json(t, '/rest/systemStatus', token)).emsesp_version, '3.6.5')
  assert.ok((await json(t, '/rest/customEntities', token)).entities.length > 0)
  await t.cleanup()
})

test.run()
