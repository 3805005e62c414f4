// Custom entities (device-api §7b). The store area 'customEntities' also feeds device 99 of the dashboard
// (coreData, deviceData, writeDeviceValue), which keeps each entity's current `value` there. The path and
// keys depend on the release (device-api §10): 3.6.0-3.6.4 have no RAM variables and no `ram`, 3.7.0
// renumbered the value types (text is 9, was 8), 3.8.0 added `hide`.

import { type CustomEntities, type CustomEntity, customEntitiesOf } from '../../src/schemas/custom-entities.ts'
import type { App, Ctx } from '../context.ts'
import { httpEndpoint } from '../endpoints.ts'
import type { Firmware } from '../firmware.ts'

/** The text type of 3.6 (RAW); the defaults are written with it. */
const RAW_36 = 8

/** Flow temperature and the circuit-1 comfort setpoint read from telegrams, raw burner bytes, and a RAM flag. */
export const CUSTOM_ENTITIES_DEFAULTS: CustomEntities = {
  entities: [
    { id: 0, ram: 0, name: 'flowtemp', device_id: 0x08, type_id: 0x18, offset: 1, factor: 0.1, uom: 1, value_type: 4, writeable: false, value: 41.4 },
    { id: 1, ram: 0, name: 'hc1_comfort', device_id: 0x10, type_id: 0x2b9, offset: 2, factor: 0.5, uom: 1, value_type: 2, writeable: true, value: 21.5 },
    {
      id: 2,
      ram: 0,
      name: 'burner_raw',
      device_id: 0x08,
      type_id: 0xe4,
      offset: 0,
      factor: 4,
      uom: 0,
      value_type: RAW_36,
      writeable: false,
      value: '0A1B002C',
    },
    { id: 3, ram: 1, name: 'away', device_id: 0, type_id: 0, offset: 0, factor: 1, uom: 0, value_type: RAW_36, writeable: true, value: 'off' },
  ],
}

/** The defaults as release `fw` has them: without RAM variables before 3.6.5, text typed as that release types it. */
function defaultsOf(fw: Firmware): CustomEntities {
  const entities = CUSTOM_ENTITIES_DEFAULTS.entities
    .filter((e) => fw.ram || e.ram === 0)
    .map((e) => ({ ...e, value_type: e.value_type === RAW_36 ? fw.rawType : e.value_type, ...(fw.hide ? { hide: false } : {}) }))
  return { entities }
}

/**
 * What the device keeps of a posted entity: a RAM variable is forced to a writeable string (device 0,
 * type 0; its unit kept from 3.7.2, none before) holding the posted value; a telegram value has none until
 * the bus sends it again (the device starts every entity afresh on a save). Factor 0 means 1; a BOOL has no
 * unit from 3.7.2. `hide` is kept from 3.8.0 (false when not sent), ignored before.
 */
function stored(fw: Firmware, e: CustomEntity, id: number): CustomEntity {
  const { hide, value, ...rest } = e
  const out: CustomEntity = { ...rest, id, factor: e.factor || 1, ...(fw.hide ? { hide: hide === true } : {}) }
  if (e.ram === 1)
    return { ...out, device_id: 0, type_id: 0, uom: fw.entities372 ? e.uom : 0, value_type: fw.rawType, writeable: true, value: String(value ?? '') }
  return e.value_type === 0 && fw.entities372 ? { ...out, uom: 0 } : out
}

/** Before 3.6.5 every entity is read from a telegram: stored as ram 0 (the console's schema wants the key), answered without. */
const telegramOnly = (body: unknown) => {
  const b = body as { entities?: unknown } | null
  return b && Array.isArray(b.entities) ? { ...b, entities: b.entities.map((e) => (e && typeof e === 'object' ? { ...e, ram: 0 } : e)) } : body
}

export function register(app: App, ctx: Ctx) {
  const fw = ctx.firmware
  const { ram } = fw
  const Schema = customEntitiesOf(fw)
  ctx.store.define('customEntities', defaultsOf(fw), Schema)
  // A list saved by another release keeps its keys in the store; the answer has this release's.
  const answer = () => {
    const state = ctx.store.get<CustomEntities>('customEntities')
    const entities = state.entities.map(({ ram: r, hide, ...e }) => ({ ...e, ...(ram ? { ram: r } : {}), ...(fw.hide ? { hide: hide === true } : {}) }))
    return { ...state, entities }
  }
  // Any signed-in user, not only admins (device-api §1b).
  httpEndpoint(app, ctx, '/' + fw.entities, 'auth', (c) => {
    if (c.req.method === 'POST') {
      const parsed = Schema.safeParse(ram ? c.get('body') : telegramOnly(c.get('body')))
      if (!parsed.success) return c.body(null, 400)
      ctx.store.set('customEntities', { entities: parsed.data.entities.map((e, i) => stored(fw, e, i)) })
    }
    return c.json(answer())
  })
}
