// GET /api/<device>/<entity> (and /api/<device>/<tag>/<entity>): one entity as the firmware's API describes it
// (its get_value_info), or with a trailing /<attribute> (/value, /min...) that attribute alone as plain text.
// Release differences: from 3.7.0 enums and bools also carry `index` (bools `bool`), a command with options is
// an enum and one with a unit a number; until 3.6.5 an entity without a value says "not set"; from 3.7.2 the unit
// is Home Assistant's (h, min, s, kB, L/min, L/h, none for switches); 3.8.0 calls no command readable.
import { API, RO, WEB } from '../../src/schemas/flags.ts'
import { since } from '../../src/schemas/releases.ts'
import { busOf, type Entity } from '../bus/index.ts'
import type { App, Ctx } from '../context.ts'
import { jsonRoute } from '../endpoints.ts'
import { BOOLS } from './all-values.ts'

// The firmware's unit names by Uom number (its uom_to_string).
const UNITS = ',°C,°C,%,l/min,kWh,Wh,hours,minutes,µA,bar,kW,W,KB,seconds,dBm,°F,mV,m²,m³,l,K*min,K,V,mbar,l/h,ct/kWh,Hz'.split(',')
const HA: Record<number, string> = { 7: 'h', 8: 'min', 14: 's', 13: 'kB', 4: 'L/min', 25: 'L/h' }
// Device type names in the path, by the bus's (3.6) type numbers.
const DEVICES: Record<string, number> = { boiler: 4, thermostat: 5, mixer: 6, solar: 7, heatpump: 8 }

type Obj = Record<string, unknown>

export function register(app: App, ctx: Ctx) {
  const bus = busOf(ctx)
  const r = ctx.firmware.version
  jsonRoute(app, ctx, '/api/:device/*', 'none', (c) => {
    const reply = (answer: Obj, status: 200 | 400 | 404) => c.body(JSON.stringify(answer), status, { 'Content-Type': 'application/json; charset=utf-8' })
    const device = (c.req.param('device') ?? '').toLowerCase()
    const parts = c.req.path
      .split('/')
      .slice(3)
      .filter(Boolean)
      .map((p) => p.toLowerCase())
    if (!(device in DEVICES)) return reply({ message: `unknown device ${device}` }, 404)
    const s: Obj = ctx.store.has('settings') ? ctx.store.get('settings') : {}
    for (const d of bus.devices().filter((d) => d.type === DEVICES[device])) {
      const masks = bus.customizations(d.id)
      for (const [short, rest] of [
        [parts.slice(0, 2).join('/'), parts.slice(2)],
        [parts[0], parts.slice(1)],
      ] as [string, string[]][]) {
        const e = d.entities.find((x) => x.short.toLowerCase() === short)
        if (!e) continue
        const out = entityJson(e, masks.get(e.short)?.m ?? 0, masks.get(e.short)?.cn, s)
        const attribute = rest[0]
        if (!attribute) return reply(out, 200)
        if (out[attribute] === undefined) return reply({ message: `no attribute '${attribute}' in ${short}` }, 400)
        const v = out[attribute]
        return c.body(typeof v === 'string' ? v : JSON.stringify(v), 200, { 'Content-Type': 'text/plain; charset=utf-8' })
      }
    }
    const what = parts.join('/')
    if (!since(r, '3.7.2')) return reply({ message: `no ${what} in ${device}` }, 400)
    return reply({ message: since(r, '3.8.0') ? `no '${what}' in ${device}` : `no entity '${what}' in ${device}` }, 404)
  })

  /** The entity's description (the firmware's get_value_json) with mask `m` and custom name `cn`. */
  function entityJson(e: Entity, m: number, cn: string | undefined, s: Obj): Obj {
    const slash = e.short.indexOf('/')
    const tag = slash < 0 ? '' : e.short.slice(0, slash)
    const newer = since(r, '3.7.0')
    const out: Obj = { name: e.short.slice(slash + 1), fullname: cn ? (tag ? `${tag} ${cn}` : cn) : e.name }
    if (tag) out.circuit = tag
    const has = !(typeof e.value === 'number' && Number.isNaN(e.value))
    if (e.kind === 'enum') {
      const i = e.options?.indexOf(String(e.value)) ?? -1
      if (newer) Object.assign(out, { index: i, enum: e.value })
      out.value = s.enum_format === 2 ? i : e.value
      Object.assign(out, { type: 'enum', enum: e.options })
    } else if (e.kind === 'bool') {
      if (newer) Object.assign(out, { bool: !!e.value, index: e.value ? 1 : 0 })
      out.value = (BOOLS[Number(s.bool_format ?? 1) - 1] ?? BOOLS[0])[e.value ? 1 : 0]
      out.type = 'boolean'
    } else if (e.kind === 'cmd') {
      const options = e.options && e.options.length > 1 ? e.options : undefined
      out.type = newer && options ? 'enum' : newer && e.uom ? 'number' : 'command'
      if (options) out.enum = options
    } else {
      if (has) out.value = e.value
      out.type = e.kind === 'number' ? 'number' : 'string'
    }
    if (e.writable && e.min !== undefined) Object.assign(out, { min: e.min, max: e.max })
    if (since(r, '3.7.2')) {
      if (e.kind !== 'bool' && e.uom) out.uom = HA[e.uom] ?? UNITS[e.uom]
    } else if (e.uom) out.uom = UNITS[e.uom]
    out.readable = !(m & API) && !(since(r, '3.8.0') && e.kind === 'cmd')
    out.writeable = e.writable && !(m & RO)
    out.visible = !(m & WEB)
    if (!newer && out.value === undefined) out.value = 'not set'
    return out
  }
}
