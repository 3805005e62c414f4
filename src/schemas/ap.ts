// Access point settings and status (device-api §1a; spec sections 3-5). Messages are i18n keys.
import * as z from 'zod/mini'
import { intRange, required } from './common'
import { ipRequired, onlyWhen } from './network'

/** When the device opens its own access point. */
export const PROVISION = { always: 0, disconnected: 1, never: 2 } as const

const Ap = z.object({
  provision_mode: intRange(0, 2, 'v.required'),
  ssid: z.string(),
  password: z.string(),
  channel: z.number({ error: 'ap.v.channel' }),
  ssid_hidden: z.boolean(),
  max_clients: z.number({ error: 'ap.v.maxClients' }),
  local_ip: z.string(),
  gateway_ip: z.string(),
  subnet_mask: z.string(),
})
/** The fields only matter (and are only shown) while the access point may open: modes 0 and 1. */
export const ApSettings = Ap.check(
  onlyWhen<z.infer<typeof Ap>>((d) => d.provision_mode !== PROVISION.never, {
    ssid: required().check(z.maxLength(32, 'network.v.ssid')),
    password: required().check(z.minLength(8, 'ap.v.password'), z.maxLength(64, 'ap.v.password')),
    channel: intRange(1, 14, 'ap.v.channel'),
    max_clients: intRange(1, 9, 'ap.v.maxClients'),
    local_ip: ipRequired,
    gateway_ip: ipRequired,
    subnet_mask: ipRequired,
  }),
)
export type ApSettings = z.infer<typeof ApSettings>

/** status: 0 active, 1 inactive, 2 lingering (stays up until its last client leaves). */
export interface ApStatus {
  status: number
  ip_address: string
  mac_address: string
  station_num: number
}
