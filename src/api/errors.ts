// The errors a call to the device ends in (docs/console.md §7, device-api §0).
import type { TKey } from '../i18n'

/**
 * A failed call. `message` is in the contract's words; `key` is the i18n key of messages this client makes
 * itself (a status text from the device has none and is shown as it is). Show it with errorText().
 */
export class ApiError extends Error {
  /** `detail`: the endpoint of an answer that could not be read, shown after the message. */
  constructor(
    message: string,
    readonly status = 0,
    readonly key?: TKey,
    readonly detail?: string,
  ) {
    super(message)
  }
}
/** An answer that is not what the endpoint promises: broken JSON or MessagePack, an HTML page, a wrong shape. */
export const unreadable = (path: string) => new ApiError('Unreadable answer', 0, 'c.err.unreadable', path)
export const isUnreadable = (e: unknown) => e instanceof ApiError && e.key === 'c.err.unreadable'
/** Turns an unreadable answer into undefined (the callers that treat it as "no answer yet"). */
export const orNothing = (e: unknown) => {
  if (isUnreadable(e)) return undefined
  throw e
}

/** A save the device accepted but that needs a restart to take effect (HTTP 205). */
export class RebootRequired extends ApiError {
  constructor() {
    super('Reboot required', 205, 'c.err.reboot')
  }
}

/**
 * The error an answer's HTTP status stands for: 205 a save that needs a restart, 400 'Request Failed', any
 * other of 400 or above its status text; none for the rest.
 */
export function statusError(s: number, text: string) {
  if (s === 205) return new RebootRequired()
  if (s >= 400) return s === 400 ? new ApiError('Request Failed', s, 'c.err.requestFailed') : new ApiError(text || 'HTTP ' + s, s)
}
/** No answer in time. */
export const timedOut = () => new ApiError('Timed out', 0, 'c.err.timeout')
/** No answer at all: the device unreachable, or the connection dropped. */
export const networkError = (message: string) => new ApiError(message, 0, 'c.err.network')
