// The fault matrix's faults (faults.test.ts): the client's time-outs, every way an answer can go wrong, what a
// captive portal answers, and what counts as a translated error on screen.
import fs from 'node:fs'

export const en: typeof import('../../locales/en.json') = JSON.parse(fs.readFileSync(new URL('../../locales/en.json', import.meta.url), 'utf8'))

/** The client's time-outs (docs/console.md §7, src/api/transport.ts): 3 s, the list of networks 20 s. */
export const TIMEOUT = 3000
export const LIST_TIMEOUT = 20_000
/**
 * How long a screen may take to show what it has to show after the answer (or the time-out). Generous, as
 * only a failing case waits it out; a loaded CI machine must not turn a slow render into a failure.
 */
export const SETTLE = 12_000

export const TRANSPORT = ['timeout', '500', '401', 'connection reset'] as const
export const JSON_BODIES = ['truncated JSON', '{}', 'wrong-typed field', 'HTML labelled JSON'] as const
export const BINARY_BODIES = ['truncated MessagePack', '{}', 'wrong-typed field', 'HTML labelled JSON'] as const
/** One record of a list in a display answer without its id (or with a text one): that record only goes. */
export const DRIFT = 'id drift' as const
export type Fault = (typeof TRANSPORT)[number] | (typeof JSON_BODIES)[number] | (typeof BINARY_BODIES)[number] | typeof DRIFT
export const SAVE_FAULTS = ['500', 'timeout', 'connection reset'] as const

/** What a captive portal or a proxy answers: a page, labelled JSON. */
export const PORTAL = '<!doctype html><html><head><title>Hotel WiFi</title></head><body><form action="/login"><input name="room"></form></body></html>'
export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

// ---- what counts as a translated error ---------------------------------------------------------------

/** The console's own error texts (any under `err`, the scan's, the dashboard's gateway-away banner), and the status texts of the faults (shown as sent, docs/console.md §7). */
const KNOWN = [...Object.values(en.c.err), en.ui.scan.fail, en.dashboard.noAnswer, 'Internal Server Error', 'Unauthorized'].map(
  (s) => new RegExp(s.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{\{\w+\}\}/g, '.*')),
)
/** A library's or the engine's words leaking into the screen. */
export const RAW =
  /TypeError|SyntaxError|RangeError|ReferenceError|Unexpected (token|end|character)|JSON\.|undefined|NaN|Cannot read|is not (a function|iterable|valid JSON)|\[object /
export const translated = (text: string) => KNOWN.some((re) => re.test(text)) && !RAW.test(text)
