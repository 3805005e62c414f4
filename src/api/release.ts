// Which EMS-ESP 3.6.x release the gateway runs (device-api §10; what each release means: schemas/releases.ts).
// The release is learned once per session from system status (`emsesp_version`, sent to any signed-in
// user). A write to a path that differs between releases waits for it, and is refused when the release is
// not one of ours: 3.6.0 and 3.6.1 answer 200 to a 3.6.5-shaped custom-entity save and store nothing.
import { signal } from '@preact/signals'
import { type Paths, pathsOf, type Release, releaseOf } from '../schemas/releases'
import { session } from '../state/session'
import { ApiError } from './client'
import { systemStatus } from './system'

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
