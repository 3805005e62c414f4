// POST /rest/uploadFile (device-api §4), with the checks of the firmware's UploadFileService: admin (403),
// the extension after the last dot (bin, json, md5; anything else is 406 and the connection is dropped),
// a .bin only above 1,000,000 bytes with the ESP image magic and this chip's id, an optional .md5 sent
// before it, and a .json backup that is restored at the following boot.
import { createHash } from 'node:crypto'
import type { Socket } from 'node:net'
import { since } from '../../src/schemas/releases.ts'
import type { App, Ctx } from '../context.ts'
import { readLimited } from '../endpoints.ts'
import { restore } from './backup.ts'
import { stateOf } from './system-state.ts'

/** Byte 12 of an ESP32 app image: the chip it was built for. */
export const CHIP_ID: Record<string, number> = { ESP32: 0, 'ESP32-S2': 2, 'ESP32-C3': 5, 'ESP32-S3': 9 }
export const MIN_FIRMWARE = 1_000_000
/**
 * The largest upload: the emulated board's app partition (systemStatus app_used + app_free, 6144 KB). The
 * firmware's Update.begin() refuses a bigger image with 507; a bigger request is refused here the same way,
 * while reading, so it never fills the emulator's memory.
 */
export const MAX_UPLOAD = 6144 * 1024

export function register(app: App, ctx: Ctx) {
  let md5 = '' // kept in RAM for the next .bin, like the firmware
  // Until 3.6.5 the gateway restarts once the client disconnects; from 3.7.0 the restart is queued until
  // system status is next read (system-state.ts).
  const reboot = since(ctx.firmware.version, '3.7.0') ? stateOf(ctx).queueRestart : ctx.restart

  app.post('/rest/uploadFile', async (c) => {
    if (!ctx.me(c.req.raw)?.admin) return c.body(null, 403) // the only 403 of the API
    const size = Number(c.req.header('content-length') ?? 0) // of the whole request, as the firmware checks it
    const raw = await readLimited(c.req.raw, MAX_UPLOAD)
    if (!raw) return c.body(null, 507)
    let file: File | undefined
    try {
      const form = await new Request(c.req.url, { method: 'POST', headers: { 'content-type': c.req.header('content-type') ?? '' }, body: raw }).formData()
      file = [...form.values()].find((v): v is File => v instanceof File)
    } catch {
      // not multipart: no file reaches the upload handler
    }
    if (!file) return md5 ? c.json({ md5 }) : c.body(null, 500)

    const ext = file.name.slice(file.name.lastIndexOf('.') + 1) // case-sensitive, as on the device
    const bytes = new Uint8Array(await file.arrayBuffer())
    if (ext === 'md5') {
      if (bytes.length === 32) md5 = new TextDecoder().decode(bytes)
      return md5 ? c.json({ md5 }) : c.body(null, 500)
    }
    if (ext === 'json') {
      md5 = ''
      const text = new TextDecoder().decode(bytes)
      reboot(() => {
        let json: unknown
        try {
          json = JSON.parse(text)
        } catch {
          ctx.log.warn('upload: the uploaded .json is not JSON; ignored at boot')
          return
        }
        if (!restore(ctx, json)) ctx.log.warn('upload: unknown backup type; ignored at boot')
      })
      return c.body(null, 200)
    }
    if (ext === 'bin' && size > MIN_FIRMWARE) {
      const want = md5
      md5 = ''
      const settings = ctx.store.has('settings') ? ctx.store.get('settings') : {}
      const chip = CHIP_ID[typeof settings.platform === 'string' ? settings.platform : 'ESP32'] ?? 0
      if (bytes[0] !== 0xe9 || bytes[12] !== chip) return c.body(null, 503)
      if (want && createHash('md5').update(bytes).digest('hex') !== want.toLowerCase()) return c.body(null, 500) // Update.end() verify
      reboot() // the new image boots
      return c.body(null, 200)
    }
    // Not acceptable: the device answers 406 and closes the socket at once, so a browser sees a network error.
    md5 = ''
    const socket = (c.env as { incoming?: { socket?: Socket } } | undefined)?.incoming?.socket
    if (socket) {
      socket.destroy()
      return new Response(null, { status: 406 }) // never reaches the client
    }
    return c.body(null, 406)
  })
}
