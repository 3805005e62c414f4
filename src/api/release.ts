// The one door to the gateway's release (device-api §10; what each release means: schemas/releases.ts). Only
// this module learns it, remembers it and says what it means; screens and ui/ ask here, never the table.
// Learned: from every system status answer (`emsesp_version`, sent to any signed-in user), asked once per
// session, and remembered in the browser (the page comes from the gateway itself, so its storage is that
// gateway's): the next visit reads with the remembered release at once and checks it in the background.
// The policy for a release we do not know, the same for every call:
// - reads go by the newest release not newer than the version ("3.7.3-dev.2" like 3.7.2, "3.9.0" like 3.8.0),
//   and like 3.6.5, whose paths most share, when there is no version to go by (unreadable, older than 3.6.0);
// - writes whose path or body differs between releases (custom entities, entity masks, a value, a device's
//   name, restart, reset, partition) wait for this session's answer and are refused (err.release) unless it
//   names a release we know: 3.6.0 answers 200 to a 3.6.5-shaped custom-entity save and stores nothing.
import { signal } from '@preact/signals'
import { useEffect } from 'react'
import { type Facts, factsOf, type Release, readFactsOf, releaseOf } from '../schemas/releases'
import { SystemStatus } from '../schemas/system'
import { session } from '../state/session'
import { ApiError, isUnreadable } from './errors'
import { readLenient } from './transport'

/** The version as the gateway names it and our release for it (null: not one we know). */
export interface Gateway {
  version: string
  release: Release | null
  /** The system status it was learned from (none while only remembered): the board's model, PSRAM. */
  status?: SystemStatus
}

const STORED = 'ems_version'
const gatewayOf = (version: string): Gateway => ({ version, release: releaseOf(version) })
const remembered = localStorage.getItem(STORED)

/** The last answer (or the remembered one), for screens that adapt to it; version '' when system status could
 *  not be read. */
export const known = signal<Gateway | undefined>(remembered ? gatewayOf(remembered) : undefined)

/** The session whose system status answer told `known` (a new sign-in asks again). */
let toldTo: string | null | undefined
/** GET /rest/systemStatus (any signed-in user): the status System shows; every answer tells the release. */
export const systemStatus = () =>
  readLenient('rest/systemStatus', SystemStatus).then((s) => {
    const version = s.emsesp_version || '' // a wrong type reads as nothing (shown answers)
    if (known.value?.status?.emsesp_version !== version) known.value = { ...gatewayOf(version), status: s }
    toldTo = session.value.token
    if (version) localStorage.setItem(STORED, version)
    return s
  })

let asked: { token: string | null; answer: Promise<Gateway> } | null = null
/** The gateway's release, asked once per session (a failed ask is asked again next time). */
export function gateway(): Promise<Gateway> {
  const token = session.value.token
  if (asked?.token !== token) {
    const answer = systemStatus().then(() => known.value!)
    answer.catch(() => {
      if (asked?.answer === answer) asked = null
      known.value = { version: '', release: null }
    })
    asked = { token, answer }
  }
  return asked.answer
}
const ask = () => gateway().catch(() => {})

/** The gateway as far as known, for a screen that adapts to it (it shows again when that changes); asks once. */
export function useGateway() {
  useEffect(() => void ask(), [])
  return known.value
}

/** The facts to read and show by, as far as known now: undefined before the release is learned or remembered. */
export const readFacts = (g = known.value) => g && readFactsOf(g.version)
/** The same, with 3.6.5's while nothing is known. */
export const factsNow = () => readFactsOf(known.value?.version)

/** The facts to read by, asking for the release when neither remembered nor learned yet (every caller waits
 *  for the one question), and, when it was only remembered, checking it again in the background. */
export async function reads(): Promise<Facts> {
  // A remembered release is checked after the read that waits for it has taken its place among the calls
  // in flight (a task later), so a return visit asks for its data first.
  if (known.value?.version) setTimeout(ask)
  else await ask()
  return factsNow()
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
 * The facts of the gateway's release, for a write (from a system status answer of this page); with `has`, only when the release has that (else refused
 * too: a write that sent nothing must not be reported as saved). Throws releaseError when the release is
 * unknown (system status unreadable, or not one of ours), so nothing is sent to a path that may be another
 * handler there.
 */
export async function writes(has?: keyof Facts): Promise<Facts> {
  // An answer of this session already told it (the status screen's, say): the device may be gone by now
  // (a factory reset's restart), and asking again would refuse what it already said.
  const g = known.value?.status && toldTo === session.value.token ? known.value : await gateway().catch(() => null)
  const f = g?.release && factsOf(g.release)
  if (!f || (has && !f[has])) throw releaseError(g?.version)
  return f
}
