// Access point settings and status (device-api §1a; docs/console.md §3-§5). Messages are i18n keys.
import * as z from 'zod/mini'
import { conditional, intField, intRange, ipRequired, maybeNum, num, obj, onlyWhen, required, str } from './common'

/** When the device opens its own access point. */
export const PROVISION = { always: 0, disconnected: 1, never: 2 } as const

/** GET/POST /rest/apSettings (device-api §1a). */
const Ap = obj({
  /** When the access point opens: a PROVISION value. */
  provision_mode: intRange(0, 2, 'c.v.required'),
  /** Network name of the access point. */
  ssid: z.string(),
  /** Its WPA2 password, 8-64 characters. */
  password: z.string(),
  /** WiFi channel 1-14; in the form also an emptied field (NaN), which mode 2 (never) leaves unchecked. */
  channel: maybeNum,
  /** The SSID is not broadcast. */
  ssid_hidden: z.boolean(),
  /** Most stations at once, 1-9 (NaN while emptied, as channel). */
  max_clients: maybeNum,
  /** The gateway's own address in its access point network. */
  local_ip: z.string(),
  /** Gateway address handed to stations. */
  gateway_ip: z.string(),
  /** Subnet mask of that network. */
  subnet_mask: z.string(),
})
/** The fields only matter (and are only shown) while the access point may open: modes 0 and 1. */
export const ApSettings = conditional((strict) =>
  Ap.check(
    onlyWhen<z.infer<typeof Ap>>(strict, (d) => d.provision_mode === PROVISION.always || d.provision_mode === PROVISION.disconnected, {
      ssid: required().check(z.maxLength(32, 'c.v.ssid')),
      password: required().check(z.minLength(8, 'c.v.password8'), z.maxLength(64, 'c.v.password8')),
      channel: intField(1, 14, 'ap.v.channel'),
      max_clients: intField(1, 9, 'ap.v.maxClients'),
      local_ip: ipRequired,
      gateway_ip: ipRequired,
      subnet_mask: ipRequired,
    }),
  ),
)
export type ApSettings = z.infer<typeof ApSettings>

/** GET /rest/apStatus (§1a). */
export const ApStatus = obj({
  /** 0 active, 1 inactive, 2 lingering (stays up until its last client leaves). */
  status: num,
  /** The access point's address. */
  ip_address: str,
  /** The access point's MAC address. */
  mac_address: str,
  /** Stations connected now. */
  station_num: num,
})
export type ApStatus = z.infer<typeof ApStatus>
