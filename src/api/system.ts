// Calls of the System page that are not plain get/post: the version check against the public releases
// API (device-api §2c; the browser asks GitHub, the device never calls out) and the log's event stream.
import { session } from '../state/session'

const REPO = 'https://github.com/emsesp/EMS-ESP32'
const RELEASES = 'https://api.github.com/repos/emsesp/EMS-ESP32/releases/'

export interface Release {
  version: string
  /** The firmware image for this board. */
  url: string
  notes: string
}

/** Firmware file naming (spec section 9): version and platform with dots and dashes as underscores. */
export const firmwareFile = (version: string, platform: string) =>
  `EMS-ESP-${version.replace(/\./g, '_')}-${platform.replace(/-/g, '_')}.bin`

/**
 * The latest official release and development build from the names GitHub gives them: the release is
 * named "v3.6.5"; the development pre-release (tag "latest") ends with its version, e.g. "... v3.7.0-dev.12".
 */
export function releases(stableName: string, devName: string, platform: string): { stable: Release; dev: Release } {
  const stable = stableName.trim().slice(1)
  const dev = devName.trim().split(/\s+/).pop()!.slice(1)
  return {
    stable: { version: stable, url: `${REPO}/releases/download/v${stable}/${firmwareFile(stable, platform)}`, notes: `${REPO}/blob/main/CHANGELOG.md` },
    dev: { version: dev, url: `${REPO}/releases/download/latest/${firmwareFile(dev, platform)}`, notes: `${REPO}/blob/dev/CHANGELOG_LATEST.md` },
  }
}

/** Asks GitHub for both; rejects when it cannot be reached (no internet on the device's network). */
export async function checkReleases(platform: string) {
  // Plain fetch: the device's token must not travel to a third party.
  const name = async (path: string) => {
    const r = await fetch(RELEASES + path, { signal: AbortSignal.timeout(8000) })
    const n = r.ok && (await r.json()).name
    if (typeof n !== 'string') throw new Error(r.statusText)
    return n
  }
  const [stable, dev] = await Promise.all([name('latest'), name('tags/latest')])
  return releases(stable, dev, platform)
}

/** The log's event stream: EventSource cannot send headers, so the token goes in the query (device-api §2a). */
export const logStreamUrl = () => '/es/log?access_token=' + encodeURIComponent(session.value.token ?? '')
