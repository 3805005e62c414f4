// Temperature sensors on the 1-wire bus and analog sensors on the gateway's GPIOs (device-api §3c).
// Their user settings live in the store area 'sensors' in the shape of the firmware's customization file
// ({ts:[{id,name,offset}], as:[{gpio,name,offset,factor,uom,type}]}), so backups can copy it as it is.
import { type AnalogSensor, AnalogType, type AnalogWrite, type TemperatureSensor, type TemperatureWrite } from '../../src/schemas/dashboard.ts'
import type { Firmware } from '../firmware.ts'
import type { Store } from '../store.ts'
import { fromShown, toShown } from './web.ts'

export interface TemperatureSetting {
  id: string
  name: string
  offset: number
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

/** The GPIOs of an ESP32 an analog sensor may use (3.8.0 sends them as available_gpios). */
const FREE_GPIOS = [1, 3, 4, 12, 13, 14, 15, 16, 17, 19, 25, 26, 27, 32, 33, 34, 35, 36, 37, 38, 39]

const round = (v: number, d: number) => Math.round(v * 10 ** d) / 10 ** d
const wave = (seconds: number, periodMin: number, phase: number) => Math.sin((2 * Math.PI * seconds) / (periodMin * 60) + phase)

/**
 * `seconds`: bus uptime, which drives the readings. `fw`: the release's way of writing a sensor id (the
 * settings keep 3.6's dashes) and 3.8.0's system-sensor flag `s` (none of these sensors is one).
 */
export function createSensors(store: Store, fw: Pick<Firmware, 'sensorIdSeparator' | 'sensorExtras'>) {
  store.define('sensors', SENSOR_DEFAULTS)
  const settings = () => store.get<SensorSettings>('sensors')
  const shownId = (id: string) => id.replaceAll('-', fw.sensorIdSeparator)
  const system = fw.sensorExtras ? { s: false } : {}

  function temperatures(seconds: number, fahrenheit: boolean): TemperatureSensor[] {
    const ts = settings().ts
    return PROBES.map((p, i) => {
      const s = ts.find((x) => x.id === p.id)
      const offset = s?.offset ?? 0
      const id = shownId(p.id)
      const out: TemperatureSensor = { id, n: s?.name || id, o: toShown(offset, 2, fahrenheit), u: fahrenheit ? 16 : 1, ...system }
      if (p.base !== null) out.t = toShown(round(p.base + p.drift * wave(seconds, 20, i) + offset, 1), 1, fahrenheit)
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
          v = round((30 + 5 * wave(seconds, 10, i)) * a.factor, 2)
          break
        default: // digital out and PWM show what they were set to
          v = a.type >= AnalogType.DIGITAL_OUT ? a.offset : 0
      }
      return { id: i + 1, g: a.gpio, n: a.name, u: a.uom, o: a.offset, f: a.factor, t: a.type, ...system, v }
    })
  }

  return {
    temperatures,
    analog,
    count: () => ({ temperature: PROBES.length, analog: settings().as.length }),
    /** sensorData's keys of 3.8.0 (the answer of an older release leaves them out). */
    extras: () => ({ available_gpios: FREE_GPIOS, exclude_types: [] as number[] }),
    /**
     * False when the id is not a sensor on the bus (either spelling of the id is taken). Offset arrives in
     * the unit shown (°F delta with fahrenheit).
     */
    writeTemperature(w: TemperatureWrite, fahrenheit: boolean): boolean {
      const id = w.id.replaceAll('_', '-')
      if (!PROBES.some((p) => p.id === id)) return false
      const s = settings()
      const entry = { id, name: w.name, offset: fromShown(w.offset, 2, fahrenheit) }
      s.ts = [...s.ts.filter((x) => x.id !== id), entry]
      store.set('sensors', s)
      return true
    },
    /** Matched by gpio: updated, or created when new. */
    writeAnalog({ gpio, name, offset, factor, uom, type }: AnalogWrite) {
      const s = settings()
      const entry = { gpio, name, offset, factor, uom, type }
      const at = s.as.findIndex((x) => x.gpio === gpio)
      s.as = at < 0 ? [...s.as, entry] : s.as.map((x, i) => (i === at ? entry : x))
      store.set('sensors', s)
    },
    /** A counter's count or an output's value, set by name (the overview of 3.7.0 on); false when none is so named. */
    setAnalogValue(name: string, v: number): boolean {
      const s = settings()
      if (!s.as.some((x) => x.name === name)) return false
      store.set('sensors', { ...s, as: s.as.map((x) => (x.name === name ? { ...x, offset: v } : x)) })
      return true
    },
    removeAnalog(gpio: number) {
      const s = settings()
      store.set('sensors', { ...s, as: s.as.filter((x) => x.gpio !== gpio) })
    },
  }
}
