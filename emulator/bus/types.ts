// Device types across releases. The bus numbers its devices as 3.6 does (device-api §3a); 3.7.0 moved the
// internal types (sensors, scheduler, custom) in front of the EMS devices, so most numbers went up by one,
// and added the water and pool modules.
import { DeviceType } from '../../src/schemas/dashboard.ts'
import type { Firmware } from '../firmware.ts'

/** 3.6 number -> 3.7 number, for the types that moved (0-3 stayed). */
const TO_37: Record<number, number> = {
  4: 5, // boiler
  5: 6, // thermostat
  6: 7, // mixer
  7: 8, // solar
  8: 9, // heat pump
  9: 10, // gateway
  10: 11, // switch
  11: 12, // controller
  12: 13, // connect
  13: 14, // alert
  14: 15, // extension
  15: 16, // generic
  16: 17, // heat source
  17: 4, // custom
  18: 18, // ventilation
  19: 21, // unknown (3.7.0 put water 19 and pool 20 before it)
}

/** The type number release `fw` sends for a device of 3.6 type `t`. */
export const typeOf = (fw: Pick<Firmware, 'types'>, t: number) => (fw.types === '3.7' ? (TO_37[t] ?? t) : t)

/** The 3.6 types of the sensor and scheduler pseudo-devices of dashboardData (unchanged in 3.7). */
export const PSEUDO = { TEMPERATURE: 1, ANALOG: 2, SCHEDULER: 3 } as const

/** The untranslated, lowercase type names: /rest/devices `tn` (3.6), coreData `url` (3.7 on). */
export const TYPE_KEYS: Record<number, string> = {
  [DeviceType.BOILER]: 'boiler',
  [DeviceType.THERMOSTAT]: 'thermostat',
  [DeviceType.MIXER]: 'mixer',
  [DeviceType.SOLAR]: 'solar',
  [DeviceType.HEATPUMP]: 'heatpump',
  9: 'gateway',
  10: 'switch',
  11: 'controller',
}
