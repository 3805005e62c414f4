// --firmware: the emulator answers as the chosen release (device-api §10 Releases): paths, keys, MessagePack
// types, page caching. The expectations are written out here per release, not read from emulator/firmware.ts,
// so a wrong profile fails; they were checked against each release's own recorded answers and its source.
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { unpack } from 'msgpackr'
import type { Release } from '../../src/schemas/releases.ts'
import { testEmulator } from '../e2e/emulator.ts'

const ALL: Release[] = ['3.6.0', '3.6.1', '3.6.2', '3.6.4', '3.6.5']
const isAtLeast = (r: Release, first: Release) => ALL.indexOf(r) >= ALL.indexOf(first)

/** Where each release reads and writes the custom entities list (device-api §10). */
const ENTITIES_PATH: Record<Release, string> = {
  '3.6.0': '/rest/entities',
  '3.6.1': '/rest/entities',
  '3.6.2': '/rest/customentities',
  '3.6.4': '/rest/customentities',
  '3.6.5': '/rest/customEntities',
}
/** Where each release saves a device's entity masks. */
const MASKS_PATH: Record<Release, string> = {
  '3.6.0': '/rest/customEntities',
  '3.6.1': '/rest/customEntities',
  '3.6.2': '/rest/customizationEntities',
  '3.6.4': '/rest/customizationEntities',
  '3.6.5': '/rest/customizationEntities',
}
const ENTITY_PATHS = ['/rest/entities', '/rest/customentities', '/rest/customEntities', '/rest/customizationEntities']

type T = ReturnType<typeof testEmulator>
/** Runs `check` on an emulator answering as each of `releases` in turn; each is stopped after its check. */
async function eachRelease(releases: readonly Release[], check: (t: T, r: Release) => Promise<void>) {
  for (const r of releases) {
    const t = testEmulator({ firmware: r })
    try {
      await check(t, r)
    } finally {
      await t.cleanup()
    }
  }
}
const json = async (t: T, path: string, token: string) => {
  const res = await t.req('GET', path, { token })
  assert.is(res.status, 200, path)
  assert.is(res.headers.get('content-type'), 'application/json', path)
  return (await res.json()) as Record<string, any>
}
const isPage = async (res: Response, what: string) => {
  assert.is(res.status, 200, what)
  assert.is(res.headers.get('content-type'), 'text/html', what)
}

/** A float32 on the wire (MessagePack 0xCA), kept apart from ints and strings. */
class F32 {
  constructor(readonly value: number) {}
}
/** MessagePack as sent, with float32 values as F32: enough of the format for deviceData. */
function decodeTyped(bytes: Uint8Array): unknown {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  let i = 0
  const text = (n: number) => new TextDecoder().decode(bytes.subarray(i, (i += n)))
  const many = (n: number, map: boolean) => {
    if (!map) return Array.from({ length: n }, read)
    const o: Record<string, unknown> = {}
    for (let k = 0; k < n; k++) o[read() as string] = read()
    return o
  }
  function read(): unknown {
    const b = bytes[i++]
    if (b <= 0x7f) return b
    if (b >= 0xe0) return b - 0x100
    if (b >= 0xa0 && b <= 0xbf) return text(b & 0x1f)
    if (b >= 0x90 && b <= 0x9f) return many(b & 0x0f, false)
    if (b >= 0x80 && b <= 0x8f) return many(b & 0x0f, true)
    const at = i
    const next = (n: number) => ((i += n), at)
    switch (b) {
      case 0xc0:
        return null
      case 0xc2:
        return false
      case 0xc3:
        return true
      case 0xca:
        return new F32(view.getFloat32(next(4)))
      case 0xcb:
        return view.getFloat64(next(8))
      case 0xcc:
        return view.getUint8(next(1))
      case 0xcd:
        return view.getUint16(next(2))
      case 0xce:
        return view.getUint32(next(4))
      case 0xd0:
        return view.getInt8(next(1))
      case 0xd1:
        return view.getInt16(next(2))
      case 0xd2:
        return view.getInt32(next(4))
      case 0xd9:
        return text(view.getUint8(next(1)))
      case 0xda:
        return text(view.getUint16(next(2)))
      case 0xdc:
        return many(view.getUint16(next(2)), false)
      case 0xde:
        return many(view.getUint16(next(2)), true)
    }
    throw new Error(`MessagePack byte 0x${b.toString(16)} at ${i - 1}`)
  }
  return read()
}

type Row = { c?: string; s?: unknown }
const deviceRows = async (t: T, token: string, id: number) => {
  const res = await t.req('GET', `/rest/deviceData?id=${id}`, { token })
  assert.is(res.status, 200)
  return (decodeTyped(new Uint8Array(await res.arrayBuffer())) as { data: Row[] }).data
}

const ENTITY = { id: 0, ram: 0, name: 'hc2_flow', device_id: 0x20, type_id: 0x2d7, offset: 1, factor: 1, uom: 1, value_type: 2, writeable: false }

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

test('a value write is read as {id, devicevalue: {c, v}} until 3.6.2 and as {id, c, v} from 3.6.4; the other shape is 400', async () => {
  await eachRelease(ALL, async (t, r) => {
    const token = await t.signIn('admin')
    const flat = { id: 1, c: 'wwseltemp', v: 55 }
    const nested = { id: 1, devicevalue: { c: 'wwseltemp', v: 54 } }
    const [ok, refused] = isAtLeast(r, '3.6.4') ? [flat, nested] : [nested, flat]
    assert.is((await t.req('POST', '/rest/writeDeviceValue', { token, json: refused })).status, 400, r)
    assert.is((await t.req('POST', '/rest/writeDeviceValue', { token, json: ok })).status, 200, r)
    const rows = unpack(new Uint8Array(await (await t.req('GET', '/rest/deviceData?id=1', { token })).arrayBuffer())) as { data: { c?: string; v: unknown }[] }
    assert.is(rows.data.find((x) => x.c === 'wwseltemp')?.v, isAtLeast(r, '3.6.4') ? 55 : 54, r)
  })
})

test('coreData devices[].e and sensorData platform are there from 3.6.4 on', async () => {
  await eachRelease(ALL, async (t, r) => {
    const token = await t.signIn('admin')
    const core = await json(t, '/rest/coreData', token)
    assert.ok(core.devices.length > 1, r)
    for (const d of core.devices) assert.is('e' in d, isAtLeast(r, '3.6.4'), `${r} device ${d.id}`)
    const sensors = await json(t, '/rest/sensorData', token)
    assert.is(sensors.platform, isAtLeast(r, '3.6.4') ? 'ESP32' : undefined, r)
    assert.ok(Array.isArray(sensors.ts) && Array.isArray(sensors.as), r)
  })
})

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

test('deviceData step: float32 and only when not 1 before 3.6.5, a string on every writable number in 3.6.5; device 99 a string in every release', async () => {
  await eachRelease(ALL, async (t, r) => {
    const token = await t.signIn('admin')
    const boiler = await deviceRows(t, token, 1)
    const thermostat = await deviceRows(t, token, 2)
    const mixer = await deviceRows(t, token, 3)
    const step = (rows: Row[], c: string) => rows.find((x) => x.c === c)!.s
    if (r === '3.6.5') {
      assert.is(step(boiler, 'selflowtemp'), '1')
      assert.is(step(thermostat, 'hc1/seltemp'), '0.5')
      assert.is(step(mixer, 'hc2/valveruntime'), '10')
    } else {
      assert.is(step(boiler, 'selflowtemp'), undefined, `${r}: step 1 is left out`)
      assert.equal(step(thermostat, 'hc1/seltemp'), new F32(0.5), r)
      assert.equal(step(mixer, 'hc2/valveruntime'), new F32(10), `${r}: a whole step is a float32 too`)
      for (const row of [...boiler, ...thermostat, ...mixer]) if (row.s !== undefined) assert.instance(row.s, F32, `${r} ${row.c}`)
    }
    const custom = (await deviceRows(t, token, 99)).filter((x) => x.s !== undefined)
    assert.ok(custom.length > 0, r)
    for (const row of custom) assert.type(row.s, 'string', `${r} custom ${row.c}`)
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
