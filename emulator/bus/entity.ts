// One value of an emulated EMS device, short helpers to declare them in the device tables, and the
// devices' type names.
import { DeviceType } from '../../src/schemas/dashboard.ts'

/** Units of measure (device-api §3b `u`). */
export const U = {
  NONE: 0,
  C: 1,
  CR: 2,
  PCT: 3,
  LMIN: 4,
  KWH: 5,
  WH: 6,
  HRS: 7,
  MIN: 8,
  UA: 9,
  BAR: 10,
  KW: 11,
  W: 12,
  KB: 13,
  SEC: 14,
  DBM: 15,
  F: 16,
  MV: 17,
  SQM: 18,
  M3: 19,
  L: 20,
  KMIN: 21,
  K: 22,
  V: 23,
  MBAR: 24,
} as const

export type Kind = 'number' | 'enum' | 'bool' | 'text' | 'cmd'

export interface Entity {
  /** Short name with its tag prefix ('hc1/seltemp'): the command and the key of the customization strings. */
  short: string
  /** Full English name including the tag ('hc1 selected room temperature'). */
  name: string
  /** number (°C for temperatures), option text for enums, boolean, text; '' for commands. */
  value: number | string | boolean
  uom: number
  kind: Kind
  min?: number
  max?: number
  step?: number
  /** Enum options; for commands the arguments a user picks from. */
  options?: string[]
  writable: boolean
  /** Help for text values and commands (the expected format). */
  help?: string
  /** Live behaviour: swings by ±drift around the initial value (period in minutes), or rises by `rate` per hour. */
  drift?: number
  period?: number
  rate?: number
}

type Live = Pick<Entity, 'drift' | 'period' | 'rate'>

/** A measured (read-only) number. */
export const num = (short: string, name: string, uom: number, value: number, live?: Live): Entity => ({
  short,
  name,
  value,
  uom,
  kind: 'number',
  writable: false,
  ...live,
})
/** A writable number with its range and step. */
export const set = (short: string, name: string, uom: number, value: number, min: number, max: number, step = 1): Entity => ({
  short,
  name,
  value,
  uom,
  kind: 'number',
  writable: true,
  min,
  max,
  step,
})
/** An enum; `value` is one of `options`. */
export const en = (short: string, name: string, options: string[], value: string, writable = true): Entity => ({
  short,
  name,
  value,
  uom: 0,
  kind: 'enum',
  options,
  writable,
})
export const bool = (short: string, name: string, value: boolean, writable = false): Entity => ({
  short,
  name,
  value,
  uom: 0,
  kind: 'bool',
  writable,
})
export const text = (short: string, name: string, value: string, help?: string): Entity => ({
  short,
  name,
  value,
  uom: 0,
  kind: 'text',
  writable: help !== undefined,
  help,
})
/** A command: no value; either a list of arguments or a help text for a typed one. */
export const cmd = (short: string, name: string, args: string[] | string): Entity => ({
  short,
  name,
  value: '',
  uom: 0,
  kind: 'cmd',
  writable: true,
  ...(typeof args === 'string' ? { help: args } : { options: args }),
})

/** Tags the entities of heating circuit / dhw circuit `tag` ('hc1'): short 'hc1/x', name 'hc1 x'. */
export const tagged = (tag: string, list: Entity[]): Entity[] => list.map((e) => ({ ...e, short: `${tag}/${e.short}`, name: `${tag} ${e.name}` }))

/** The tag of a short name ('hc1' of 'hc1/seltemp'), or '' for untagged entities. */
export const tagOf = (short: string) => (short.includes('/') ? short.slice(0, short.indexOf('/')) : '')

export interface DeviceDef {
  /** Unique id (device-api §3a `id`, §6a customizationEntities `id`). */
  id: number
  /** Device type, device-api §3a numbering. */
  type: number
  name: string
  brand: string
  /** EMS bus id (0x08 boiler, 0x10 thermostat, ...). */
  deviceId: number
  productId: number
  version: string
  entities: Entity[]
}

/** Translated type names as the firmware sends them in coreData `tn` (English device locale). */
export const TYPE_NAMES: Record<number, string> = {
  [DeviceType.BOILER]: 'Boiler',
  [DeviceType.THERMOSTAT]: 'Thermostat',
  [DeviceType.MIXER]: 'Mixer Module',
  [DeviceType.SOLAR]: 'Solar Module',
  [DeviceType.HEATPUMP]: 'Heat Pump',
  [DeviceType.CUSTOM]: 'Custom',
}
