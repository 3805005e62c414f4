import { unpack } from 'msgpackr/unpack'
import { unreadable } from './errors'

/** The body as JSON or MessagePack (undefined when empty); anything else is unreadable(path). */
export async function decode(res: Response, path: string, binary?: boolean): Promise<unknown> {
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
