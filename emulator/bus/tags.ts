// Entity tags from 3.7.0 (device-api §6b): the hot-water entities became a tag of their own. The boiler's
// untagged `wwseltemp` ("dhw selected temperature") is `dhw/seltemp`, a thermostat's `wwc1/wwmode` is
// `dhw/mode` (wwc2 -> dhw2). The device tables are written as 3.6.5 sends them; this renames them.
import { type DeviceDef, type Entity, tagOf } from './entity.ts'

/** An entity as 3.7.0 on names it; others are left as they are. */
export function retag(e: Entity): Entity {
  const tag = tagOf(e.short)
  const circuit = /^wwc(\d+)$/.exec(tag)
  if (circuit) {
    const dhw = circuit[1] === '1' ? 'dhw' : `dhw${circuit[1]}`
    const plain = e.name.slice(tag.length + 1).replace(/^dhw /, '')
    return { ...e, short: `${dhw}/${e.short.slice(tag.length + 1).replace(/^ww/, '')}`, name: `${dhw} ${plain}` }
  }
  if (!tag && e.name.startsWith('dhw ')) return { ...e, short: `dhw/${e.short.replace(/^ww|ww$/, '')}` }
  return e
}

/** A device as 3.7.0 on names its entities, and each old short name's new one (for saved customizations). */
export function retagDevice(d: DeviceDef): { device: DeviceDef; renamed: Map<string, string> } {
  const renamed = new Map<string, string>()
  const entities = d.entities.map((e) => {
    const r = retag(e)
    if (r.short !== e.short) renamed.set(e.short, r.short)
    return r
  })
  return { device: { ...d, entities }, renamed }
}

/** The name without its tag ("selected room temperature" of "hc1 selected room temperature"). */
export const plainName = (e: Entity) => {
  const tag = tagOf(e.short)
  return tag && e.name.startsWith(`${tag} `) ? e.name.slice(tag.length + 1) : e.name
}
