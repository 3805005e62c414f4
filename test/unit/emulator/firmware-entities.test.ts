// --firmware and the custom entities and entity masks (device-api §10 Releases): each release's own paths,
// 3.6.0-3.6.1's shared customEntities handler, RAM variables from 3.6.5, the old /rest/customization file.

import { unpack } from 'msgpackr'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { ALL, ENTITIES_PATH, ENTITY, ENTITY_PATHS, eachRelease, isPage, json, MASKS_PATH } from './_releases.ts'

test('custom entities are read and written at each release’s own path; the others answer the page (GET) or 404 (POST)', async () => {
  await eachRelease(ALL, async (t, r) => {
    const token = await t.signIn('admin')
    const path = ENTITIES_PATH[r]
    assert.ok((await json(t, path, token)).entities.length > 0, `${r}: defaults at ${path}`)
    const res = await t.req('POST', path, { token, json: { entities: [ENTITY] } })
    assert.is(res.status, 200, r)
    assert.equal(
      ((await res.json()) as any).entities.map((e: { name: string }) => e.name),
      ['hc2_flow'],
      r,
    )
    assert.equal(
      (await json(t, path, token)).entities.map((e: { name: string }) => e.name),
      ['hc2_flow'],
      `${r}: stored`,
    )

    for (const other of ENTITY_PATHS.filter((p) => p !== path)) {
      await isPage(await t.req('GET', other, { token }), `${r} GET ${other}`)
      if (other === MASKS_PATH[r]) continue // the entity masks' handler: below
      assert.is((await t.req('POST', other, { token, json: { entities: [] } })).status, 404, `${r} POST ${other}`)
    }
  })
})

test('3.6.0 and 3.6.1: POST /rest/customEntities saves entity masks; a custom-entities list sent there answers 200 and stores nothing', async () => {
  await eachRelease(['3.6.0', '3.6.1'] as const, async (t, r) => {
    const token = await t.signIn('admin')
    const before = await json(t, '/rest/entities', token)
    const res = await t.req('POST', '/rest/customEntities', { token, json: { entities: [ENTITY] } })
    assert.is(res.status, 200, r)
    assert.is(await res.text(), '', r)
    assert.equal(await json(t, '/rest/entities', token), before, `${r}: nothing stored`)

    // The same handler with a device id saves its masks: 08 marks a favourite (device-api §6a).
    const masked = await t.req('POST', '/rest/customEntities', { token, json: { id: 1, entity_ids: ['08wwseltemp'] } })
    assert.is(masked.status, 200, r)
    const rows = unpack(new Uint8Array(await (await t.req('GET', '/rest/deviceEntities?id=1', { token })).arrayBuffer())) as { id: string; m: number }[]
    assert.is(rows.find((x) => x.id === 'wwseltemp')?.m, 8, r)
  })
})

test('custom entities: `ram` and RAM variables (text values) only in 3.6.5; before, a posted `ram` is ignored', async () => {
  await eachRelease(ALL, async (t, r) => {
    const token = await t.signIn('admin')
    const path = ENTITIES_PATH[r]
    const { entities } = await json(t, path, token)
    if (r === '3.6.5') {
      for (const e of entities) assert.ok(e.ram === 0 || e.ram === 1, e.name)
      const ram = entities.find((e: { ram: number }) => e.ram === 1)
      assert.type(ram?.value, 'string')
    } else {
      for (const e of entities) assert.not.ok('ram' in e, `${r} ${e.name}`)
      for (const e of (await json(t, '/rest/getEntities', token)).Entities.entities) assert.not.ok('ram' in e, `${r} backup ${e.name}`)
    }

    const posted = { ...ENTITY, name: 'away', ram: 1, value: 'on' }
    const saved = ((await (await t.req('POST', path, { token, json: { entities: [posted] } })).json()) as any).entities[0]
    if (r === '3.6.5') assert.equal([saved.ram, saved.device_id, saved.value], [1, 0, 'on'], 'a RAM variable')
    else assert.equal([saved.ram, saved.device_id, saved.value], [undefined, 0x20, undefined], `${r}: read from a telegram`)
  })
})

test('until 3.6.4: GET and POST /rest/customization (ts, as, masked_entities) and the open GET /rest/features; 3.6.5 answers the page for both', async () => {
  await eachRelease(ALL, async (t, r) => {
    const token = await t.signIn('guest')
    if (r === '3.6.5') {
      await isPage(await t.req('GET', '/rest/customization', { token }), r)
      await isPage(await t.req('GET', '/rest/features'), r)
    } else {
      const c = await json(t, '/rest/customization', token)
      assert.equal(Object.keys(c).sort(), ['as', 'masked_entities', 'ts'], r)
      assert.is((await t.req('GET', '/rest/customization')).status, 401, `${r}: signed in only`)
      // A POST replaces the whole file: lists it leaves out are emptied.
      const masks = [{ product_id: 123, device_id: 8, entity_ids: ['08wwseltemp'] }]
      const res = await t.req('POST', '/rest/customization', { token, json: { masked_entities: masks } })
      assert.is(res.status, 200, r)
      assert.equal(await res.json(), { ts: [], as: [], masked_entities: masks }, r)
      assert.equal(await json(t, '/rest/features', ''), { version: r, platform: 'ESP32' }, r)
    }
  })
})

test.run()
