// Request bodies are limited WHILE they are read: a huge chunked POST (no Content-Length) gets its answer
// long before the client has sent it all, and the emulator's memory stays low. Through a real socket,
// because only there does a body arrive in pieces.
import http from 'node:http'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { MAX_UPLOAD } from '../../../emulator/routes/upload.ts'
import { startEmulator } from '../../e2e/emulator.ts'

const MB = 1024 * 1024
const TOTAL = 200 * MB

/**
 * POSTs up to TOTAL bytes of `chunk`s in chunked encoding, writing only while the socket takes them and
 * stopping as soon as an answer arrives. Resolves with the status, the bytes sent by then and the growth
 * of this process's memory (emulator and client share it).
 */
function flood(url: string, path: string, headers: Record<string, string>, first: string, filler: number) {
  const rss0 = process.memoryUsage().rss
  let peak = rss0
  return new Promise<{ status: number; sent: number; grew: number }>((resolve, reject) => {
    let sent = 0
    let answered = false
    const req = http.request(url + path, { method: 'POST', headers: { ...headers, 'transfer-encoding': 'chunked' } })
    const chunk = Buffer.alloc(64 * 1024, filler)
    const pump = () => {
      while (!answered && sent < TOTAL) {
        peak = Math.max(peak, process.memoryUsage().rss)
        const ok = req.write(sent === 0 ? Buffer.concat([Buffer.from(first), chunk]) : chunk)
        sent += chunk.length
        if (!ok) return void req.once('drain', pump)
      }
      if (!answered) req.end()
    }
    req.on('response', (res) => {
      answered = true
      res.resume()
      resolve({ status: res.statusCode ?? 0, sent, grew: peak - rss0 })
      req.destroy()
    })
    req.on('error', (e) => answered || reject(e))
    pump()
  })
}

test('a 200 MB chunked JSON body: 413 after little more than the 16384-byte limit, memory stays low', async () => {
  const emu = await startEmulator()
  try {
    const r = await flood(emu.url, '/rest/signIn', { 'content-type': 'application/json' }, '{"username":"', 0x61)
    assert.is(r.status, 413)
    assert.ok(r.sent < 20 * MB, `answered after ${r.sent} bytes, not at the end of the body`)
    assert.ok(r.grew < 64 * MB, `memory grew by ${Math.round(r.grew / MB)} MB`)
    // still serving
    const res = await fetch(emu.url + '/rest/signIn', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"username":"admin","password":"admin"}',
    })
    assert.is(res.status, 200)
  } finally {
    await emu.stop()
  }
})

test('a 200 MB chunked upload: refused as too large for the partition (507) while reading', async () => {
  const emu = await startEmulator()
  try {
    const token = (
      (await (
        await fetch(emu.url + '/rest/signIn', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: '{"username":"admin","password":"admin"}',
        })
      ).json()) as { access_token: string }
    ).access_token
    const boundary = 'xyz'
    const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.bin"\r\nContent-Type: application/octet-stream\r\n\r\n`
    const r = await flood(
      emu.url,
      '/rest/uploadFile',
      { 'content-type': `multipart/form-data; boundary=${boundary}`, authorization: 'Bearer ' + token },
      head,
      0xe9,
    )
    assert.is(r.status, 507)
    assert.ok(r.sent < MAX_UPLOAD + 20 * MB, `answered after ${r.sent} bytes, not at the end of the body`)
    assert.ok(r.grew < 80 * MB, `memory grew by ${Math.round(r.grew / MB)} MB`)
  } finally {
    await emu.stop()
  }
})

test.run()
