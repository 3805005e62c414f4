// A web server that behaves, on the wire, like an EMS-ESP 3.6.5 gateway serving the console, for the
// first-load bench: the one gzipped page for every GET that is not an API call (with its strong ETag and a 304
// for a matching If-None-Match), the API proxied to an emulator, every connection closed after its response
// (ESPAsyncWebServer keeps none alive, so each request pays a new TCP handshake under the emulated latency),
// and only a few requests served at once: the rest wait for a slot, as they would for the ESP32's few sockets.
import http from 'node:http'
import { etagOf } from '../../firmware-embed/header.mjs'

const API = /^\/(rest\/|api|es\/)/

/**
 * Starts the server on a free loopback port. `page`: the gzip bytes (dist/index.html.gz); `api`: the emulator's
 * origin; `sockets`: requests served at once. Returns { url, stats: { served, queued }, close() }.
 */
export function startEsp32Server({ page, api, sockets = 3 }) {
  const etag = etagOf(page)
  const upstream = new URL(api)
  const stats = { served: 0, queued: 0 }
  const waiting = []
  let active = 0

  const next = () => {
    while (active < sockets && waiting.length) {
      const [req, res] = waiting.shift()
      if (!req.socket.destroyed) handle(req, res) // a client that gave up while waiting takes no slot
    }
  }

  function handle(req, res) {
    active++
    stats.served++
    res.on('close', () => {
      active--
      next()
    })
    if (API.test(req.url)) proxy(req, res)
    else servePage(req, res)
  }

  // What the firmware's unknown-route handler does: the page for any GET, 200 for OPTIONS, 404 for the rest.
  function servePage(req, res) {
    if (req.method === 'OPTIONS') return res.writeHead(200, { Connection: 'close' }).end()
    if (req.method !== 'GET' && req.method !== 'HEAD') return res.writeHead(404, { Connection: 'close' }).end()
    if (req.headers['if-none-match'] === etag) return res.writeHead(304, { ETag: etag, Connection: 'close' }).end()
    res.writeHead(200, {
      'Content-Type': 'text/html',
      'Content-Encoding': 'gzip',
      'Content-Length': page.length,
      ETag: etag,
      Connection: 'close',
    })
    res.end(req.method === 'HEAD' ? undefined : page)
  }

  function proxy(req, res) {
    const headers = { ...req.headers, host: upstream.host, connection: 'close' }
    const up = http.request({ hostname: upstream.hostname, port: upstream.port, path: req.url, method: req.method, headers }, (answer) => {
      const out = { ...answer.headers, connection: 'close' }
      delete out['keep-alive']
      res.writeHead(answer.statusCode ?? 502, out)
      res.flushHeaders() // an event stream's headers go out now, its events as they come
      answer.pipe(res)
    })
    up.on('error', (e) => {
      if (res.headersSent) res.destroy()
      else res.writeHead(502, { Connection: 'close' }).end(`proxy: ${e.message}`)
    })
    res.on('close', () => {
      if (!res.writableFinished) up.destroy() // the browser went away: so does the upstream call
    })
    req.pipe(up)
  }

  const server = http.createServer((req, res) => {
    if (active < sockets) return handle(req, res)
    stats.queued++
    waiting.push([req, res])
  })
  return new Promise((resolve, reject) => {
    server.on('error', reject)
    server.listen(0, '127.0.0.1', () => {
      resolve({
        url: `http://127.0.0.1:${server.address().port}`,
        stats,
        close: () =>
          new Promise((done) => {
            server.closeAllConnections()
            server.close(() => done())
          }),
      })
    })
  })
}
