// The one HTTP client for the device. Rules from docs/console.md §7 and device-api §0: bearer token, 3 s
// time-out, 205 = reboot required, 400 = 'Request Failed', other >= 400 = status text, 401 signs out,
// MessagePack answers decoded, and never more than 3 requests in flight (limit.ts).
import ky, { HTTPError, TimeoutError } from 'ky'
import type { ZodMiniType } from 'zod/mini'
import { answered } from '../state/reach'
import { session, signOut } from '../state/session'
import { decode } from './decode'
import { ApiError, networkError, orNothing, RebootRequired, statusError, timedOut } from './errors'
import { limited } from './limit'
import { parse } from './parse'

const TIMEOUT = 3000

export interface CallOptions<T = unknown> {
  /** JSON body; presence makes it a POST. */
  json?: unknown
  searchParams?: Record<string, string | number>
  timeout?: number
  /** The answer is MessagePack (deviceData, deviceEntities): decode it whatever its Content-Type says. */
  binary?: boolean
  /** Do not sign out on 401 (sign-in uses 401 for a wrong password). */
  keep401?: boolean
  /** What the answer must be. Without one, the answer is not read at all (only its status counts). */
  schema?: ZodMiniType<T>
  /** The answer is only shown, never sent back: a field of the wrong type does not make it unreadable (parse). */
  shown?: boolean
}

/** The address of `path` on the device (the page is served by the device itself). */
export const deviceUrl = (path: string) => location.origin + '/' + path.replace(/^\//, '')
/** The session's bearer token as a request header (none when signed out). */
export const authorization = (): Record<string, string> => {
  const token = session.value.token
  return token ? { Authorization: 'Bearer ' + token } : {}
}

/**
 * Runs one request once fewer than 3 are open (limit.ts). Its 401 signs out, unless `keep401` or the user is
 * a guest whose token the device still takes: from 3.7.2 a guest gets 401 from every endpoint kept for
 * admins (device-api §10), which is a refusal, not a lost session.
 */
export async function request<T>(run: () => Promise<T>, keep401?: boolean): Promise<T> {
  try {
    return await limited(run)
  } catch (e) {
    if (e instanceof ApiError && e.status === 401 && !keep401) {
      const guest = session.value.me?.admin === false
      const lost =
        !guest ||
        (await call401('rest/verifyAuthorization').then(
          () => false,
          () => true,
        ))
      if (lost) signOut(true)
    }
    throw e
  }
}

/** Calls the device and returns the answer checked with `schema` (undefined without one: the answer is not read). */
export function call<T = void>(path: string, o: CallOptions<T> = {}): Promise<T> {
  return request(async () => {
    let res: Response
    try {
      res = await ky(deviceUrl(path), {
        method: o.json === undefined ? 'GET' : 'POST',
        json: o.json,
        searchParams: o.searchParams,
        timeout: o.timeout ?? TIMEOUT,
        retry: 0,
        headers: authorization(),
      })
    } catch (e) {
      if (e instanceof HTTPError) throw statusError(e.response.status, e.response.statusText)
      throw e instanceof TimeoutError ? timedOut() : networkError(e instanceof Error ? e.message : String(e))
    }
    answered.value = Date.now()
    if (res.status === 205) throw new RebootRequired()
    // An answer not read is still taken to its end inside the call's slot: until then the device's connection
    // is open, and the next call would make a fourth.
    if (!o.schema) return void (await res.arrayBuffer()) as T
    return parse(o.schema, await decode(res, path, o.binary), path, o.shown)
  }, o.keep401)
}

/** A GET whose answer must match `schema`. */
export const get = <T>(path: string, schema: ZodMiniType<T>, o?: CallOptions<T>) => call<T>(path, { ...o, schema })
/** A GET of an answer only shown on screen (status, live data): read leniently, see parse. */
export const readLenient = <T>(path: string, schema: ZodMiniType<T>, o?: CallOptions<T>) => call<T>(path, { ...o, schema, shown: true })
/** A POST whose answer is not needed (its status is all that counts). */
export const post = (path: string, json: unknown = {}, o?: CallOptions<void>) => call<void>(path, { ...o, json })
/**
 * The one kind of call whose 401 is an answer rather than a lost session, so it does not sign out: a
 * wrong password, an unknown user, a token the device no longer takes, a device back from a restart with
 * other users.
 */
export const call401 = <T = void>(path: string, o: CallOptions<T> = {}) => call<T>(path, { ...o, keep401: true })

/**
 * A settings-style POST (device-api §0): the device's new state, or undefined when its answer cannot be
 * read (an empty body, 'OK' as some builds answer): it said 200, so what was sent is what it holds.
 */
export const save = <T>(path: string, schema: ZodMiniType<T>, json: unknown): Promise<T | undefined> => call<T>(path, { json, schema }).catch(orNothing)
