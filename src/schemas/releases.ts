// The EMS-ESP 3.6.x releases and the facts of device-api §10 that the console and the emulator both need:
// which release a version string names, where each release keeps the paths that moved, and what a release
// reads. Pure facts, no state: the console asks the gateway in api/release.ts, the emulator plays one in
// emulator/firmware.ts.

/** The releases, oldest first; there is no 3.6.3. Release strings compare in this order within 3.6.x. */
export const RELEASES = ['3.6.0', '3.6.1', '3.6.2', '3.6.4', '3.6.5'] as const
export type Release = (typeof RELEASES)[number]

/** Exactly a release's name (the emulator's --firmware); releaseOf reads what a gateway reports. */
export const isRelease = (v: string): v is Release => (RELEASES as readonly string[]).includes(v)

/** "3.6.5", "3.6.5 (DEBUG)", "v3.6.4-dev.3" -> the release; null for any other (§10a; there is no 3.6.3). */
export function releaseOf(version: string): Release | null {
  const r = /^v?(3\.6\.[0-5])(?!\d)/.exec(version.trim())?.[1]
  return r && r !== '3.6.3' ? (r as Release) : null
}

/**
 * Where a release reads and writes custom entities and saves a device's entity masks (§10b; paths without the
 * leading slash, as the console's client takes them). Before 3.6.2, rest/customEntities is the mask handler.
 */
export const pathsOf = (r: Release) => ({
  entities: r < '3.6.2' ? 'rest/entities' : r < '3.6.5' ? 'rest/customentities' : 'rest/customEntities',
  masks: r < '3.6.2' ? 'rest/customEntities' : 'rest/customizationEntities',
  /** RAM custom entities (`ram`, with text values) exist from 3.6.5 on (§7b, §10c). */
  ram: r >= '3.6.5',
  /** The system command allvalues (Help's "All values") exists from 3.6.4 on; before, it answers 400 (§2d, §10b). */
  allValues: r >= '3.6.4',
})
export type Paths = ReturnType<typeof pathsOf>

/** POST /rest/writeDeviceValue reads {id, devicevalue: {c, v}} until 3.6.2 and {id, c, v} from 3.6.4 (§10b). */
export const nestedWrite = (r: Release) => r < '3.6.4'
