// Which EMS-ESP release the gateway runs (device-api §10; what each release means: schemas/releases.ts).
// The release is learned from system status (`emsesp_version`, sent to any signed-in user), once per session,
// and remembered in the browser: the page comes from the gateway itself, so its storage is that gateway's,
// and the next visit reads with the remembered release at once while system status is asked again in the
// background. A write to a path that differs between releases waits for the fresh answer and is refused when
// the release is not one we know (3.6.0 answers 200 to a 3.6.5-shaped custom-entity save and stores nothing).
import { signal } from '@preact/signals'
import { type Facts, factsOf, type Release, readFactsOf, releaseOf } from '../schemas/releases'
import { SystemStatus } from '../schemas/system'
import { session } from '../state/session'
import { ApiError, isUnreadable } from './errors'
import { show } from './transport'

/** The version as the gateway names it and our release for it (null: not one we know). */
export interface Gateway {
  version: string
  release: Release | null
  /** The system status it was learned from (none while only remembered): the board's model, PSRAM. */
  status?: SystemStatus
}

/** GET /rest/systemStatus (any signed-in user): the status System shows, and the version the release is told by. */
export const systemStatus = () => show('rest/systemStatus', SystemStatus)

const STORED = 'ems_version'
const gatewayOf = (version: string): Gateway => ({ version, release: releaseOf(version) })
const remembered = localStorage.getItem(STORED)

let asked: { token: string | null; answer: Promise<Gateway> } | null = null
/** The last answer (or the remembered one), for screens that adapt to it; version '' when system status could
 *  not be read. */
export const known = signal<Gateway | undefined>(remembered ? gatewayOf(remembered) : undefined)

/** The gateway's release, asked once per session (a failed ask is asked again next time). */
export function gateway(): Promise<Gateway> {
  const token = session.value.token
  if (asked?.token !== token) {
    const answer = systemStatus().then((s) => ({ ...gatewayOf(typeof s.emsesp_version === 'string' ? s.emsesp_version : ''), status: s }))
    answer.then(
      (g) => {
        known.value = g
        if (g.version) localStorage.setItem(STORED, g.version)
      },
      () => {
        if (asked?.answer === answer) asked = null
        known.value = { version: '', release: null }
      },
    )
    asked = { token, answer }
  }
  return asked.answer
}

/**
 * The facts to read by, as far as known now (undefined before the release is learned or remembered): a version
 * we do not know is read like the newest release not newer than it, anything older or unreadable like 3.6.5,
 * whose paths most share.
 */
export const readFacts = (g = known.value) => g && readFactsOf(g.version)

/** The facts to read by, asking for the release when neither remembered nor learned yet (every caller waits
 *  for the one question), and, when it was only remembered, checking it again in the background. */
export async function reads(): Promise<Facts> {
  const fresh = gateway().catch(() => undefined) // asked once per session
  if (!known.value?.version) await fresh
  return readFacts() ?? factsOf('3.6.5')
}

/**
 * Reads with `read` by the facts as known; an answer that does not fit them (the gateway now runs another release
 * than the one remembered or learned) asks the release again and reads once more by the new one.
 */
export async function readsAgain<T>(read: (f: Facts) => Promise<T>): Promise<T> {
  const was = known.value?.version
  try {
    return await read(await reads())
  } catch (e) {
    if (!isUnreadable(e)) throw e
    asked = null
    if ((await gateway().catch(() => null))?.version === was) throw e
    return read(await reads())
  }
}

/** After a firmware upload or install the gateway may run another release: ask it afresh. */
export function forget() {
  localStorage.removeItem(STORED)
  asked = null
  known.value = undefined
}

/** Why a write to a path that differs between releases is not made; `version`: what the gateway said, if anything. */
export const releaseError = (version?: string) => new ApiError('Unknown release', 0, 'c.err.release', version)

/**
 * The facts of the gateway's release, for a write. Throws releaseError when the release is unknown (system
 * status unreadable, or not one of ours), so nothing is sent to a path that may be another handler there.
 */
export async function writes(): Promise<Facts> {
  const g = await gateway().catch(() => null)
  if (!g?.release) throw releaseError(g?.version)
  return factsOf(g.release)
}
