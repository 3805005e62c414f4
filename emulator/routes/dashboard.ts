// The dashboard's calls (device-api §1b, §3a-§3d): devices and their values, value writes, sensors, bus
// status and scan (3.6) or activity and the overview in one answer (3.7.0 on); plus POST /rest/emulator/bus
// {offline} (admin) to take the emulated bus off and on.
import type { Context } from 'hono'
import * as z from 'zod/mini'
import type { AnalogWrite } from '../../src/schemas/dashboard.ts'
import { type DeviceValue, ValueWrite } from '../../src/schemas/device-value.ts'
import { busOf } from '../bus/index.ts'
import type { App, Ctx } from '../context.ts'
import { jsonBody, jsonRoute } from '../endpoints.ts'
import { type Firmware, without } from '../firmware.ts'
import { float32, msgpack } from '../msgpack.ts'

/** A MessagePack answer with the release's Content-Type (application/msgpack from 3.7.2, device-api §0). */
export function msgpackOf(fw: Firmware, c: Context, data: unknown): Response {
  const res = msgpack(c, data)
  res.headers.set('Content-Type', fw.msgpackType)
  return res
}

const BusSwitch = z.object({ offline: z.boolean() })

/**
 * A deviceData row's step as 3.6.0-3.6.4 send it (device-api §10): a float32 number, and none when it is 1.
 * The bus gives it as 3.6.5 renders it, a string.
 */
function olderStep(row: DeviceValue): object {
  if (row.s === undefined) return row
  const { s, ...rest } = row
  return Number(s) === 1 ? rest : { ...rest, s: float32(Number(s)) }
}

export function register(app: App, ctx: Ctx) {
  const bus = busOf(ctx)
  const log = (m: string) => ctx.log.info(`bus: ${m}`)
  const { absent, step } = ctx.firmware

  app.get('/rest/coreData', ctx.auth('auth'), (c) => {
    const core = bus.coreData()
    return c.json({ ...core, devices: core.devices.map((d) => without(d, absent.coreDevice)) })
  })

  // MessagePack, labelled application/json until 3.7.1 (device-api §0). The list is `data`, from 3.7.0 `nodes`.
  app.get('/rest/deviceData', ctx.auth('auth'), (c) => {
    const id = Number(c.req.query('id') ?? NaN)
    const found = Number.isInteger(id) ? bus.deviceData(id) : null
    if (!found) return c.body(null, 400)
    const { data, ...label } = found
    // Device 99 (custom entities) keeps its string step in every release.
    const rows = step === 'float32' && id !== 99 ? data.map(olderStep) : data
    return msgpackOf(ctx.firmware, c, { [ctx.firmware.valuesKey]: rows, ...label })
  })

  // The overview in one answer (3.7.0 on): an array of devices, from 3.7.2 wrapped with the bus state.
  if (ctx.firmware.dashboard) {
    const shape = ctx.firmware.dashboard
    app.get('/rest/dashboardData', ctx.auth('auth'), (c) => {
      const nodes = bus.dashboard()
      return msgpackOf(ctx.firmware, c, shape === 'array' ? nodes : { connected: !bus.offline, nodes })
    })
  }

  app.post('/rest/writeDeviceValue', jsonBody, ctx.auth('admin'), (c) => {
    const body = c.get('body') as { id?: unknown; devicevalue?: object } | null
    const w = ValueWrite.safeParse(ctx.firmware.nestedWrite ? body && { id: body.id, ...body.devicevalue } : body)
    if (!w.success || !bus.write(w.data.id, w.data.c, w.data.v)) return c.body(null, 400)
    log(`write device ${w.data.id} ${w.data.c} = ${JSON.stringify(w.data.v)}`)
    return c.json({})
  })

  app.get('/rest/sensorData', ctx.auth('auth'), (c) => c.json(without(bus.sensors.data(), absent.sensorData)))

  app.post('/rest/writeTemperatureSensor', jsonBody, ctx.auth('admin'), (c) => c.body(null, bus.sensors.writeTemperature(c.get('body')) ? 200 : 400))

  // Matched by gpio (the id the UI sends is ignored): updated, created when new. A removal needs only the
  // gpio; anything else must pass the console's own checks.
  app.post('/rest/writeAnalogSensor', jsonBody, ctx.auth('admin'), (c) => {
    const body = c.get('body') as Partial<AnalogWrite> | null
    if (body?.deleted === true && typeof body.gpio === 'number') bus.sensors.removeAnalog(body.gpio)
    else if (!bus.sensors.writeAnalog(body)) return c.body(null, 400)
    return c.body(null, 200)
  })

  // Bus statistics: with the bus state in /rest/status until 3.6.5, alone in /rest/activity from 3.7.0 (the
  // state moved into system status). The 3.6 paths are not registered after, so a GET of them gets the page.
  if (ctx.firmware.activity) app.get('/rest/activity', ctx.auth('auth'), (c) => c.json({ stats: bus.status().stats }))
  else app.get('/rest/status', ctx.auth('auth'), (c) => c.json(bus.status()))

  // A plain POST handler on the device: no JSON body, so no Content-Type rule. Gone from 3.7.0.
  if (ctx.firmware.scan) {
    app.post('/rest/scanDevices', ctx.auth('admin'), (c) => {
      bus.scan()
      log('scanning for devices')
      return c.body(null, 200)
    })
  }

  // Emulator only: what a pulled bus cable does.
  jsonRoute(app, ctx, '/rest/emulator/bus', 'admin', (c) => {
    if (c.req.method === 'POST') {
      const b = BusSwitch.safeParse(c.get('body'))
      if (!b.success) return c.body(null, 400)
      bus.setOffline(b.data.offline)
      log(b.data.offline ? 'offline' : 'online')
    }
    return c.json({ offline: bus.offline })
  })
}
