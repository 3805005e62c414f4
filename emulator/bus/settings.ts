// What the bus reads of the other store areas (application settings, MQTT, schedule), with the firmware's
// defaults while the module that owns an area is not there.
import type { Store } from '../store.ts'
import type { View } from './web.ts'

/** The application settings the bus depends on. */
export interface BusSettings extends View {
  analogEnabled: boolean
  /** A temperature sensor bus is wired up (dallas_gpio not 0): without it there are no temperature sensors. */
  dallas: boolean
  platform: string
  txMode: number
}

/** Store area `name` laid over `fallback`, or `fallback` while nobody defined the area. */
export const readArea = <T>(store: Store, name: string, fallback: T): T => (store.has(name) ? { ...fallback, ...store.get<object>(name) } : fallback)

export function busSettings(store: Store): BusSettings {
  const s = readArea<Record<string, unknown>>(store, 'settings', {})
  return {
    boolFormat: typeof s.bool_dashboard === 'number' ? s.bool_dashboard : 1,
    fahrenheit: s.fahrenheit === true,
    locale: typeof s.locale === 'string' ? s.locale : 'en',
    analogEnabled: s.analog_enabled !== false,
    dallas: s.dallas_gpio !== 0,
    platform: typeof s.platform === 'string' ? s.platform : 'ESP32',
    txMode: typeof s.tx_mode === 'number' ? s.tx_mode : 1,
  }
}
