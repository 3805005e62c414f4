// Temperature sensors on the 1-wire bus and analog sensors on the gateway's GPIOs (device-api §3c).
// Their user settings live in the store area 'sensors' in the shape of the firmware's customization file
// ({ts:[{id,name,offset}], as:[{gpio,name,offset,factor,uom,type}]}), so backups can copy it as it is.
import { type AnalogSensor, AnalogType, type AnalogWrite, analogSchema, type TemperatureSensor, temperatureSchema } from '../../src/schemas/dashboard.ts'
import { type BoardPins, type Chip, freeGpios, platformOf } from '../chip.ts'
import type { Firmware } from '../firmware.ts'
import type { Store } from '../store.ts'
import { readArea } from './settings.ts'
import { fromShown, toShown } from './web.ts'

export interface TemperatureSetting {
  id: string
  name: string
  offset: number
  /** A system sensor (3.8.0). */
  is_system?: boolean
}
export type AnalogSetting = Omit<AnalogWrite, 'id' | 'deleted'>
export interface SensorSettings {
  ts: TemperatureSetting[]
  as: AnalogSetting[]
}

/** The 1-wire sensors that are wired up: their ids and what they measure (null: no reading). */
const PROBES: { id: string; base: number | null; drift: number }[] = [
  { id: '28-233D-9497-0C03', base: 21.3, drift: 0.5 },
  { id: '28-243D-7437-1E3A', base: 5.8, drift: 2 },
  { id: '28-0621-4B4E-9C71', base: 48.2, drift: 3 },
  { id: '28-183D-1892-0C33', base: null, drift: 0 },
]

/** The gateway's own temperature sensor on an E32V2.2 board, a system sensor from 3.8.0. */
const GATEWAY_PROBE = { id: '28-0A1B-2C3D-4E5F', base: 38.6, drift: 1 }

export const SENSOR_DEFAULTS: SensorSettings = {
  ts: [
    { id: '28-233D-9497-0C03', name: 'living room', offset: 0 },
    { id: '28-243D-7437-1E3A', name: 'outside north', offset: -0.5 },
    { id: '28-0621-4B4E-9C71', name: 'flow pipe', offset: 0 },
  ],
  as: [
    { gpio: 36, name: 'water pressure', offset: 0, factor: 0.001, uom: 10, type: AnalogType.ADC },
    { gpio: 39, name: 'water meter', offset: 312.5, factor: 0.001, uom: 19, type: AnalogType.COUNTER },
    { gpio: 34, name: 'door contact', offset: 0, factor: 1, uom: 0, type: AnalogType.DIGITAL_IN },
    { gpio: 33, name: 'circulation relay', offset: 0, factor: 1, uom: 0, type: AnalogType.DIGITAL_OUT },
    { gpio: 32, name: 'pump pwm', offset: 35.5, factor: 1000, uom: 3, type: AnalogType.PWM_0 },
  ],
}

/**
 * 3.8.0's factory state on an E32V2.2 board: the system sensors (core and supply voltage on GPIO 39 and 36,
 * analogsensor.cpp start(); the gateway's temperature, temperaturesensor.cpp), the demo's sensors beside them
 * (pressure and meter moved off 36 and 39) and some of the types 3.8.0 brought.
 */
export const SENSOR_DEFAULTS_38: SensorSettings = {
  ts: [...SENSOR_DEFAULTS.ts, { id: GATEWAY_PROBE.id, name: 'gateway_temperature', offset: 0, is_system: true }],
  as: [
    { gpio: 39, name: 'core_voltage', offset: 0, factor: 0.00377136, uom: 23, type: AnalogType.ADC, is_system: true },
    { gpio: 36, name: 'supply_voltage', offset: 0, factor: 0.017, uom: 23, type: AnalogType.ADC, is_system: true },
    ...SENSOR_DEFAULTS.as.map((a) => ({ ...a, gpio: a.gpio === 36 ? 35 : a.gpio === 39 ? 37 : a.gpio })),
    { gpio: 14, name: 'boiler_room', offset: 0, factor: 1, uom: 1, type: AnalogType.NTC },
    { gpio: 13, name: 'flow_rate', offset: 0, factor: 0.1, uom: 4, type: AnalogType.FREQ_0 },
  ],
}

/** 3.8.0's exclude_types: a frequency or fast counter channel takes both (13 and 16...), a PWM channel its own. */
export function excludedTypes(as: { type: number }[]) {
  return as.flatMap(({ type: t }) =>
    t >= AnalogType.FREQ_0 && t < AnalogType.CNT_0
      ? [t, t + 3]
      : t >= AnalogType.CNT_0 && t <= AnalogType.CNT_2
        ? [t, t - 3]
        : t >= AnalogType.PWM_0 && t <= AnalogType.PWM_2
          ? [t]
          : [],
  )
}

const round = (v: number, d: number) => Math.round(v * 10 ** d) / 10 ** d
const wave = (seconds: number, periodMin: number, phase: number) => Math.sin((2 * Math.PI * seconds) / (periodMin * 60) + phase)

/**
 * `seconds`: bus uptime, which drives the readings. `fw`: the release's way of writing a sensor id (the
 * settings keep 3.6's dashes), its types and name rules, and 3.8.0's system sensors (`s`, and the gateway's
 * own probe). `chip`: which GPIOs are free (3.8.0) or valid.
 */
export function createSensors(
  store: Store,
  fw: Pick<Firmware, 'sensorIdSeparator' | 'systemSensors' | 'analogMax' | 'sensorNames' | 'chipDash'>,
  chip: Chip = 'ESP32',
) {
  const v38 = fw.systemSensors
  store.define('sensors', v38 ? SENSOR_DEFAULTS_38 : SENSOR_DEFAULTS)
  const settings = () => store.get<SensorSettings>('sensors')
  const shownId = (id: string) => id.replaceAll('-', fw.sensorIdSeparator)
  const probes = v38 ? [...PROBES, GATEWAY_PROBE] : PROBES
  const system = (x: { is_system?: boolean }) => (v38 ? { s: !!x.is_system } : {})
  const free = () =>
    freeGpios(
      chip,
      readArea(store, 'settings', {} as BoardPins),
      settings().as.map((a) => a.gpio),
    )

  /** `live`: readings of the emulated day by probe id, before the offset (the others drift). */
  function temperatures(seconds: number, fahrenheit: boolean, live?: Map<string, number>): TemperatureSensor[] {
    const ts = settings().ts
    return probes.map((p, i) => {
      const s = ts.find((x) => x.id === p.id)
      const offset = s?.offset ?? 0
      const id = shownId(p.id)
      const out: TemperatureSensor = { id, n: s?.name || id, o: toShown(offset, 2, fahrenheit), u: fahrenheit ? 16 : 1, ...system(s ?? {}) }
      if (p.base !== null) out.t = toShown(round((live?.get(p.id) ?? p.base + p.drift * wave(seconds, 20, i)) + offset, 1), 1, fahrenheit)
      return out
    })
  }

  function analog(seconds: number): AnalogSensor[] {
    return settings().as.map((a, i) => {
      let v = 0
      switch (a.type) {
        case AnalogType.ADC: // a pressure transducer around 1.5 V
          v = round((1500 + 60 * wave(seconds, 15, i) + a.offset) * a.factor, 2)
          break
        case AnalogType.COUNTER: // pulses since boot, one every 30 s
          v = round(a.offset + Math.floor(seconds / 30) * a.factor, 3)
          break
        case AnalogType.DIGITAL_IN:
          v = wave(seconds, 10, i) > 0.8 ? 0 : 1
          break
        case AnalogType.TIMER:
        case AnalogType.RATE:
        case AnalogType.FREQ_0:
        case AnalogType.FREQ_0 + 1:
        case AnalogType.FREQ_0 + 2:
          v = round((30 + 5 * wave(seconds, 10, i)) * a.factor, 2)
          break
        case AnalogType.NTC: // a room around 24 °C; the device sets the unit to °C
          v = round(24 + 2 * wave(seconds, 20, i) + a.offset, 1)
          break
        case AnalogType.PULSE: // off until a pulse is sent
          break
        default: // digital out, PWM and RGB show what they were set to, fast counters their start value
          v = a.type >= AnalogType.DIGITAL_OUT ? a.offset : 0
      }
      return { id: i + 1, g: a.gpio, n: a.name, u: a.type === AnalogType.NTC ? 1 : a.uom, o: a.offset, f: a.factor, t: a.type, ...system(a), v }
    })
  }

  return {
    temperatures,
    analog,
    count: () => ({ temperature: probes.length, analog: settings().as.length }),
    /** sensorData's keys of 3.8.0 (the answer of an older release leaves them out). */
    extras: () => ({ available_gpios: free(), exclude_types: excludedTypes(settings().as) }),
    /**
     * False when the write is refused: the id is not a sensor on the bus (either spelling of the id is
     * taken), or the console's checks fail. Offset arrives in the unit shown (°F delta with fahrenheit).
     * 3.8.0 stores is_system as sent, missing as false.
     */
    writeTemperature(body: unknown, fahrenheit: boolean): boolean {
      const id = String((body as { id?: unknown } | null)?.id).replaceAll('_', '-')
      const s = settings()
      const names = temperatures(0, false)
        .filter((x) => x.id.replaceAll('_', '-') !== id)
        .map((x) => x.n)
      const w = temperatureSchema({ strict: fw.sensorNames, others: names }).safeParse(body)
      if (!w.success || !probes.some((p) => p.id === id)) return false
      const entry = { id, name: w.data.name, offset: fromShown(w.data.offset, 2, fahrenheit), ...(v38 && { is_system: !!w.data.is_system }) }
      s.ts = [...s.ts.filter((x) => x.id !== id), entry]
      store.set('sensors', s)
      return true
    },
    /**
     * Matched by gpio: updated, or created when new; false when refused (the console's checks; 3.8.0: a new
     * sensor's GPIO not among the free ones). 3.8.0 stores is_system as sent, missing as false.
     */
    writeAnalog(body: unknown): boolean {
      const s = settings()
      const gpio = (body as { gpio?: unknown } | null)?.gpio
      const at = s.as.findIndex((x) => x.gpio === gpio)
      const w = analogSchema(platformOf(chip, fw.chipDash), undefined, {
        strict: fw.sensorNames,
        others: s.as.filter((_, i) => i !== at).map((x) => x.name),
        max: fw.analogMax,
        keep: s.as[at]?.type,
        was: s.as[at],
      }).safeParse({ ...(body as object), id: 0 })
      if (!w.success || (v38 && at < 0 && !free().includes(w.data.gpio))) return false
      const { name, offset, factor, uom, type, is_system } = w.data
      const entry: AnalogSetting = { gpio: w.data.gpio, name, offset, factor, uom, type, ...(v38 && { is_system: !!is_system }) }
      s.as = at < 0 ? [...s.as, entry] : s.as.map((x, i) => (i === at ? entry : x))
      store.set('sensors', s)
      return true
    },
    /** A counter's count or an output's value, set by name (the overview of 3.7.0 on); false when none is so named. */
    setAnalogValue(name: string, v: number): boolean {
      const s = settings()
      if (!s.as.some((x) => x.name === name)) return false
      store.set('sensors', { ...s, as: s.as.map((x) => (x.name === name ? { ...x, offset: v } : x)) })
      return true
    },
    /** Any sensor, a system one too: the firmware removes what it is told to (analogsensor.cpp update()). */
    removeAnalog(gpio: number) {
      const s = settings()
      store.set('sensors', { ...s, as: s.as.filter((x) => x.gpio !== gpio) })
    },
  }
}
