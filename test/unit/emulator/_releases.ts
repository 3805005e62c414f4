// What the --firmware tests (firmware*.test.ts) share: the releases, where each keeps its custom
// entities and entity masks (device-api §10 Releases), an emulator per release, and GETs that must answer JSON
// or the page. The expectations are written out here per release, not read from emulator/firmware.ts, so a
// wrong profile fails; they were checked against each release's own recorded answers and its source.
import * as assert from 'uvu/assert'
import type { Release } from '../../../src/schemas/releases.ts'
import { testEmulator } from '../../e2e/emulator.ts'
import { decodeTyped } from './_msgpack-typed.ts'

/** The 3.6 releases (the tests of 3.6-only behaviour run on these). */
export const ALL: Release[] = ['3.6.0', '3.6.1', '3.6.2', '3.6.4', '3.6.5']
/** The releases after 3.6: a new web server structure (device-api §10, the data endpoints in emulator-firmware-37*). */
export const LATER: Release[] = ['3.7.0', '3.7.1', '3.7.2', '3.8.0']
/** 3.6.5 and the releases after it: what the newer behaviour is compared against. */
export const FROM_365: Release[] = ['3.6.5', ...LATER]
const ORDER: Release[] = [...ALL, ...LATER]
export const isAtLeast = (r: Release, first: Release) => ORDER.indexOf(r) >= ORDER.indexOf(first)

/** Where each release reads and writes the custom entities list (device-api §10). */
export const ENTITIES_PATH: Record<Release, string> = {
  '3.6.0': '/rest/entities',
  '3.6.1': '/rest/entities',
  '3.6.2': '/rest/customentities',
  '3.6.4': '/rest/customentities',
  '3.6.5': '/rest/customEntities',
  '3.7.0': '/rest/customEntities',
  '3.7.1': '/rest/customEntities',
  '3.7.2': '/rest/customEntities',
  '3.8.0': '/rest/customEntities',
}
/** Where each release saves a device's entity masks. */
export const MASKS_PATH: Record<Release, string> = {
  '3.6.0': '/rest/customEntities',
  '3.6.1': '/rest/customEntities',
  '3.6.2': '/rest/customizationEntities',
  '3.6.4': '/rest/customizationEntities',
  '3.6.5': '/rest/customizationEntities',
  '3.7.0': '/rest/customizationEntities',
  '3.7.1': '/rest/customizationEntities',
  '3.7.2': '/rest/customizationEntities',
  '3.8.0': '/rest/customizationEntities',
}
export const ENTITY_PATHS = ['/rest/entities', '/rest/customentities', '/rest/customEntities', '/rest/customizationEntities']

/** A custom entity read from a telegram, as the console sends one. */
export const ENTITY = { id: 0, ram: 0, name: 'hc2_flow', device_id: 0x20, type_id: 0x2d7, offset: 1, factor: 1, uom: 1, value_type: 2, writeable: false }

export type T = ReturnType<typeof testEmulator>
/** Runs `check` on an emulator answering as each of `releases` in turn; each is stopped after its check. */
export async function eachRelease(releases: readonly Release[], check: (t: T, r: Release) => Promise<void>) {
  for (const r of releases) {
    const t = testEmulator({ firmware: r })
    try {
      await check(t, r)
    } finally {
      await t.cleanup()
    }
  }
}
/** GET `path`: 200 with JSON, its body. */
export const json = async (t: T, path: string, token: string) => {
  const res = await t.req('GET', path, { token })
  assert.is(res.status, 200, path)
  assert.is(res.headers.get('content-type'), 'application/json', path)
  return (await res.json()) as Record<string, any>
}
/** The answer is the console's page: what the firmware answers for a path it does not know. */
export const isPage = async (res: Response, what: string) => {
  assert.is(res.status, 200, what)
  assert.is(res.headers.get('content-type'), 'text/html', what)
}

/** A MessagePack answer: 200 with `type` as Content-Type, its bytes read with their wire types (_msgpack-typed.ts). */
export const typed = async (t: T, path: string, token: string, type: string) => {
  const res = await t.req('GET', path, { token })
  assert.is(res.status, 200, path)
  assert.is(res.headers.get('content-type'), type, path)
  return decodeTyped(new Uint8Array(await res.arrayBuffer())) as any
}
/** Content-Type of the MessagePack answers: application/json up to 3.7.0, application/msgpack from 3.7.1 (read in
 *  the web server library 3.7.1 carries in lib/). */
export const MSGPACK_TYPE: Record<Release, string> = {
  '3.6.0': 'application/json',
  '3.6.1': 'application/json',
  '3.6.2': 'application/json',
  '3.6.4': 'application/json',
  '3.6.5': 'application/json',
  '3.7.0': 'application/json',
  '3.7.1': 'application/msgpack',
  '3.7.2': 'application/msgpack',
  '3.8.0': 'application/msgpack',
}
