// Dashboard data (device-api §3a-§3d) and the three writes of the dashboard with their checks, shared by
// the edit dialogs and the emulator. Messages are i18n keys (`v.` shared, `dashboard.v.` ours).
import * as z from 'zod/mini'
import { bool, issue, isValidGpio, list, num, numRange, obj, opt, required, str } from './common'

/** Unique id of the custom-entities pseudo device. */
export const CUSTOM_ID = 99

/** Device types (spec section 3; device-api §3a). */
export const DeviceType = { BOILER: 4, THERMOSTAT: 5, MIXER: 6, SOLAR: 7, HEATPUMP: 8, CUSTOM: 17 } as const

/** Units of measure (index = `u`). 7 hours and 8 minutes show as days/hours/minutes. */
export const Uom = { NONE: 0, DEGREES: 1, DEGREES_R: 2, HOURS: 7, MINUTES: 8, SECONDS: 14, FAHRENHEIT: 16 } as const

/** Analog sensor types. */
export const AnalogType = { REMOVED: -1, DISABLED: 0, DIGITAL_IN: 1, COUNTER: 2, ADC: 3, TIMER: 4, RATE: 5, DIGITAL_OUT: 6, PWM_0: 7, PWM_2: 9 } as const

const Device = obj({
  id: num,
  t: num,
  tn: str,
  b: str,
  n: str,
  /** EMS device id, shown in hex. */
  d: num,
  p: num,
  /** Version "06.01"; a number (0) for the custom device. */
  v: z.union([str, num]),
  /** Number of entities; 3.6.4 on (device-api §10). */
  e: opt(num),
})
export type Device = z.infer<typeof Device>
export const CoreData = obj({ connected: bool, devices: list(Device) })
export type CoreData = z.infer<typeof CoreData>

/** One row of deviceData (MessagePack): id = two hex mask characters + full name. */
const DeviceValue = obj({
  id: str,
  v: opt(z.union([num, str])),
  u: num,
  /** Command: present when writable and not read-only. */
  c: opt(str),
  l: opt(list(str)),
  h: opt(str),
  m: opt(num),
  x: opt(num),
  /** Step: a float32 sent only when not 1 (3.6.0-3.6.4), a string ("0.5") on every entry with a range (3.6.5; device-api §10). */
  s: opt(z.union([num, str])),
})
export type DeviceValue = z.infer<typeof DeviceValue>
/** A deviceData row of a command to run rather than a value to change: it has a command and the empty value
 *  (§3b; the deviceEntities row of a command is told by its name instead: customization.ts isCommandEntity). */
export const isCommandValue = (dv: DeviceValue) => !!dv.c && dv.v === ''
export const DeviceData = obj({ data: list(DeviceValue), label: opt(str) })
export type DeviceData = z.infer<typeof DeviceData>

/** `t` is absent while there is no reading. */
const TemperatureSensor = obj({ id: str, n: str, t: opt(num), o: num, u: num })
export type TemperatureSensor = z.infer<typeof TemperatureSensor>
const AnalogSensor = obj({ id: num, g: num, n: str, u: num, o: num, f: num, t: num, v: num })
export type AnalogSensor = z.infer<typeof AnalogSensor>
export const SensorData = obj({
  ts: list(TemperatureSensor),
  as: list(AnalogSensor),
  analog_enabled: bool,
  platform: opt(str), // absent from some builds; unknown platforms follow the ESP32 rules
})
export type SensorData = z.infer<typeof SensorData>

/** status: 0 connected, 1 tx errors, 2 offline. uptime in seconds since the bus connected. */
export const BusStatus = obj({
  status: num,
  tx_mode: num,
  uptime: num,
  num_devices: num,
  num_sensors: num,
  num_analogs: num,
  stats: list(obj({ id: num, s: num, f: num, q: num })),
})
export type BusStatus = z.infer<typeof BusStatus>
export type Stat = BusStatus['stats'][number]

// ------------------------------------------------------------------------------------------ writes

/** POST /rest/writeDeviceValue: device id, command, and the option text for lists, a number, or text. */
export const ValueWrite = z.object({ id: z.number(), c: z.string(), v: z.union([z.string(), z.number(), z.boolean()]) })
export type ValueWrite = z.infer<typeof ValueWrite>

/** The step as a number: "0.5" and float32 0.5 alike (0.1 arrives as 0.10000000149). */
export const stepOf = (dv: DeviceValue) => (dv.s === undefined ? undefined : parseFloat(Number(dv.s).toPrecision(7)))

/** A row is edited as a number when it has a step, a range or a numeric value (before 3.6.5 a step of 1 is not sent). */
export const isNumeric = (dv: DeviceValue) => dv.s !== undefined || dv.m !== undefined || typeof dv.v === 'number'

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

const needed = z.number({ error: 'v.required' })
const within = (v: number, min: number, max: number) => v >= min && v <= max

/**
 * The analog sensor rules of spec section 5 for `platform`. `used`: GPIOs of the other sensors, given when
 * adding (the device would otherwise overwrite that sensor).
 * What o, f and u mean depends on the type: ADC offset in mV; counter start value and factor; digital out
 * value (0-255 on the DAC pins 25 and 26, else off/on), polarity in f and start state in u; PWM duty in o
 * and frequency in f.
 */
export function analogSchema(platform: string | undefined, used?: number[]) {
  return z
    .object({
      id: z.number(),
      gpio: needed.check(
        z.refine((g) => isValidGpio(g, platform), 'v.gpio'),
        z.refine((g) => !used?.includes(g), 'dashboard.v.gpioUsed'),
      ),
      name: required(),
      offset: needed,
      factor: needed,
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
