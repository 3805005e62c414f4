// Device 99, the user's custom entities (device-api §3a, §3b, §7b), read from the store area
// 'customEntities' of the settings module. Without that module a few defaults stand in, kept in memory.
import { CUSTOM_ID, type Device, DeviceType } from '../../src/schemas/dashboard.ts'
import type { DeviceValue } from '../../src/schemas/device-value.ts'
import type { Firmware } from '../firmware.ts'
import type { Store } from '../store.ts'
import { translate } from './locale.ts'
import { typeOf } from './types.ts'
import { boolStrings, type View } from './web.ts'

/** A custom entity as /rest/customEntities holds it (§7b). */
export interface CustomEntity {
  id?: number
  ram: number
  name: string
  device_id: number
  type_id: number
  offset: number
  factor: number
  uom: number
  value_type: number
  writeable: boolean
  value?: unknown
  /** Kept off the dashboard and out of deviceData: 3.8.0. */
  hide?: boolean
}

const BOOL = 0

/** Stand-ins while the settings module (owner of 'customEntities') is not there; STRING is the release's text type. */
const fallback = (STRING: number): CustomEntity[] => [
  { ram: 0, name: 'boiler_flowtemp', device_id: 8, type_id: 24, offset: 0, factor: 0.1, uom: 1, value_type: 4, writeable: false, value: 48.6 },
  { ram: 0, name: 'boiler_nompower', device_id: 8, type_id: 51, offset: 4, factor: 1, uom: 11, value_type: 2, writeable: true, value: 24 },
  { ram: 0, name: 'hc1_summer', device_id: 16, type_id: 697, offset: 9, factor: 1, uom: 0, value_type: BOOL, writeable: true, value: false },
  { ram: 1, name: 'holiday_mode', device_id: 0, type_id: 0, offset: 0, factor: 1, uom: 0, value_type: STRING, writeable: true, value: 'off' },
]

/** `fw`: the release's text value type, name of the device, `u` of booleans and `hide` (firmware.ts). */
export function createCustom(store: Store, fw: Firmware) {
  const STRING = fw.rawType
  let memory = fallback(STRING)
  const area = () => (store.has('customEntities') ? store.get<{ entities: CustomEntity[] }>('customEntities') : null)
  const list = (): CustomEntity[] => area()?.entities ?? memory
  /** What deviceData and the dashboard show: in 3.8.0 not the hidden ones. */
  const shown = () => list().filter((e) => !(fw.hide && e.hide))

  const on = (v: unknown) => v === true || (typeof v === 'number' && v !== 0) || (typeof v === 'string' && /^(on|true|1)$/i.test(v))

  function row(e: CustomEntity, view: View): DeviceValue {
    // From 3.7.2 a boolean comes without a unit, which the console's DeviceValue type does not foresee.
    const unit = e.value_type !== BOOL || fw.customBoolUnit
    const r = (unit ? { id: '00' + e.name, u: e.uom } : { id: '00' + e.name }) as DeviceValue
    if (e.writeable) {
      r.c = e.name
      if (e.value_type !== BOOL && e.value_type !== STRING) r.s = (e.factor || 1).toFixed(1)
    }
    if (e.value_type === BOOL) {
      // Never read, a boolean holds the device's "not set" byte, which is not 0: it reads on.
      const l = boolStrings(view.boolFormat)
      r.v = l[e.value === undefined || e.value === '' || on(e.value) ? 1 : 0]
      r.l = l
    } else if (e.value_type === STRING) {
      if (e.value !== undefined && e.value !== '') r.v = String(e.value)
    } else if (e.value !== undefined && e.value !== '' && !Number.isNaN(Number(e.value))) r.v = Number(e.value)
    return r
  }
  /** Every release leaves out an entity with neither a value nor a command (a telegram value not read yet). */
  const rows = (view: View) =>
    shown()
      .map((e) => row(e, view))
      .filter((r) => 'v' in r || r.c)

  return {
    /** The coreData entry, only when there are custom entities. */
    device(locale?: string): Device | null {
      const n = list().length
      const tr = (s: string) => translate(s, locale)
      return n ? { id: CUSTOM_ID, t: typeOf(fw, DeviceType.CUSTOM), tn: tr('Custom'), b: 'n/a', n: tr(fw.customDeviceName), d: 0, p: 0, v: 0, e: n } : null
    },
    /** deviceData of id 99; the label only before 3.7.0. */
    data: (view: View) => {
      const data = rows(view)
      return fw.customLabel ? { data, label: translate('Custom Entities', view.locale) } : { data }
    },
    /** Some entity is shown. */
    visible: () => shown().some((e) => e.writeable || e.value_type === BOOL || (e.value !== undefined && e.value !== '')),
    /**
     * writeDeviceValue on id 99: the named entity must be writeable and `v` fit its type (a bool value is
     * refused, as on the device). The new value keeps the JSON type the entity's value had. Returns ok.
     */
    write(c: string, v: unknown, view: View): boolean {
      const cur = area()
      const all = cur?.entities ?? memory
      const e = all.find((x) => x.name === c)
      if (!e?.writeable || typeof v === 'boolean') return false
      if (e.value_type === BOOL) {
        const text = String(v)
        if (!boolStrings(view.boolFormat).includes(text) && !/^(on|off|true|false|0|1)$/i.test(text)) return false
        const b = on(v)
        e.value = typeof e.value === 'number' ? Number(b) : typeof e.value === 'string' ? boolStrings(view.boolFormat)[Number(b)] : b
      } else if (e.value_type === STRING) {
        e.value = String(v)
      } else {
        const n = typeof v === 'number' ? v : Number(v)
        if (typeof v === 'string' && v.trim() === '') return false
        if (Number.isNaN(n)) return false
        e.value = n
      }
      if (cur) store.set('customEntities', { ...cur, entities: all })
      else memory = all
      return true
    },
  }
}
