// Custom entities (device-api §7b). The store area 'customEntities' also feeds device 99 of the dashboard
// (coreData, deviceData, writeDeviceValue), which keeps each entity's current `value` there. The path and
// the `ram` key depend on the release (device-api §10): 3.6.0-3.6.4 have no RAM variables and no `ram`.
import type { App, Ctx } from '../context.ts'
import { httpEndpoint } from '../endpoints.ts'
import { type CustomEntities, CustomEntities as Schema, type CustomEntity } from '../../src/schemas/custom-entities.ts'

/** Flow temperature and the circuit-1 comfort setpoint read from telegrams, raw burner bytes, and a RAM flag. */
export const CUSTOM_ENTITIES_DEFAULTS: CustomEntities = {
  entities: [
    { id: 0, ram: 0, name: 'flowtemp', device_id: 0x08, type_id: 0x18, offset: 1, factor: 0.1, uom: 1, value_type: 4, writeable: false, value: 41.4 },
    { id: 1, ram: 0, name: 'hc1_comfort', device_id: 0x10, type_id: 0x2b9, offset: 2, factor: 0.5, uom: 1, value_type: 2, writeable: true, value: 21.5 },
    { id: 2, ram: 0, name: 'burner_raw', device_id: 0x08, type_id: 0xe4, offset: 0, factor: 4, uom: 0, value_type: 8, writeable: false, value: '0A1B002C' },
    { id: 3, ram: 1, name: 'away', device_id: 0, type_id: 0, offset: 0, factor: 1, uom: 0, value_type: 8, writeable: true, value: 'off' },
  ],
}

/**
 * What the device keeps of a posted entity: a RAM variable is forced to a writeable string (device 0,
 * type 0, no unit) holding the posted value; a telegram value keeps the reading it had under that name,
 * and has none until the bus sends one. Factor 0 means 1.
 */
function stored(e: CustomEntity, id: number, before: CustomEntity[]): CustomEntity {
  const out: CustomEntity = { ...e, id, factor: e.factor || 1 }
  delete out.value
  if (e.ram === 1) return { ...out, device_id: 0, type_id: 0, uom: 0, value_type: 8, writeable: true, value: String(e.value ?? '') }
  const old = before.find((b) => b.name === e.name && b.ram === 0)
  return old?.value === undefined ? out : { ...out, value: old.value }
}

/** Before 3.6.5 every entity is read from a telegram: stored as ram 0 (the console's schema wants the key), answered without. */
const telegramOnly = (body: unknown) => {
  const b = body as { entities?: unknown } | null
  return b && Array.isArray(b.entities) ? { ...b, entities: b.entities.map((e) => (e && typeof e === 'object' ? { ...e, ram: 0 } : e)) } : body
}

export function register(app: App, ctx: Ctx) {
  const { ram, customEntitiesPath } = ctx.firmware
  const defaults = ram ? CUSTOM_ENTITIES_DEFAULTS : { entities: CUSTOM_ENTITIES_DEFAULTS.entities.filter((e) => e.ram === 0) }
  ctx.store.define('customEntities', defaults, Schema)
  const answer = () => {
    const state = ctx.store.get<CustomEntities>('customEntities')
    return ram ? state : { ...state, entities: state.entities.map(({ ram: _, ...e }) => e) }
  }
  // Any signed-in user, not only admins (device-api §1b).
  httpEndpoint(app, ctx, customEntitiesPath, 'auth', (c) => {
    if (c.req.method === 'POST') {
      const parsed = Schema.safeParse(ram ? c.get('body') : telegramOnly(c.get('body')))
      if (!parsed.success) return c.body(null, 400)
      const before = ctx.store.get<CustomEntities>('customEntities').entities
      ctx.store.set('customEntities', { entities: parsed.data.entities.map((e, i) => stored(e, i, before)) })
    }
    return c.json(answer())
  })
}
