// --dev: tells open pages to reload when the built page changes. GET /__livereload is an event stream
// that sends `data: reload` after each change of the watched file.
import fs from 'node:fs'
import type { Context } from 'hono'

export function createLiveReload(file: string) {
  const clients = new Set<ReadableStreamDefaultController<Uint8Array>>()
  const frame = new TextEncoder().encode('data: reload\n\n')

  // watchFile polls stat, so it also works while dist/ does not exist yet or the file is replaced.
  let timer: NodeJS.Timeout | undefined
  const onChange = (cur: fs.Stats) => {
    if (!cur.mtimeMs) return // deleted: wait for the next build
    clearTimeout(timer)
    timer = setTimeout(() => {
      for (const client of clients) {
        try {
          client.enqueue(frame)
        } catch {
          clients.delete(client) // the page went away
        }
      }
    }, 100) // a build may write twice; reload once
  }
  fs.watchFile(file, { interval: 250 }, onChange)

  return {
    handler(c: Context): Response {
      let me: ReadableStreamDefaultController<Uint8Array>
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          me = controller
          clients.add(controller)
          controller.enqueue(new TextEncoder().encode(': connected\n\n'))
        },
        cancel() {
          clients.delete(me)
        },
      })
      return c.body(body, 200, { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-cache' })
    },
    close() {
      fs.unwatchFile(file, onChange)
      clearTimeout(timer)
      for (const client of clients) {
        try {
          client.close()
        } catch {
          /* already closed */
        }
      }
      clients.clear()
    },
  }
}
