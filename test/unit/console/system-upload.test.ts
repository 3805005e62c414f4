// The client's upload() (device-api §4, docs/console.md §7): multipart field `file`, bearer token, progress,
// abort, and the same status rules as every other call, seen through a fake XMLHttpRequest.
import './_dom'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { RebootRequired } from '../../../src/api/errors'
import { uploadFile } from '../../../src/api/system'
import { UPLOAD_TIMEOUT } from '../../../src/api/upload'
import { session, signIn } from '../../../src/state/session'
import { fails, token } from './_helpers'

/** Records what is sent; `answer` decides what happens once the body is "sent". */
class FakeXhr {
  static last: FakeXhr
  static answer: (x: FakeXhr) => void = (x) => x.reply(200, '')
  method = ''
  url = ''
  timeout = 0
  headers: Record<string, string> = {}
  body: FormData | null = null
  status = 0
  statusText = ''
  responseText = ''
  contentType = ''
  upload = { onprogress: null as null | ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) }
  onload: null | (() => void) = null
  onerror: null | (() => void) = null
  ontimeout: null | (() => void) = null
  onabort: null | (() => void) = null
  constructor() {
    FakeXhr.last = this
  }
  open(method: string, url: string) {
    this.method = method
    this.url = url
  }
  setRequestHeader(k: string, v: string) {
    this.headers[k.toLowerCase()] = v
  }
  getResponseHeader(k: string) {
    return k.toLowerCase() === 'content-type' ? this.contentType : null
  }
  send(body: FormData) {
    this.body = body
    setTimeout(() => FakeXhr.answer(this))
  }
  abort() {
    this.onabort?.()
  }
  reply(status: number, text: string, statusText = '', type = 'application/json') {
    Object.assign(this, { status, responseText: text, statusText, contentType: type })
    this.onload?.()
  }
}
// Swapped in only while this file runs: uvu loads every test file into one process first.
const realXhr = globalThis.XMLHttpRequest
test.before(() => void ((globalThis as any).XMLHttpRequest = FakeXhr))
test.after(() => void ((globalThis as any).XMLHttpRequest = realXhr))

const file = new File(['0123456789abcdef0123456789abcdef'], 'fw.md5')

test.before.each(() => signIn(token({ username: 'admin', admin: true })))

test('POSTs one file as `file` with the bearer token and a 60 s time-out; {md5} comes back decoded', async () => {
  FakeXhr.answer = (x) => x.reply(200, '{"md5":"0123456789abcdef0123456789abcdef"}')
  assert.equal(await uploadFile(file), { md5: '0123456789abcdef0123456789abcdef' })
  const x = FakeXhr.last
  assert.is(x.method, 'POST')
  assert.is(x.url, 'http://127.0.0.1:3080/rest/uploadFile')
  assert.is(x.headers.authorization, 'Bearer ' + session.value.token)
  assert.is(x.timeout, UPLOAD_TIMEOUT)
  assert.is((x.body!.get('file') as File).name, 'fw.md5')
})

test('an empty 200 (image or backup taken) is undefined; progress is reported as a fraction', async () => {
  const seen: number[] = []
  FakeXhr.answer = (x) => {
    x.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 200 })
    x.upload.onprogress?.({ lengthComputable: true, loaded: 200, total: 200 })
    x.reply(200, '', '', '')
  }
  assert.is(await uploadFile(file, { onProgress: (p) => seen.push(p) }), undefined)
  assert.equal(seen, [0.25, 1])
})

test('status rules: 205 reboot, 400 Request Failed, others their status text, 401 signs out', async () => {
  FakeXhr.answer = (x) => x.reply(205, '')
  assert.instance(await fails(uploadFile(file)), RebootRequired)
  FakeXhr.answer = (x) => x.reply(400, '', 'Bad Request')
  assert.is((await fails(uploadFile(file))).key, 'c.err.requestFailed')
  FakeXhr.answer = (x) => x.reply(503, '', 'Service Unavailable')
  const e = await fails(uploadFile(file))
  assert.is(e.message, 'Service Unavailable')
  assert.is(e.status, 503)
  FakeXhr.answer = (x) => x.reply(401, '', 'Unauthorized')
  await fails(uploadFile(file))
  assert.is(session.value.token, null)
  assert.is(session.value.error, 'expired')
})

test('a dropped connection (the device refusing a file) is the network error; a time-out its own', async () => {
  FakeXhr.answer = (x) => x.onerror?.()
  const e = await fails(uploadFile(file))
  assert.is(e.key, 'c.err.network')
  assert.is(e.status, 0)
  FakeXhr.answer = (x) => x.ontimeout?.()
  assert.is((await fails(uploadFile(file))).key, 'c.err.timeout')
})

test('abort through the signal rejects with its reason (an AbortError)', async () => {
  FakeXhr.answer = () => {} // never answers
  const ctl = new AbortController()
  const p = uploadFile(file, { signal: ctl.signal })
  await new Promise((r) => setTimeout(r, 5))
  ctl.abort()
  const e = (await fails(p)) as unknown as DOMException
  assert.is(e.name, 'AbortError')
})

test.run()
