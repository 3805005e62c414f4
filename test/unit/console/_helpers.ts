// Small helpers several unit test files share: a stand-in for the device's HTTP side (stubFetch and its
// answers json/msgpack/page), a wait (until), a token and a failure catcher.
import { pack } from 'msgpackr'
import { act } from 'preact/test-utils'
import type { Test } from 'uvu'
import * as assert from 'uvu/assert'
import { SETTINGS_DEFAULTS } from '../../../emulator/routes/settings.ts'
import type { ApiError } from '../../../src/api/errors'

/** A token shaped as the device makes it (fixed header, `payload` claims); the signature is not checked here. */
export const token = (payload: object) => 'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.' + Buffer.from(JSON.stringify(payload)).toString('base64url') + '.sig'

/** The error `p` rejects with; throws if it resolves. */
export async function fails(p: Promise<unknown>) {
  try {
    await p
  } catch (e) {
    return e as ApiError
  }
  throw new Error('expected a failure')
}

// ---- answers, as the firmware sends them ------------------------------------------------------------

const JSON_TYPE = { 'content-type': 'application/json' }

/** A JSON answer. A string is taken as the body's text already, so a test can send broken or odd JSON. */
export const json = (body: unknown) => new Response(typeof body === 'string' ? body : JSON.stringify(body), { headers: JSON_TYPE })

/**
 * A MessagePack answer, labelled JSON as the firmware labels it. Bytes are sent as they are, so a test can
 * send a cut-off or broken one.
 */
export const msgpack = (body: unknown) => new Response(new Uint8Array(body instanceof Uint8Array ? body : pack(body)), { headers: JSON_TYPE })

/** The console's own page: what the firmware answers for a path it does not know. */
export const page = () => new Response('<!doctype html><title>EMS Console</title>', { headers: { 'content-type': 'text/html' } })

// ---- the device ---------------------------------------------------------------------------------------

/** How the stub answers a request; `path` is the URL's path, e.g. /rest/coreData. */
export type Answer = (req: Request, path: string) => Response | Promise<Response>
/** One request as the device received it: `body` is the JSON sent (its text if it is not JSON), undefined without one. */
export interface Sent {
  method: string
  path: string
  body: unknown
}

/**
 * Stands in for the device: fetch answers with `stub.answer`, either a function or answers by path (a path
 * without one gets the page, as the firmware does). It is in place only while this file's tests run: uvu
 * imports every test file before running any, so a stub set at import would answer other files' requests.
 * `sent` (what each request carried) and `requests` (copies, for headers and the query) start empty for
 * each test; they are emptied in place, so a test may keep them under its own name.
 */
export function stubFetch(suite: Test, answer: Answer | Record<string, Answer> = () => new Response('')) {
  const stub = { answer, sent: [] as Sent[], requests: [] as Request[] }
  let realFetch = globalThis.fetch
  suite.before(() => {
    realFetch = globalThis.fetch
    globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
      const req = input instanceof Request ? input : new Request(input, init)
      const path = new URL(req.url).pathname
      stub.requests.push(req.clone())
      const text = await req.clone().text()
      stub.sent.push({ method: req.method, path, body: text ? parsed(text) : undefined })
      const { answer } = stub
      return typeof answer === 'function' ? answer(req, path) : (answer[path] ?? page)(req, path)
    }) as typeof fetch
  })
  suite.after(() => void (globalThis.fetch = realFetch))
  suite.before.each(() => {
    stub.sent.length = 0
    stub.requests.length = 0
  })
  return stub
}

function parsed(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return text
  }
}

// ---- waiting ------------------------------------------------------------------------------------------

/**
 * Waits until `ok()` holds, for `ms` at the most, then asserts it (naming what the page shows). Each pause
 * runs inside act(), so the renders and effects an answer or a timer started are done before the next look.
 * The bound is generous: it is only reached when the test fails, and a busy machine renders slowly.
 */
export async function until(ok: () => boolean, ms = 10_000) {
  const end = Date.now() + ms
  while (!ok() && Date.now() < end) await act(() => new Promise((r) => setTimeout(r, 5)))
  assert.ok(ok(), 'timed out; the page shows: ' + (globalThis.document?.body.textContent ?? ''))
}

// ---- doing, as a user does ----------------------------------------------------------------------------

/** Types `value` into `field`: the new text, then the input event the form listens to, inside act(). */
export const typeInto = (field: HTMLInputElement, value: string) =>
  act(() => {
    field.value = value
    field.dispatchEvent(new Event('input', { bubbles: true }))
  })

/**
 * Application settings as a gateway answers them without the keys the form never shows (version, platform,
 * solar_maxflow, weblog_*): the emulator's defaults less those, what any 3.6 release sends at the least.
 */
export function appSettingsAnswer() {
  const { version, platform, solar_maxflow, weblog_level, weblog_buffer, weblog_compact, ...shown } = SETTINGS_DEFAULTS
  return shown
}
