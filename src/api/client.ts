// The one HTTP client for the device. Rules from the spec (section 7) and device-api §0:
// bearer token, 3 s time-out, 205 = reboot required, 400 = 'Request Failed', other >= 400 = status text,
// 401 signs out, MessagePack answers decoded, and never more than 3 requests in flight (an ESP32 serves
// only a handful of sockets at once).
import ky, { HTTPError, TimeoutError } from 'ky'
import { unpack } from 'msgpackr/unpack'
import { session, signOut } from '../state/session'

export const TIMEOUT = 3000

/**
 * A failed call. `message` is in the spec's words; `key` is the i18n key of messages this client makes
 * itself (a status text from the device has none and is shown as it is). Show it with errorText().
 */
export class ApiError extends Error {
  constructor(message: string, readonly status = 0, readonly key?: string) {
    super(message)
  }
}
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

export interface CallOptions {
  /** JSON body; presence makes it a POST unless `method` says otherwise. */
  json?: unknown
  method?: 'GET' | 'POST'
  searchParams?: Record<string, string | number>
  timeout?: number
  /** The answer is MessagePack (deviceData, deviceEntities): decode it whatever its Content-Type says. */
  binary?: boolean
  /** Do not sign out on 401 (sign-in uses 401 for a wrong password). */
  keep401?: boolean
}

/** Calls the device and returns the decoded answer (undefined for an empty body). */
export function call<T = unknown>(path: string, o: CallOptions = {}): Promise<T> {
  return limited(async () => {
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
      if (e instanceof HTTPError) throw statusError(e.response.status, e.response.statusText, o.keep401)
      if (e instanceof TimeoutError) throw new ApiError('Timed out', 0, 'err.timeout')
      throw new ApiError(e instanceof Error ? e.message : String(e), 0, 'err.network')
    }
    if (res.status === 205) throw new RebootRequired()
    return decode<T>(res, o.binary)
  })
}

/** The error for an HTTP status of 400 or above; a 401 signs out unless `keep401`. */
function statusError(s: number, text: string, keep401?: boolean) {
  if (s === 401 && !keep401) signOut(true)
  return s === 400 ? new ApiError('Request Failed', s, 'err.requestFailed') : new ApiError(text || 'HTTP ' + s, s)
}

async function decode<T>(res: Response, binary?: boolean): Promise<T> {
  if (binary) {
    const buf = new Uint8Array(await res.arrayBuffer())
    return (buf.length ? unpack(buf) : undefined) as T
  }
  const text = await res.text()
  if (!text) return undefined as T
  // The device answers every unknown GET with the page itself (200, text/html): that is not data.
  if ((res.headers.get('content-type') ?? '').includes('text/html')) throw new ApiError('Unexpected answer', res.status, 'err.unexpected')
  try {
    return JSON.parse(text) as T
  } catch {
    return text as T
  }
}

export const get = <T>(path: string, o?: CallOptions) => call<T>(path, o)
export const post = <T = unknown>(path: string, json: unknown = {}, o?: CallOptions) => call<T>(path, { ...o, json })

export const UPLOAD_TIMEOUT = 60_000

/**
 * POSTs one file as multipart form data (field `file`, device-api §4) with the rules of call(), through
 * XMLHttpRequest because fetch reports no upload progress. `onProgress` gets 0..1. Aborting through `signal`
 * rejects with the signal's reason (an AbortError); a connection the device drops (as it does for a wrong
 * file type) is the 'err.network' ApiError.
 */
export function upload<T = unknown>(path: string, file: File, o: { onProgress?: (done: number) => void; signal?: AbortSignal } = {}): Promise<T> {
  return limited(
    () =>
      new Promise<T>((resolve, reject) => {
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
          decode<T>(new Response(xhr.responseText, { status: s, headers })).then(resolve, reject)
        }
        o.signal?.addEventListener('abort', () => xhr.abort())
        const form = new FormData()
        form.append('file', file)
        xhr.send(form)
      }),
  )
}
