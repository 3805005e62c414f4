// Entity flag bits, one set for every place they travel: the two hex digits in front of a deviceData id
// (device-api §3b), `m` of a deviceEntities row (§6b) and the `MM` of a stored customization string (§6a).
// The first four are the entity's state >> 4; DEL is only ever stored in the customization.

/** Hidden from the web dashboard (such rows are never in deviceData). */
export const WEB = 1
/** Excluded from the API and MQTT. */
export const API = 2
/** Read-only: the command is withheld (no `c` in deviceData). */
export const RO = 4
/** Favourite. */
export const FAV = 8
/** Removed: the entity is not registered after the next boot (saving it answers 205). */
export const DEL = 128
/** The bits of the entity's state: all but DEL (deviceEntities `m` 0-15). */
export const STATE = WEB | API | RO | FAV
/** The toggles in the order the customization table shows them. */
export const FLAGS = [FAV, RO, API, WEB, DEL]

/** The flag bits in front of a deviceData id: its first two hex characters. */
export const maskOf = (dv: { id: string }) => parseInt(dv.id.slice(0, 2), 16) || 0
