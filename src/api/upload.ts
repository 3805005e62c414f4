// A file sent to the device, with progress (device-api §4).
import type { ZodMiniType } from 'zod/mini'
import { decode } from './decode'
import { networkError, orNothing, statusError, timedOut } from './errors'
import { parse } from './parse'
import { authorization, deviceUrl, request } from './transport'

export const UPLOAD_TIMEOUT = 60_000

/**
 * POSTs one file as multipart form data (field `file`, device-api §4) with the rules of save(), through
 * XMLHttpRequest because fetch reports no upload progress. `onProgress` gets 0..1. Aborting through `signal`
 * rejects with the signal's reason (an AbortError); a connection the device drops (as it does for a wrong
 * file type) is the 'c.err.network' ApiError.
 */
export function upload<T>(
  path: string,
  file: File,
  schema: ZodMiniType<T>,
  o: { onProgress?: (done: number) => void; signal?: AbortSignal } = {},
): Promise<T | undefined> {
  return request(
    () =>
      new Promise<T | undefined>((resolve, reject) => {
        if (o.signal?.aborted) return reject(o.signal.reason) // cancelled while waiting for a free slot
        const xhr = new XMLHttpRequest()
        xhr.open('POST', deviceUrl(path))
        xhr.timeout = UPLOAD_TIMEOUT
        for (const [k, v] of Object.entries(authorization())) xhr.setRequestHeader(k, v)
        xhr.upload.onprogress = (e) => e.lengthComputable && o.onProgress?.(e.loaded / e.total)
        xhr.onerror = () => reject(networkError('Network Error'))
        xhr.ontimeout = () => reject(timedOut())
        xhr.onabort = () => reject(o.signal?.reason)
        xhr.onload = () => {
          const error = statusError(xhr.status, xhr.statusText)
          if (error) return reject(error)
          const headers = { 'content-type': xhr.getResponseHeader('content-type') ?? '' }
          // Like save(): a 200 whose body cannot be read is a success without an answer.
          decode(new Response(xhr.responseText, { headers }), path)
            .then((d) => parse(schema, d, path))
            .catch(orNothing)
            .then(resolve, reject)
        }
        o.signal?.addEventListener('abort', () => xhr.abort())
        const form = new FormData()
        form.append('file', file)
        xhr.send(form)
      }),
  )
}
