// Entity customization on top of the emulated bus (device-api §1b, §6): the device picker (until 3.6.5),
// the entity list, the §6a merge, a device's own name (3.7.0 on) and the reset of everything.
import * as z from 'zod/mini'
import { CustomizationPost } from '../../src/schemas/customization.ts'
import { DEL } from '../../src/schemas/flags.ts'
import { factsOf } from '../../src/schemas/releases.ts'
import { busOf, customizationRow, TYPE_NAMES } from '../bus/index.ts'
import { translate } from '../bus/locale.ts'
import { TYPE_KEYS } from '../bus/types.ts'
import type { App, Ctx } from '../context.ts'
import { httpEndpoint, jsonBody } from '../endpoints.ts'
import { getCustomizations, restore } from './backup.ts'
import { msgpackOf } from './dashboard.ts'

const DeviceName = z.object({ id: z.number(), name: z.string() })

export function register(app: App, ctx: Ctx) {
  const bus = busOf(ctx)

  // Devices that have entities, for the picker; never the custom-entities device 99. From 3.7.0 the picker
  // reads coreData instead.
  if (ctx.firmware.scan) {
    app.get('/rest/devices', ctx.auth('auth'), (c) =>
      c.json({
        devices: bus
          .devices()
          .filter((d) => d.entities.length)
          .map((d) => ({
            i: d.id,
            s: `${translate(TYPE_NAMES[d.type] ?? 'Unknown', bus.settings().locale)} (${d.name})`,
            tn: TYPE_KEYS[d.type] ?? 'unknown',
            t: d.type,
          })),
      }),
    )
  }

  // A MessagePack array (its Content-Type: dashboard.ts msgpackOf); entities removed by a customization follow
  // as {id, m, w:false}. An unknown id answers 200 with an empty body.
  app.get('/rest/deviceEntities', ctx.auth('auth'), (c) => {
    const d = bus.devices().find((x) => x.id === Number(c.req.query('id')))
    if (!d) return c.body(null, 200)
    const view = bus.settings()
    const customs = bus.customizations(d.id)
    const rows: object[] = d.entities.map((e) => customizationRow(e, customs.get(e.short), view, ctx.firmware.tagKey))
    for (const x of customs.values()) if (x.m & DEL) rows.push({ id: x.id, m: x.m, w: false })
    return msgpackOf(ctx.firmware, c, rows)
  })

  // Any signed-in user may save (device-api §1b); 205 when an entity is removed or brought back. The path
  // is the release's (device-api §10): /rest/customEntities until 3.6.1. A body without `id` names no device
  // (the firmware reads 0, which no device has) and is answered 200 with nothing saved, so a custom-entities
  // list POSTed there to 3.6.0 or 3.6.1 seems to be saved and is not.
  app.post('/' + ctx.firmware.masks, jsonBody, ctx.auth('auth'), (c) => {
    const raw = c.get('body')
    if (raw && typeof raw === 'object' && !Array.isArray(raw) && !('id' in raw)) return c.body(null, 200)
    const body = CustomizationPost.safeParse(raw)
    if (!body.success || !bus.devices().some((d) => d.id === body.data.id)) return c.body(null, 400)
    return c.body(null, bus.applyCustomizations(body.data.id, body.data.entity_ids).restart ? 205 : 200)
  })

  // 3.6.0-3.6.4: the whole customization file (sensor names and offsets, analog sensors, entity masks) as an
  // HttpEndpoint (device-api §10). A POST replaces the file: a list it leaves out is emptied, as the firmware's
  // update clears each list before reading it; the lists are read as a restored backup reads them.
  if (ctx.firmware.customizationFile) {
    httpEndpoint(app, ctx, '/rest/customization', 'auth', (c) => {
      const body = c.get('body')
      if (c.req.method === 'POST') {
        if (!body || typeof body !== 'object' || Array.isArray(body)) return c.body(null, 400)
        restore(ctx, { type: 'customizations', Customizations: { ts: [], as: [], masked_entities: [], ...body } })
      }
      return c.json(getCustomizations(ctx).Customizations)
    })
  }

  // A device's own name (3.7.0 on), shown as its `n` in coreData and dashboardData; an empty one goes back to
  // the product name. Always 200 with an empty body, also for an id no device has. Signed-in users may, from
  // 3.7.2 admins only.
  if (ctx.firmware.deviceName) {
    const level = factsOf(ctx.firmware.version).guestsReadOnly ? 'admin' : 'auth'
    app.post('/rest/writeDeviceName', jsonBody, ctx.auth(level), (c) => {
      const body = DeviceName.safeParse(c.get('body'))
      if (body.success) bus.renameDevice(body.data.id, body.data.name.trim())
      return c.body(null, 200)
    })
  }

  // Until 3.7.2 deletes the customization file (entities and sensor settings), answers 205 and restarts about
  // a second later; 400 when there is no file, i.e. nothing is customized. 3.8.0 empties the entity masks
  // (the sensor settings stay) and answers 200, the restart following as well.
  app.post('/rest/resetCustomizations', ctx.auth('admin'), (c) => {
    if (ctx.firmware.resetStatus === 200) {
      bus.resetCustomizations({ sensors: false })
      ctx.restart()
      return c.body(null, 200)
    }
    const sensors = ctx.store.has('sensors') ? ctx.store.get<{ ts?: unknown[]; as?: unknown[] }>('sensors') : {}
    const none = bus.devices().every((d) => !bus.getCustomizations(d.id).length) && !sensors.ts?.length && !sensors.as?.length
    if (none) return c.body(null, 400)
    bus.resetCustomizations({ sensors: true })
    ctx.restart()
    return c.body(null, 205)
  })
}
