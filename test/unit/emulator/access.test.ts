// Who may call what in 3.7.0-3.8.0: from 3.7.2 every JSON endpoint the firmware registers through
// SecurityManager::addEndpoint is admin-only whatever it asked for (a guest gets 401, on a GET too), while the
// GET-only display endpoints stay open to any signed-in user; 3.7.0-3.7.1 keep 3.6.5's levels. Written out per
// release from src/ESP32React/SecurityManager.h and the services' constructors at v3.7.2 and v3.8.0.
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import type { Release } from '../../../src/schemas/releases.ts'
import { eachRelease } from './_releases.ts'

const NEW: Release[] = ['3.7.0', '3.7.1', '3.7.2', '3.8.0']
const strict = (r: Release) => r === '3.7.2' || r === '3.8.0'

// The JSON endpoints that a guest could use in 3.6.5 (schedule, custom entities and masks: auth; log
// settings: no check at all), with a request each.
const OPENED: [method: string, path: string, json?: object][] = [
  ['GET', '/rest/schedule'],
  ['GET', '/rest/customEntities'],
  ['GET', '/rest/logSettings'],
  ['POST', '/rest/logSettings', { level: 6, max_messages: 50, compact: true }],
  ['POST', '/rest/customizationEntities', { id: 1, entity_ids: [] }],
]
// Admin-only in every release.
const ADMIN: [string, string][] = [
  ['GET', '/rest/settings'],
  ['GET', '/rest/networkSettings'],
  ['GET', '/rest/apSettings'],
  ['GET', '/rest/ntpSettings'],
  ['GET', '/rest/mqttSettings'],
  ['GET', '/rest/securitySettings'],
]
// GET-only display endpoints: any signed-in user in every release.
const DISPLAY = ['/rest/coreData', '/rest/sensorData', '/rest/systemStatus', '/rest/networkStatus', '/rest/apStatus', '/rest/ntpStatus', '/rest/mqttStatus']

test('guests: 200 from schedule, custom entities, log settings and masks in 3.7.0-3.7.1, 401 from 3.7.2 (GET too)', async () => {
  await eachRelease(NEW, async (t, r) => {
    const token = await t.signIn('guest')
    for (const [method, path, json] of OPENED) {
      const res = await t.req(method, path, { token, json })
      assert.is(res.status, strict(r) ? 401 : 200, `${r} ${method} ${path}`)
      if (strict(r)) assert.is(await res.text(), '', 'an empty 401')
    }
  })
})

test('admins keep every endpoint; admin-only settings stay admin-only; display GETs stay open to guests', async () => {
  await eachRelease(NEW, async (t, r) => {
    const admin = await t.signIn('admin')
    const guest = await t.signIn('guest')
    for (const [method, path, json] of OPENED) assert.is((await t.req(method, path, { token: admin, json })).status, 200, `${r} admin ${path}`)
    for (const [method, path] of ADMIN) {
      assert.is((await t.req(method, path, { token: guest })).status, 401, `${r} guest ${path}`)
      assert.is((await t.req(method, path, { token: admin })).status, 200, `${r} admin ${path}`)
    }
    for (const path of DISPLAY) {
      const res = await t.req('GET', path, { token: guest })
      assert.is(res.status, 200, `${r} guest ${path}`)
      assert.is(res.headers.get('content-type'), 'application/json', `${r} guest ${path}`)
    }
  })
})

test('log settings: no check at all in 3.7.0-3.7.1 (no token needed), admins only from 3.7.2', async () => {
  await eachRelease(NEW, async (t, r) => {
    assert.is((await t.req('GET', '/rest/logSettings')).status, strict(r) ? 401 : 200, r)
  })
})

test('the JSON rules still come first: a guest POST that is not JSON finds no handler (404), as on the device', async () => {
  await eachRelease(['3.7.2', '3.8.0'], async (t, r) => {
    const token = await t.signIn('guest')
    for (const path of ['/rest/schedule', '/rest/logSettings', '/rest/action'])
      assert.is((await t.req('POST', path, { token, body: 'x', headers: { 'content-type': 'text/plain' } })).status, 404, `${r} ${path}`)
  })
})

test.run()
