// Which EMS-ESP 3.6.x release the gateway runs, and the paths that differ between releases (device-api §10).
// The release is learned once per session from system status (`emsesp_version`, sent to any signed-in
// user). A write to a path that differs between releases waits for it, and is refused when the release is
// not one of ours: 3.6.0 and 3.6.1 answer 200 to a 3.6.5-shaped custom-entity save and store nothing.
import { signal } from '@preact/signals'
import { session } from '../state/session'
import { ApiError } from './client'
import { systemStatus } from './system'

export type Release = '3.6.0' | '3.6.1' | '3.6.2' | '3.6.4' | '3.6.5'

/** "3.6.5", "3.6.5 (DEBUG)", "v3.6.4-dev.3" -> the release; null for any other (there is no 3.6.3). */
export function releaseOf(version: string): Release | null {
  const r = /^v?(3\.6\.[0-5])(?!\d)/.exec(version.trim())?.[1]
  return r && r !== '3.6.3' ? (r as Release) : null
}

/**
 * Where a release reads and writes custom entities and saves a device's entity masks. Release strings
 * compare in order within 3.6.x. Before 3.6.2, /rest/customEntities is the mask handler.
 */
export const pathsOf = (r: Release) => ({
  entities: r < '3.6.2' ? 'rest/entities' : r < '3.6.5' ? 'rest/customentities' : 'rest/customEntities',
  masks: r < '3.6.2' ? 'rest/customEntities' : 'rest/customizationEntities',
  /** RAM custom entities (`ram`) exist from 3.6.5 on. */
  ram: r >= '3.6.5',
})
export type Paths = ReturnType<typeof pathsOf>

/** The version as the gateway names it and our release for it (null: not one of 3.6.0-3.6.5). */
export interface Gateway {
  version: string
  release: Release | null
}

let asked: { token: string | null; answer: Promise<Gateway> } | null = null
/** The last answer, for screens that adapt to it; version '' when system status could not be read. */
export const known = signal<Gateway | undefined>(undefined)

/** The gateway's release, asked once per session (a failed ask is asked again next time). */
export function gateway(): Promise<Gateway> {
  const token = session.value.token
  if (asked?.token !== token) {
    const answer = systemStatus().then(({ emsesp_version: v = '' }) => ({ version: v, release: releaseOf(v) }))
    answer.then(
      (g) => (known.value = g),
      () => {
        if (asked?.answer === answer) asked = null
        known.value = { version: '', release: null }
      },
    )
    asked = { token, answer }
  }
  return asked.answer
}

/** Why a write to a path that differs between releases is not made; `version`: what the gateway said, if anything. */
export const releaseError = (version?: string) => new ApiError('Unknown release', 0, 'err.release', version)

/**
 * The paths of the gateway's release, for a write. Throws releaseError when the release is unknown (system
 * status unreadable, or not 3.6.0-3.6.5), so nothing is sent to a path that may be another handler there.
 */
export async function writePaths(): Promise<Paths> {
  const g = await gateway().catch(() => null)
  if (!g?.release) throw releaseError(g?.version)
  return pathsOf(g.release)
}
