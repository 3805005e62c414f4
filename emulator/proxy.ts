// --device http://HOST: the emulator stands aside and forwards the API to a real gateway, while the page
// still comes from the local dist/ (that is the point: try a new build against real data).
import type { IncomingMessage } from 'node:http'
import type { Context } from 'hono'
import type { Logger } from './logger.ts'

/** The paths a real gateway answers: /rest/*, /api, /api/*, /es/*. */
export const isDevicePath = (path: string) => path.startsWith('/rest/') || path === '/api' || path.startsWith('/api/') || path.startsWith('/es/')

// Hop-by-hop headers and those fetch sets itself. accept-encoding is dropped because fetch would decode
// a compressed reply while keeping its Content-Encoding header.
const DROP_REQUEST = ['host', 'connection', 'keep-alive', 'content-length', 'transfer-encoding', 'accept-encoding']
const DROP_RESPONSE = ['connection', 'keep-alive', 'content-length', 'transfer-encoding', 'content-encoding']

export function createProxy(device: string, log: Logger) {
  const base = new URL(device)
  // Each kind of failure (refused, no route, unknown name, ...) is said once, not at every poll of the page;
  // once a request gets through, the next failure is news again.
  const said = new Set<string>()
  return async function proxy(c: Context): Promise<Response> {
    const url = new URL(c.req.url)
    const target = new URL(url.pathname + url.search, base)
    const headers = new Headers(c.req.raw.headers)
    for (const h of DROP_REQUEST) headers.delete(h)
    const hasBody = c.req.method !== 'GET' && c.req.method !== 'HEAD'
    let res: Response
    try {
      res = await fetch(target, {
        method: c.req.method,
        headers,
        body: hasBody ? c.req.raw.body : undefined,
        redirect: 'manual',
        // Stream the request body (uploads) instead of buffering it; required by fetch for a stream body.
        ...(hasBody ? { duplex: 'half' } : {}),
      } as RequestInit)
    } catch (e) {
      const cause = ((e as Error).cause ?? e) as NodeJS.ErrnoException
      const kind = cause.code ?? cause.name
      if (!said.has(kind)) {
        said.add(kind)
        log.warn(`--device ${base.origin} cannot be reached: ${cause.message} (said once until a request gets through)`)
      }
      // No answer at all, as when the page talks to an unreachable gateway itself: the browser's request fails
      // and the console says the device cannot be reached (a 502 would show as "Bad Gateway"). Without a
      // socket (a test's app.request) there is nothing to drop, so that gets the 502.
      const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming
      incoming?.socket.destroy()
      return c.text(`device ${base.origin} unreachable: ${cause.message}\n`, 502)
    }
    said.clear()
    const out = new Headers(res.headers)
    for (const h of DROP_RESPONSE) out.delete(h)
    // The body is passed through as a stream, so /es/log events arrive as the device sends them.
    const body = [204, 205, 304].includes(res.status) ? null : res.body // Response() refuses a body there
    return new Response(body, { status: res.status, statusText: res.statusText, headers: out })
  }
}
