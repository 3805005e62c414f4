// The emulated EMS bus, one per emulator (per store): route modules get it with busOf(ctx). It speaks the
// release of ctx.firmware: 3.7.0's entity names and device type numbers (tags.ts, types.ts) and so on.
//
//   const bus = busOf(ctx)
//   bus.devices()                          devices with current values: {id, type, name, brand, deviceId,
//                                          productId, version, entities: Entity[]} (deleted entities left out)
//   bus.getCustomizations(id)              the saved §6a strings of device `id` (unique id)
//   bus.applyCustomizations(id, ids)       merges a customizationEntities POST; {restart} = answer 205
//   bus.resetCustomizations()              deletes all customizations (and the sensor settings, as the device does)
//   bus.customizations(id)                 the same strings parsed: Map<short name, {id, m, cn?, mi?, ma?}>
//   bus.renameDevice(id, name)             writeDeviceName (3.7.0 on): coreData and dashboardData show the name
//   bus.dashboard()                        dashboardData's devices (3.7.0 on): favourites, custom entities, sensors
//   bus.settings()                         bool format, fahrenheit, analog, dallas, platform from the 'settings' area
//   customizationRow(entity, custom, view) the /rest/deviceEntities row (§6b); webValue(entity, view) the shown value
import type { Ctx } from '../context.ts'
import type { Store } from '../store.ts'
import { type Bus, createBus } from './bus.ts'

export type { Bus } from './bus.ts'
export { CUSTOMIZATION_DEFAULTS, type Custom, type CustomizationSettings, mergeCustom } from './customization.ts'
export type { DeviceDef, Entity, Kind } from './entity.ts'
export { TYPE_NAMES } from './entity.ts'
export { SENSOR_DEFAULTS, type SensorSettings } from './sensors.ts'
export type { BusSettings } from './settings.ts'
export { boolStrings, customizationRow, type View, webRow, webValue } from './web.ts'

const buses = new WeakMap<Store, Bus>()

/** The bus of this emulator, created on first use (it defines the store areas 'sensors' and 'customizations'). */
export function busOf(ctx: Pick<Ctx, 'store' | 'uptimeMs'> & Partial<Pick<Ctx, 'firmware' | 'chip' | 'clock' | 'day'>>): Bus {
  let bus = buses.get(ctx.store)
  if (!bus) buses.set(ctx.store, (bus = createBus(ctx.store, ctx.uptimeMs, ctx.firmware, ctx.chip, ctx.clock, ctx.day)))
  return bus
}
