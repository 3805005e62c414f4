// The settings-style endpoint helper (HttpEndpoint semantics, device-api §0) and /rest/otaSettings.
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import * as z from 'zod/mini'
import { settingsEndpoint } from '../../../emulator/endpoints.ts'
import { testEmulator } from '../../e2e/emulator.ts'

const OTA = { enabled: false, port: 8266, password: 'ems-esp-neo' }

test('otaSettings: GET gives the defaults; POST saves and answers 200 with the full state', async () => {
  const t = testEmulator()
  const token = await t.signIn('admin')
  assert.equal(await (await t.req('GET', '/rest/otaSettings', { token })).json(), OTA)
  const res = await t.req('POST', '/rest/otaSettings', { token, json: { enabled: true, port: 3232, password: 'pw' } })
  assert.is(res.status, 200)
  assert.equal(await res.json(), { enabled: true, port: 3232, password: 'pw' })
  assert.equal(await (await t.req('GET', '/rest/otaSettings', { token })).json(), { enabled: true, port: 3232, password: 'pw' })
  await t.cleanup()
})

test('otaSettings: wrong types and ranges are 400 and change nothing', async () => {
  const t = testEmulator()
  const token = await t.signIn('admin')
  for (const json of [
    { ...OTA, port: '3232' },
    { ...OTA, port: 80 },
    { ...OTA, port: 70000 },
    { ...OTA, port: 3232.5 },
    { ...OTA, enabled: 1 },
    { ...OTA, password: '' },
    'x',
    null,
  ]) {
    assert.is((await t.req('POST', '/rest/otaSettings', { token, json })).status, 400, JSON.stringify(json))
  }
  assert.equal(await (await t.req('GET', '/rest/otaSettings', { token })).json(), OTA)
  await t.cleanup()
})

test('an omitted key is reset to its default, as the firmware does', async () => {
  const t = testEmulator()
  const token = await t.signIn('admin')
  await t.req('POST', '/rest/otaSettings', { token, json: { enabled: true, port: 3232, password: 'pw' } })
  const res = await t.req('POST', '/rest/otaSettings', { token, json: { enabled: true } })
  assert.equal(await res.json(), { enabled: true, port: 8266, password: 'ems-esp-neo' })
  await t.cleanup()
})

test('PUT and PATCH only answer the state; they need JSON like POST', async () => {
  const t = testEmulator()
  const token = await t.signIn('admin')
  for (const m of ['PUT', 'PATCH']) {
    const res = await t.req(m, '/rest/otaSettings', { token, json: { enabled: true, port: 3232, password: 'pw' } })
    assert.is(res.status, 200, m)
    assert.equal(await res.json(), OTA, m)
    assert.is((await t.req(m, '/rest/otaSettings', { token, body: '{}' })).status, 404, m) // no Content-Type
  }
  await t.cleanup()
})

test('205 with an empty body when the restart predicate says so; the state is saved anyway', async () => {
  const t = testEmulator()
  const { app, ctx } = t.emulator
  ctx.store.define('demo', { rx: 23, name: 'a' })
  const Demo = z.object({ rx: z.number(), name: z.string() })
  settingsEndpoint(app, ctx, { path: '/rest/demo', area: 'demo', schema: Demo, restart: (a, b) => a.rx !== b.rx })
  const token = await t.signIn('admin')
  let res = await t.req('POST', '/rest/demo', { token, json: { rx: 23, name: 'b' } })
  assert.is(res.status, 200)
  assert.equal(await res.json(), { rx: 23, name: 'b' })
  res = await t.req('POST', '/rest/demo', { token, json: { rx: 5, name: 'b' } })
  assert.is(res.status, 205)
  assert.is(await res.text(), '')
  assert.equal(await (await t.req('GET', '/rest/demo', { token })).json(), { rx: 5, name: 'b' })
  assert.is((await t.req('GET', '/rest/demo', { token: await t.signIn('guest') })).status, 401) // admin by default
  await t.cleanup()
})

test('normalize: what is saved, answered and compared for the restart is the normalized state', async () => {
  const t = testEmulator()
  const { app, ctx } = t.emulator
  ctx.store.define('norm', { rx: 23 }) // the address is unset by default
  const Norm = z.object({ ip: z.optional(z.string()), rx: z.number() })
  const normalize = (s: z.infer<typeof Norm>) => {
    const { ip, ...rest } = s
    return ip ? s : rest // an unset address is left out
  }
  const seen: unknown[] = []
  settingsEndpoint(app, ctx, { path: '/rest/norm', area: 'norm', schema: Norm, normalize, restart: (a, b) => (seen.push(b), a.rx !== b.rx) })
  const token = await t.signIn('admin')
  const res = await t.req('POST', '/rest/norm', { token, json: { ip: '', rx: 23 } })
  assert.is(res.status, 200)
  assert.equal(await res.json(), { rx: 23 })
  assert.equal(ctx.store.get('norm'), { rx: 23 })
  assert.equal(seen, [{ rx: 23 }])
  assert.equal(await (await t.req('POST', '/rest/norm', { token, json: { ip: '10.0.0.2', rx: 23 } })).json(), { ip: '10.0.0.2', rx: 23 })
  await t.cleanup()
})

test.run()
