// Dashboard data (device-api §3a-§3d) and the three writes of the dashboard with their checks, shared by
// the edit dialogs and the emulator. Messages are i18n keys (`v.` shared, `dashboard.v.` ours).
import * as z from 'zod/mini'
import { issue, isValidGpio, numRange, required } from './common'

/** Unique id of the custom-entities pseudo device. */
export const CUSTOM_ID = 99

/** Device types (spec section 3; device-api §3a). */
export const DeviceType = { BOILER: 4, THERMOSTAT: 5, MIXER: 6, SOLAR: 7, HEATPUMP: 8, CUSTOM: 17 } as const

/** Entity flag bits: the mask in the first two hex characters of a deviceData id. */
export const Flag = { WEB_EXCLUDE: 1, API_EXCLUDE: 2, READ_ONLY: 4, FAVOURITE: 8, DELETED: 128 } as const

/** Units of measure (index = `u`). 7 hours and 8 minutes show as days/hours/minutes. */
export const Uom = { NONE: 0, DEGREES: 1, DEGREES_R: 2, HOURS: 7, MINUTES: 8, SECONDS: 14, FAHRENHEIT: 16 } as const

/** Analog sensor types. */
export const AnalogType = { REMOVED: -1, DISABLED: 0, DIGITAL_IN: 1, COUNTER: 2, ADC: 3, TIMER: 4, RATE: 5, DIGITAL_OUT: 6, PWM_0: 7, PWM_2: 9 } as const

export interface Device {
  id: number
  t: number
  tn: string
  b: string
  n: string
  /** EMS device id, shown in hex. */
  d: number
  p: number
  /** Version "06.01"; a number (0) for the custom device. */
  v: string | number
  e: number
}
export interface CoreData {
  connected: boolean
  devices: Device[]
}

/** One row of deviceData (MessagePack): id = two hex mask characters + full name. */
export interface DeviceValue {
  id: string
  v?: number | string
  u: number
  /** Command: present when writable and not read-only. */
  c?: string
  l?: string[]
  h?: string
  m?: number
  x?: number
  /** Step, a string ("0.5"). */
  s?: string
}
export interface DeviceData {
  data: DeviceValue[]
  label?: string
}

export interface TemperatureSensor {
  id: string
  n: string
  /** Absent while there is no reading. */
  t?: number
  o: number
  u: number
}
export interface AnalogSensor {
  id: number
  g: number
  n: string
  u: number
  o: number
  f: number
  t: number
  v: number
}
export interface SensorData {
  ts: TemperatureSensor[]
  as: AnalogSensor[]
  analog_enabled: boolean
  platform: string
}

export interface Stat {
  id: number
  s: number
  f: number
  q: number
}
/** status: 0 connected, 1 tx errors, 2 offline. uptime in seconds since the bus connected. */
export interface BusStatus {
  status: number
  tx_mode: number
  uptime: number
  num_devices: number
  num_sensors: number
  num_analogs: number
  stats: Stat[]
}

// ------------------------------------------------------------------------------------------ writes

/** POST /rest/writeDeviceValue: device id, command, and the option text for lists, a number, or text. */
export const ValueWrite = z.object({ id: z.number(), c: z.string(), v: z.union([z.string(), z.number(), z.boolean()]) })
export type ValueWrite = z.infer<typeof ValueWrite>

/** A row is edited as a number when it has a step or a numeric value (firmware: writable numbers carry `s`). */
export const isNumeric = (dv: DeviceValue) => dv.s !== undefined || typeof dv.v === 'number'

/** The check of a new value `{v}` for one entity: an option of `l`, a number within m..x, or some text. */
export function valueSchema(dv: DeviceValue) {
  const { l, m, x } = dv
  let v: z.ZodMiniType
  if (l) v = z.string({ error: 'v.invalid' }).check(z.refine((s) => l.includes(s), 'v.invalid'))
  else if (isNumeric(dv)) {
    const n = z.number({ error: 'v.required' })
    v = m !== undefined && x !== undefined ? n.check(z.gte(m, 'dashboard.v.range'), z.lte(x, 'dashboard.v.range')) : n
  } else v = required()
  return z.object({ v })
}

/** POST /rest/writeTemperatureSensor. Offset in °C (a °F delta when the device shows °F). */
export const TemperatureWrite = z.object({
  id: z.string(),
  name: required(),
  offset: numRange(-5, 5, 'dashboard.v.range'),
})
export type TemperatureWrite = z.infer<typeof TemperatureWrite>

/** POST /rest/writeAnalogSensor. The device matches on gpio and creates the sensor when it is new. */
export interface AnalogWrite {
  id: number
  gpio: number
  name: string
  offset: number
  factor: number
  uom: number
  type: number
  deleted: boolean
}

const num = z.number({ error: 'v.required' })
const within = (v: number, min: number, max: number) => v >= min && v <= max

/**
 * The analog sensor rules of spec section 5 for `platform`. `used`: GPIOs of the other sensors, given when
 * adding (the device would otherwise overwrite that sensor).
 * What o, f and u mean depends on the type: ADC offset in mV; counter start value and factor; digital out
 * value (0-255 on the DAC pins 25 and 26, else off/on), polarity in f and start state in u; PWM duty in o
 * and frequency in f.
 */
export function analogSchema(platform: string, used?: number[]) {
  return z
    .object({
      id: z.number(),
      gpio: num.check(
        z.refine((g) => isValidGpio(g, platform), 'v.gpio'),
        z.refine((g) => !used?.includes(g), 'dashboard.v.gpioUsed'),
      ),
      name: required(),
      offset: num,
      factor: num,
      uom: z.number().check(z.int()),
      type: z.number().check(z.int(), z.gte(AnalogType.REMOVED), z.lte(AnalogType.PWM_2)),
      deleted: z.boolean(),
    })
    .check(
      z.superRefine((s, ctx) => {
        const bad = (path: string) => issue(ctx, path, 'dashboard.v.range', s)
        if (s.type === AnalogType.ADC && !within(s.offset, 0, 3300)) bad('offset')
        if (s.type === AnalogType.DIGITAL_OUT) {
          const dac = s.gpio === 25 || s.gpio === 26
          if (!(dac ? Number.isInteger(s.offset) && within(s.offset, 0, 255) : s.offset === 0 || s.offset === 1)) bad('offset')
          if (!dac && s.factor !== 1 && s.factor !== -1) bad('factor')
          if (!dac && !within(s.uom, 0, 2)) bad('uom')
        }
        if (s.type >= AnalogType.PWM_0) {
          if (!within(s.factor, 1, 5000)) bad('factor')
          if (!within(s.offset, 0, 100)) bad('offset')
        }
      }),
    )
}
