// The one HTTP client for the device. Rules from the spec (section 7) and device-api §0:
// bearer token, 3 s time-out, 205 = reboot required, 400 = 'Request Failed', other >= 400 = status text,
// 401 signs out, MessagePack answers decoded, and never more than 3 requests in flight (an ESP32 serves
// only a handful of sockets at once).
import ky, { HTTPError, TimeoutError } from 'ky'
import { unpack } from 'msgpackr/unpack'
import type { ZodMiniType } from 'zod/mini'
import type { TKey } from '../i18n'
import { session, signOut } from '../state/session'

export const TIMEOUT = 3000

/**
 * A failed call. `message` is in the spec's words; `key` is the i18n key of messages this client makes
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
export const unreadable = (path: string) => new ApiError('Unreadable answer', 0, 'err.unreadable', path)
export const isUnreadable = (e: unknown) => e instanceof ApiError && e.key === 'err.unreadable'
/** A save the device accepted but that needs a restart to take effect (HTTP 205). */
export class RebootRequired extends ApiError {
  constructor() {
    super('Reboot required', 205, 'err.reboot')
  }
}

// A tiny semaphore: queued calls start in order as earlier ones finish.
const MAX_IN_FLIGHT = 3
let inFlight = 0
const waiting: (() => void)[] = []
async function limited<T>(run: () => Promise<T>): Promise<T> {
  if (inFlight >= MAX_IN_FLIGHT) await new Promise<void>((go) => waiting.push(go))
  inFlight++
  try {
    return await run()
  } finally {
    inFlight--
    waiting.shift()?.()
  }
}

export interface CallOptions<T = unknown> {
  /** JSON body; presence makes it a POST unless `method` says otherwise. */
  json?: unknown
  method?: 'GET' | 'POST'
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

// Issue codes of value rules (a port out of range, an empty host): the forms show them on their fields.
// Every other code (a wrong type, a missing key, a bad array or union) makes an answer unreadable.
const VALUE_RULES = ['too_big', 'too_small', 'invalid_format', 'not_multiple_of', 'custom']

/**
 * Checks an answer against its schema and returns it (loose objects keep unknown keys; keys a firmware
 * release does not send are optional in the schemas). A value our rules reject is still the device's and
 * is kept as sent (the form shows the rule's message); a wrong type or shape throws unreadable(path).
 * `shown`: an answer only shown on screen (device-api §10: releases differ). A field of an object that
 * should be text or a number but is not shows as its text, or as nothing when it is no text (an object,
 * null, missing) or should be a switch ("false" would read as true). A record of a list whose `id` is
 * missing or wrong is dropped: the screens key, open and write by it, so without it there is nothing to
 * show, while the other records still are. The rest of the screen works. A wrong list or object, the
 * answer's own id, or an answer with nothing right at its top, stays unreadable.
 */
export function parse<T>(schema: ZodMiniType<T>, data: unknown, path: string, shown = false): T {
  const r = schema.safeParse(data)
  if (r.success) return r.data
  const issues = r.error.issues as { code: string; path: PropertyKey[]; expected?: string }[]
  type Issue = (typeof issues)[number]
  const rule = (i: Issue) => VALUE_RULES.includes(i.code)
  // The place in the path of the list index of the record a wrong id belongs to (-1: none, or no list).
  const row = (i: Issue) => (!rule(i) && i.path[i.path.length - 1] === 'id' ? i.path.map((k) => typeof k).lastIndexOf('number') : -1)
  const leaf = (i: Issue) =>
    i.path.length > 0 &&
    i.path[i.path.length - 1] !== 'id' &&
    (i.code === 'invalid_union' || (i.code === 'invalid_type' && ['string', 'number', 'boolean'].includes(i.expected!)))
  if (issues.every(rule)) return data as T
  if (shown && issues.every((i) => rule(i) || leaf(i) || row(i) >= 0)) {
    const top = data as Record<string, unknown>
    const bad = new Set(issues.filter((i) => i.path.length < 2).map((i) => i.path[0])) // top keys themselves wrong
    const shape = (schema as unknown as { _zod: { def: { shape?: object } } })._zod.def.shape
    if (!shape || Object.keys(shape).some((k) => k in top && !bad.has(k))) {
      const at = (p: PropertyKey[]) => p.reduce((o, k) => o[k as string] as Record<string, unknown>, top)
      const lists = new Set<unknown[]>()
      const gone = new Set<unknown>() // the records to drop
      for (const i of issues) {
        const n = row(i)
        const k = i.path[n >= 0 ? n : i.path.length - 1] as string
        const o = at(i.path.slice(0, n >= 0 ? n : -1))
        if (n >= 0) lists.add(o as unknown as unknown[]), gone.add(o[k])
        else if (leaf(i)) o[k] = i.expected === 'boolean' || o[k] == null || typeof o[k] === 'object' ? undefined : String(o[k])
      }
      for (const l of lists) l.splice(0, l.length, ...l.filter((x) => !gone.has(x)))
      return data as T
    }
  }
  throw unreadable(path)
}

/**
 * A 401 signs out, unless `keep401` or the user is a guest whose token the device still takes: from 3.7.2 a
 * guest gets 401 from every endpoint kept for admins (device-api §10), which is a refusal, not a lost session.
 */
async function signOutOn401<T>(answer: Promise<T>, keep401?: boolean): Promise<T> {
  try {
    return await answer
  } catch (e) {
    if (e instanceof ApiError && e.status === 401 && !keep401) {
      const guest = session.value.me?.admin === false
      if (
        !guest ||
        !(await call401('rest/verifyAuthorization').then(
          () => true,
          () => false,
        ))
      )
        signOut(true)
    }
    throw e
  }
}

/** Calls the device and returns the answer: checked with `schema`, else decoded as it is (undefined for an empty body). */
export function call<T = void>(path: string, o: CallOptions<T> = {}): Promise<T> {
  return signOutOn401(
    limited(async () => {
      const token = session.value.token
      let res: Response
      try {
        res = await ky(path.replace(/^\//, ''), {
          prefixUrl: location.origin,
          method: o.method ?? (o.json === undefined ? 'GET' : 'POST'),
          json: o.json,
          searchParams: o.searchParams,
          timeout: o.timeout ?? TIMEOUT,
          retry: 0,
          headers: token ? { Authorization: 'Bearer ' + token } : undefined,
        })
      } catch (e) {
        if (e instanceof HTTPError) throw statusError(e.response.status, e.response.statusText)
        if (e instanceof TimeoutError) throw new ApiError('Timed out', 0, 'err.timeout')
        throw new ApiError(e instanceof Error ? e.message : String(e), 0, 'err.network')
      }
      if (res.status === 205) throw new RebootRequired()
      if (!o.schema) return undefined as T
      const data = await decode(res, path, o.binary)
      return (o.schema ? parse(o.schema, data, path, o.shown) : data) as T
    }),
    o.keep401,
  )
}

/** The error for an HTTP status of 400 or above. */
function statusError(s: number, text: string) {
  return s === 400 ? new ApiError('Request Failed', s, 'err.requestFailed') : new ApiError(text || 'HTTP ' + s, s)
}

/** The body as JSON or MessagePack (undefined when empty); anything else is unreadable(path). */
async function decode(res: Response, path: string, binary?: boolean): Promise<unknown> {
  // The device answers every unknown GET with the page itself (200, text/html): that is not data.
  const html = (res.headers.get('content-type') ?? '').includes('text/html')
  try {
    if (binary) {
      const buf = new Uint8Array(await res.arrayBuffer())
      return buf.length ? unpack(buf) : undefined
    }
    const text = await res.text()
    if (text && html) throw 0
    return text ? JSON.parse(text) : undefined
  } catch {
    throw unreadable(path)
  }
}

/** A GET whose answer must match `schema`. */
export const get = <T>(path: string, schema: ZodMiniType<T>, o?: CallOptions<T>) => call<T>(path, { ...o, schema })
/** A GET of an answer only shown on screen (status, live data): read leniently, see parse. */
export const show = <T>(path: string, schema: ZodMiniType<T>, o?: CallOptions<T>) => call<T>(path, { ...o, schema, shown: true })
/** A POST whose answer is not needed (its status is all that counts). */
export const post = (path: string, json: unknown = {}, o?: CallOptions<void>) => call<void>(path, { ...o, json })
/**
 * The one kind of call whose 401 is an answer rather than a lost session, so it does not sign out: a
 * wrong password, an unknown user, a token the device no longer takes, a device back from a restart with
 * other users.
 */
export const call401 = <T = void>(path: string, o: CallOptions<T> = {}) => call<T>(path, { ...o, keep401: true })
/** Turns an unreadable answer into undefined (the callers that treat it as "no answer yet"). */
export const orNothing = (e: unknown) => {
  if (isUnreadable(e)) return undefined
  throw e
}

/**
 * A settings-style POST (device-api §0): the device's new state, or undefined when its answer cannot be
 * read (an empty body, 'OK' as some builds answer): it said 200, so what was sent is what it holds.
 */
export const save = <T>(path: string, schema: ZodMiniType<T>, json: unknown): Promise<T | undefined> => call<T>(path, { json, schema }).catch(orNothing)

export const UPLOAD_TIMEOUT = 60_000

/**
 * POSTs one file as multipart form data (field `file`, device-api §4) with the rules of save(), through
 * XMLHttpRequest because fetch reports no upload progress. `onProgress` gets 0..1. Aborting through `signal`
 * rejects with the signal's reason (an AbortError); a connection the device drops (as it does for a wrong
 * file type) is the 'err.network' ApiError.
 */
export function upload<T>(
  path: string,
  file: File,
  schema: ZodMiniType<T>,
  o: { onProgress?: (done: number) => void; signal?: AbortSignal } = {},
): Promise<T | undefined> {
  return signOutOn401(
    limited(
      () =>
        new Promise<T | undefined>((resolve, reject) => {
          if (o.signal?.aborted) return reject(o.signal.reason) // cancelled while waiting for a free slot
          const xhr = new XMLHttpRequest()
          xhr.open('POST', location.origin + '/' + path.replace(/^\//, ''))
          xhr.timeout = UPLOAD_TIMEOUT
          const token = session.value.token
          if (token) xhr.setRequestHeader('Authorization', 'Bearer ' + token)
          xhr.upload.onprogress = (e) => e.lengthComputable && o.onProgress?.(e.loaded / e.total)
          xhr.onerror = () => reject(new ApiError('Network Error', 0, 'err.network'))
          xhr.ontimeout = () => reject(new ApiError('Timed out', 0, 'err.timeout'))
          xhr.onabort = () => reject(o.signal?.reason)
          xhr.onload = () => {
            const s = xhr.status
            if (s === 205) return reject(new RebootRequired())
            if (s >= 400) return reject(statusError(s, xhr.statusText))
            const headers = { 'content-type': xhr.getResponseHeader('content-type') ?? '' }
            // Like save(): a 200 whose body cannot be read is a success without an answer.
            decode(new Response(xhr.responseText, { status: s, headers }), path)
              .then((d) => parse(schema, d, path))
              .catch(orNothing)
              .then(resolve, reject)
          }
          o.signal?.addEventListener('abort', () => xhr.abort())
          const form = new FormData()
          form.append('file', file)
          xhr.send(form)
        }),
    ),
  )
}

/** A settings-style endpoint (device-api §0): GET the object, POST it back whole. `schema` checks both ways. */
export interface Settings<T> {
  schema: ZodMiniType<T>
  load: () => Promise<T>
  save: (data: unknown) => Promise<T | undefined>
}
export const settings = <T>(path: string, schema: ZodMiniType<T>): Settings<T> => ({
  schema,
  load: () => get(path, schema),
  save: (data) => save(path, schema, data),
})
