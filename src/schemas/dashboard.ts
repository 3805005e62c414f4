// Dashboard data (device-api §3a-§3d) and the sensor writes with their checks, shared by the edit dialogs and
// the emulator; one entity's value and its write are in device-value.ts. Messages are i18n keys (`c.v.` shared,
// `dashboard.v.` ours).
import * as z from 'zod/mini'
import { bool, issue, isValidGpio, list, num, numRange, obj, onGrid, opt, required, str } from './common'
import { DeviceValue } from './device-value'

/** Unique id of the custom-entities pseudo device. */
export const CUSTOM_ID = 99
/** The unique ids of dashboardData's other pseudo devices (3.7.0 on; the firmware's DeviceTypeUniqueID): the
 *  scheduler's named items, the analog and the temperature sensors. Real devices' ids are below them. */
export const SCHEDULER_ID = 96
export const ANALOG_SENSORS_ID = 97
export const TEMPERATURE_SENSORS_ID = 98

/** Device types as 3.6.x numbers them (docs/console.md §3; device-api §3a). */
export const DeviceType = { BOILER: 4, THERMOSTAT: 5, MIXER: 6, SOLAR: 7, HEATPUMP: 8, CUSTOM: 17 } as const

/**
 * A 3.6.x device type number as 3.7.0 on number them (device-api §10), the one numbering the screens know:
 * custom moved from 17 to 4, the EMS types from boiler on went up by one, water (19) and pool (20) are new and
 * unknown is 21.
 */
export const typeOf36 = (t: number) => (t === 17 ? 4 : t > 3 && t < 17 ? t + 1 : t > 18 ? 21 : t)

/** Analog sensor types (an enum: the bundle writes the numbers in place). */
export enum AnalogType {
  REMOVED = -1,
  DISABLED = 0,
  DIGITAL_IN = 1,
  COUNTER = 2,
  ADC = 3,
  TIMER = 4,
  RATE = 5,
  DIGITAL_OUT = 6,
  PWM_0 = 7,
  PWM_2 = 9,
  NTC = 10,
  RGB = 11,
  PULSE = 12,
  FREQ_0 = 13,
  CNT_0 = 16,
  CNT_2 = 18,
}
/** The types whose reading is in the sensor's own unit `u`, with a factor: counter, ADC, timer, rate, frequency and the fast counters. */
export const measures = (t: number) => (t >= AnalogType.COUNTER && t <= AnalogType.RATE) || (t >= AnalogType.FREQ_0 && t <= AnalogType.CNT_2)
/** The counters, whose offset is the start value. */
export const counts = (t: number) => t === AnalogType.COUNTER || t >= AnalogType.CNT_0
/** The unit an analog sensor's reading is in: measuring types and NTC carry their own; PWM is a duty cycle (3,
 *  %); the rest have none. */
export const analogUnit = (a: { t: number; u: number }) =>
  measures(a.t) || a.t === AnalogType.NTC ? a.u : a.t >= AnalogType.PWM_0 && a.t <= AnalogType.PWM_2 ? 3 : 0

/** One device of GET /rest/coreData (device-api §3a). */
const Device = obj({
  /** Unique device id: the `id` of deviceData, deviceEntities and the value write; CUSTOM_ID for custom entities. */
  id: num,
  /** Device type: 3.7.0's numbering once read (typeOf36 converts 3.6.x's at the API). */
  t: num,
  /** Device type name, translated by the device ("Boiler"). */
  tn: str,
  /** Brand; "n/a" for the custom device. */
  b: str,
  /** Product name; "User defined entities" (translated) for the custom device. */
  n: str,
  /** EMS device id (bus address, 0x08 boiler), shown in hex; 0 for the custom device. */
  d: num,
  /** EMS product id; 0 for the custom device. */
  p: num,
  /** Version "06.01"; a number (0) for the custom device. */
  v: z.union([str, num]),
  /** Number of entities; 3.6.4 on (device-api §10). */
  e: opt(num),
  /** The untranslated type name ("boiler"), as /api paths name the device; 3.7.0 on. */
  url: opt(str),
})
export type Device = z.infer<typeof Device>
/** connected: the bus is not offline. devices: the EMS devices, then the custom device when it has entities. */
export const CoreData = obj({ connected: bool, devices: list(Device) })
export type CoreData = z.infer<typeof CoreData>

/** The visible entities (§3b): `data` until 3.6.5, `nodes` from 3.7.0 (the API hands on `data` either way). */
export const DeviceData = obj({ data: opt(list(DeviceValue)), nodes: opt(list(DeviceValue)) })
/** deviceData as read: `label` ("Custom Entities") only from id 99 of 3.6.x. */
export type DeviceData = { data: DeviceValue[]; label?: string }

/** A device of GET /rest/dashboardData (3.7.0 on): its favourites, or the entities of a pseudo device. */
const DashboardDevice = obj({
  /** The device's unique id, or a pseudo device's (CUSTOM_ID, TEMPERATURE_SENSORS_ID, ANALOG_SENSORS_ID, SCHEDULER_ID). */
  id: num,
  /** Name (real devices only). */
  n: opt(str),
  /** Device type, 3.7.0's numbering. */
  t: num,
  /** The rows, each a deviceData row under `dv`. */
  nodes: list(obj({ dv: DeviceValue })),
})
export type DashboardDevice = z.infer<typeof DashboardDevice>
/** 3.7.0 and 3.7.1 answer the list itself; 3.7.2 on {connected, nodes}. */
export const Dashboard = obj({ connected: opt(bool), nodes: list(DashboardDevice) })
export type Dashboard = z.infer<typeof Dashboard>

/** A 1-Wire temperature sensor of GET /rest/sensorData (device-api §3c). */
const TemperatureSensor = obj({
  /** Sensor id, "28-xxxx-xxxx-xxxx": the `id` of the sensor write. */
  id: str,
  /** Name (the id until one is given). */
  n: str,
  /** Temperature in the unit `u`; absent while there is no reading. */
  t: opt(num),
  /** Offset added to the reading: °C, or a °F difference when `u` is °F. */
  o: num,
  /** Unit: Uom.DEGREES (°C) or Uom.FAHRENHEIT. */
  u: num,
  /** A system sensor of the board (3.8.0: gateway_temperature): shown, not to be removed; sent back as is_system. */
  s: opt(bool),
})
export type TemperatureSensor = z.infer<typeof TemperatureSensor>
/** An analog sensor of GET /rest/sensorData (§3c); what o, f and u mean depends on the type (analogSchema). */
const AnalogSensor = obj({
  /** Number 1..n. */
  id: num,
  /** GPIO: the key the device matches writes on. */
  g: num,
  /** Name. */
  n: str,
  /** Unit of measure (Uom numbering); a digital out's start state. */
  u: num,
  /** Offset: mV for ADC, the start value of a counter, a digital out's value, a PWM's duty in %. */
  o: num,
  /** Factor: a counter's multiplier, a digital out's polarity, a PWM's frequency in Hz. */
  f: num,
  /** Type, an AnalogType number. */
  t: num,
  /** Value in the unit `u`. */
  v: num,
  /** A system sensor of the board (3.8.0: core_voltage, supply_voltage): only its name may change. */
  s: opt(bool),
})
export type AnalogSensor = z.infer<typeof AnalogSensor>
export const SensorData = obj({
  /** Temperature sensors. */
  ts: list(TemperatureSensor),
  /** Analog sensors; empty unless analog_enabled. */
  as: list(AnalogSensor),
  /** The analog sensor feature is on (settings analog_enabled). */
  analog_enabled: bool,
  /** The chip ("ESP32", "ESP32-S3"...); 3.6.4 on, so optional; unknown platforms follow the ESP32 rules. */
  platform: opt(str),
  /** The GPIOs still free for an analog sensor (3.8.0). */
  available_gpios: opt(list(num)),
  /** The types no further sensor can take: a PWM, frequency or fast counter channel already taken (3.8.0). */
  exclude_types: opt(list(num)),
})
export type SensorData = z.infer<typeof SensorData>

/** GET /rest/status (device-api §3d); from 3.7.0 its counters come from /rest/activity and the rest from system status. */
export const BusStatus = obj({
  /** Bus state: 0 connected, 1 transmit errors, 2 offline. */
  status: num,
  /** The bus Tx mode in use (settings tx_mode); until 3.6.5. */
  tx_mode: opt(num),
  /** Seconds since the bus connected. */
  uptime: num,
  /** Number of EMS devices. */
  num_devices: num,
  /** Number of temperature sensors. */
  num_sensors: num,
  /** Number of analog sensors. */
  num_analogs: num,
  /** Counters: id 0 telegrams received, 1 reads, 2 writes, 3 temperature sensors, 4 analog sensors, 5 MQTT,
   *  6 API, 7 syslog (3-5 and 7 only while on); s successes, f failures, q quality in %. */
  stats: list(obj({ id: num, s: num, f: num, q: num })),
})
export type BusStatus = z.infer<typeof BusStatus>
export type Stat = BusStatus['stats'][number]

// ------------------------------------------------------------------------------------------ sensor writes

/** What the name rules depend on: the release (Facts.sensorNames) and the other sensors' names. */
export interface NameRules {
  strict?: boolean
  others?: string[]
}
/**
 * A sensor's name: until 3.6.5 any text, required; from 3.7.0 at most 19 letters, digits or '_', unique
 * (the device cuts longer names), and only an analog sensor's required.
 */
const sensorName = (needed: boolean, { strict, others = [] }: NameRules) =>
  (needed || !strict ? required() : z.string()).check(
    z.refine((n) => !strict || /^\w{0,19}$/.test(n), 'dashboard.v.name'),
    z.refine((n) => !strict || !n || !others.some((o) => o.toLowerCase() === n.toLowerCase()), 'c.v.nameUsed'),
  )
/** Sent back on every write of a 3.8.0 sensor: the device reads it missing as false and unprotects a system sensor. */
const isSystem = z.optional(z.boolean())

/** POST /rest/writeTemperatureSensor (§1b). */
export const temperatureSchema = (names: NameRules = {}) =>
  z.object({
    /** The sensor's id, "28-xxxx-xxxx-xxxx". */
    id: z.string(),
    /** New name. */
    name: sensorName(false, names),
    /** Offset in °C (a °F difference when the device shows °F). */
    offset: numRange(-5, 5, 'c.v.range').check(z.refine((v) => onGrid(v, 0.1), 'c.v.step')),
    is_system: isSystem,
  })
export const TemperatureWrite = temperatureSchema()
export type TemperatureWrite = z.infer<typeof TemperatureWrite>

/** POST /rest/writeAnalogSensor. The device matches on gpio and creates the sensor when it is new. */
export interface AnalogWrite {
  /** The sensor's number (ignored by the device). */
  id: number
  /** GPIO: the key the device matches on. */
  gpio: number
  /** Name. */
  name: string
  /** Offset (AnalogSensor `o`). */
  offset: number
  /** Factor (AnalogSensor `f`). */
  factor: number
  /** Unit of measure, Uom numbering (AnalogSensor `u`). */
  uom: number
  /** An AnalogType number. */
  type: number
  /** Removes the sensor. */
  deleted: boolean
  /** A system sensor (3.8.0). */
  is_system?: boolean
}

const needed = z.number({ error: 'c.v.required' })

const within = (v: number, min: number, max: number) => v >= min && v <= max

/**
 * The analog sensor rules of docs/console.md §5 for `platform`. `used`: GPIOs of the other sensors, given when
 * adding (the device would otherwise overwrite that sensor). `max`: the release's newest type (Facts.analogMax);
 * `keep`: the type the sensor has, kept even when it is not one we know; `was`: its offset and factor as read,
 * kept even off their step (the device holds any value, e.g. a system sensor's factor).
 * What o, f and u mean depends on the type: ADC offset in mV, NTC in °C; a counter's start value and factor;
 * digital out value (0-255 on the DAC pins 25 and 26, else off/on), polarity in f and start state in u; PWM
 * duty in o and frequency in f; RGB colour as RRGGBB in decimal (0-99 each) in o; pulse polarity (0 active
 * high, 1 active low) in o and length in s in f.
 */
export function analogSchema(
  platform: string | undefined,
  used?: number[],
  o: NameRules & { max?: number; keep?: number; was?: { offset: number; factor: number } } = {},
) {
  return z
    .object({
      id: z.number(),
      gpio: needed.check(
        z.refine((g) => isValidGpio(g, platform), 'c.v.gpio'),
        z.refine((g) => !used?.includes(g), 'dashboard.v.gpioUsed'),
      ),
      name: sensorName(true, o),
      offset: needed,
      factor: needed,
      uom: z.number().check(z.int()),
      type: z.number().check(
        z.int(),
        z.refine((t) => t === o.keep || within(t, AnalogType.REMOVED, o.max ?? AnalogType.PWM_2)),
      ),
      deleted: z.boolean(),
      is_system: isSystem,
    })
    .check(
      z.superRefine((s, ctx) => {
        const bad = (path: string, why = 'c.v.range') => issue(ctx, path, why, s)
        // the steps the dialog's fields take (a tenth, a thousandth), as the firmware's own page offers them
        const step = (path: 'offset' | 'factor', by: number) => s[path] === o.was?.[path] || onGrid(s[path], by) || bad(path, 'c.v.step')
        if (s.type === AnalogType.NTC || (s.type >= AnalogType.PWM_0 && s.type <= AnalogType.PWM_2)) step('offset', 0.1)
        if (counts(s.type)) step('offset', 0.001)
        if (measures(s.type)) step('factor', 0.001)
        if (s.type === AnalogType.PULSE) step('factor', 0.1)
        if (s.type === AnalogType.ADC && !within(s.offset, 0, 3300)) bad('offset')
        if (s.type === AnalogType.DIGITAL_OUT) {
          const dac = s.gpio === 25 || s.gpio === 26
          if (!(dac ? Number.isInteger(s.offset) && within(s.offset, 0, 255) : s.offset === 0 || s.offset === 1)) bad('offset')
          if (!dac && s.factor !== 1 && s.factor !== -1) bad('factor')
          if (!dac && !within(s.uom, 0, 2)) bad('uom')
        }
        if (s.type >= AnalogType.PWM_0 && s.type <= AnalogType.PWM_2) {
          if (!within(s.factor, 1, 5000)) bad('factor')
          if (!within(s.offset, 0, 100)) bad('offset')
        }
        if (s.type === AnalogType.NTC && !within(s.offset, -20, 20)) bad('offset')
        if (s.type === AnalogType.RGB && !(Number.isInteger(s.offset) && within(s.offset, 0, 999999))) bad('offset')
        if (s.type === AnalogType.PULSE) {
          if (s.offset !== 0 && s.offset !== 1) bad('offset')
          if (!within(s.factor, 0, 10000)) bad('factor')
        }
      }),
    )
}
