// Access point settings and status (device-api §1a; spec sections 3-5). Messages are i18n keys.
import * as z from 'zod/mini'
import { intField, intRange, ipRequired, maybeNum, num, obj, onlyWhen, required, str } from './common'

/** When the device opens its own access point. */
export const PROVISION = { always: 0, disconnected: 1, never: 2 } as const

const Ap = obj({
  provision_mode: intRange(0, 2, 'v.required'),
  ssid: z.string(),
  password: z.string(),
  // a number, or an emptied field (NaN) that only the mode rule below may refuse: mode 2 (Never) ignores it
  channel: maybeNum,
  ssid_hidden: z.boolean(),
  max_clients: maybeNum,
  local_ip: z.string(),
  gateway_ip: z.string(),
  subnet_mask: z.string(),
})
/** The fields only matter (and are only shown) while the access point may open: modes 0 and 1. */
export const ApSettings = Ap.check(
  onlyWhen<z.infer<typeof Ap>>((d) => d.provision_mode === PROVISION.always || d.provision_mode === PROVISION.disconnected, {
    ssid: required().check(z.maxLength(32, 'network.v.ssid')),
    password: required().check(z.minLength(8, 'ap.v.password'), z.maxLength(64, 'ap.v.password')),
    channel: intField(1, 14, 'ap.v.channel'),
    max_clients: intField(1, 9, 'ap.v.maxClients'),
    local_ip: ipRequired,
    gateway_ip: ipRequired,
    subnet_mask: ipRequired,
  }),
)
export type ApSettings = z.infer<typeof ApSettings>

/** status: 0 active, 1 inactive, 2 lingering (stays up until its last client leaves). */
export const ApStatus = obj({ status: num, ip_address: str, mac_address: str, station_num: num })
export type ApStatus = z.infer<typeof ApStatus>
