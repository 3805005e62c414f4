// Custom entities (device-api §7b). The store area 'customEntities' also feeds device 99 of the dashboard
// (coreData, deviceData, writeDeviceValue), which keeps each entity's current `value` there.
import type { App, Ctx } from '../context.ts'
import { jsonRoute } from '../endpoints.ts'
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

export function register(app: App, ctx: Ctx) {
  ctx.store.define('customEntities', CUSTOM_ENTITIES_DEFAULTS, Schema)
  // Any signed-in user, not only admins (device-api §1b).
  jsonRoute(app, ctx, '/rest/customEntities', 'auth', (c) => {
    if (c.req.method === 'POST') {
      const parsed = Schema.safeParse(c.get('body'))
      if (!parsed.success) return c.body(null, 400)
      const before = ctx.store.get<CustomEntities>('customEntities').entities
      ctx.store.set('customEntities', { entities: parsed.data.entities.map((e, i) => stored(e, i, before)) })
    }
    return c.json(ctx.store.get('customEntities'))
  })
}
