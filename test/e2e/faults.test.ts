// Fault matrix (issue 12): every GET the console makes x every way an answer can go wrong, injected with
// page.route in real Chromium. Each fault must end in a translated error with Retry (or, for 401, the
// sign-out to /unauthorized), without a page error, an endless spinner or a white screen, and Retry must
// recover once the fault is gone. Every settings form must keep every typed value when its save fails.
//
// One page per endpoint with its faults in sequence (a fault = the route handler's current mode), a few
// pages at once: most of the time goes into waiting for the client's time-outs. The whole matrix runs in
// `before`; each endpoint's test then reports its own cases, and `after` prints the matrix and its counts.
import fs from 'node:fs'
import { pack, unpack } from 'msgpackr'
import type { Browser, Page, Route } from 'playwright-core'
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { launch } from './browser'
import { type RunningEmulator, startEmulator } from './emulator'
import { fillIn } from './fixture'

const en = JSON.parse(fs.readFileSync(new URL('../../locales/en.json', import.meta.url), 'utf8'))

/** The client's time-outs (spec section 7, src/api/client.ts): 3 s, the list of networks 20 s. */
const TIMEOUT = 3000
const LIST_TIMEOUT = 20_000
/**
 * How long a screen may take to show what it has to show after the answer (or the time-out). Generous, as
 * only a failing case waits it out; a loaded CI machine must not turn a slow render into a failure.
 */
const SETTLE = 12_000
/** Pages at once. */
const PARALLEL = 4

const TRANSPORT = ['timeout', '500', '401', 'connection reset'] as const
const JSON_BODIES = ['truncated JSON', '{}', 'wrong-typed field', 'HTML labelled JSON'] as const
const BINARY_BODIES = ['truncated MessagePack', '{}', 'wrong-typed field', 'HTML labelled JSON'] as const
type Fault = (typeof TRANSPORT)[number] | (typeof JSON_BODIES)[number] | (typeof BINARY_BODIES)[number]
const SAVE_FAULTS = ['500', 'timeout', 'connection reset'] as const

/** What a captive portal or a proxy answers: a page, labelled JSON. */
const PORTAL = '<!doctype html><html><head><title>Hotel WiFi</title></head><body><form action="/login"><input name="room"></form></body></html>'

type Obj = Record<string, any>

interface Endpoint {
  /** The GET, e.g. /rest/coreData. */
  path: string
  /** Where the console makes it. */
  screen: string
  /** MessagePack answer (deviceData, deviceEntities). */
  binary?: boolean
  /** What the user does on the screen to make the console ask (open a device). */
  open?: (page: Page) => Promise<void>
  /** The answer with one field of another type. */
  wrong: (body: any) => unknown
  /**
   * An answer only shown on screen (issue 20): its one wrong-typed field shows as this text (or, for '', as
   * nothing) and the rest of the screen works, instead of the error panel.
   */
  shownAs?: string
  /** Shown (inside main) once the answer is there. */
  ready: string
  /** The retry button, when the screen's is not "Retry". */
  retry?: string
  /** Faults to leave out (the scan's transport faults are made on scanNetworks, its own entry). */
  only?: readonly Fault[]
  /** The client's time-out for this call. */
  timeout?: number
  /** Extra time a bad body may take to end in an error (the scan asks 10 more times, 1 s apart). */
  slow?: number
  /** A real answer to spoil, for a GET that may answer without one (202 while scanning). */
  sample?: unknown
  /**
   * How the screen reports a fault: 'panel', the error panel with Retry (default); 'toast', for a GET an
   * action makes (`open`): an error toast, the screen stays, and doing it again works once the fault is
   * gone (`done`); 'ignored', for a check whose failure only matters as a 401 (`ready` stays usable).
   */
  shows?: 'panel' | 'toast' | 'ignored'
  /** Resolves when the action worked (for 'toast'); started before the action. */
  done?: (page: Page) => Promise<unknown>
  /** Where the error panel shows (default main; a dialog's is in the dialog). */
  scope?: string
  /** A 401 is this call's own answer (generateToken: unknown user), not the end of the session. */
  keep401?: boolean
}

const row = (page: Page, text: string) => page.getByRole('row').filter({ hasText: text }).first()

/** Every GET the console makes on its screens (src/screens, src/ui/settings-form.tsx, src/api). */
const ENDPOINTS: Endpoint[] = [
  {
    path: '/rest/coreData',
    screen: '/dashboard/devices',
    wrong: (b) => ({ ...b, devices: b.devices.map((d: Obj, i: number) => (i ? d : { ...d, n: 4711 })) }),
    shownAs: '4711',
    ready: 'table',
  },
  {
    path: '/rest/deviceData',
    screen: '/dashboard/devices',
    binary: true,
    open: (page) => row(page, 'RC310').click(),
    wrong: (b) => ({ ...b, data: b.data.map((v: Obj, i: number) => (i ? v : { ...v, v: { value: 1 }, u: 'bar' })) }),
    shownAs: '',
    ready: '.panel table',
  },
  {
    path: '/rest/sensorData',
    screen: '/dashboard/sensors',
    wrong: (b) => ({ ...b, ts: b.ts.map((x: Obj, i: number) => (i ? x : { ...x, n: 31337 })) }),
    shownAs: '31337',
    ready: 'table',
  },
  { path: '/rest/status', screen: '/dashboard/status', wrong: (b) => ({ ...b, uptime: 'a while' }), shownAs: '', ready: 'dl' },
  { path: '/rest/settings', screen: '/settings/application', wrong: (b) => ({ ...b, tx_mode: 'auto' }), ready: 'form' },
  { path: '/rest/devices', screen: '/settings/customization', wrong: (b) => ({ ...b, devices: 'x' }), ready: 'select' },
  {
    path: '/rest/deviceEntities',
    screen: '/settings/customization',
    binary: true,
    open: (page) =>
      page
        .getByLabel('Device')
        .selectOption('1')
        .then(() => undefined),
    wrong: (b: Obj[]) => b.map((e) => ({ ...e, m: 'favourite' })),
    ready: 'table',
  },
  { path: '/rest/schedule', screen: '/settings/scheduler', wrong: (b) => ({ ...b, schedule: 'x' }), ready: 'table' },
  { path: '/rest/customEntities', screen: '/settings/customentities', wrong: (b) => ({ ...b, entities: 'x' }), ready: 'table' },
  { path: '/rest/networkStatus', screen: '/network/status', wrong: (b) => ({ ...b, hostname: 4711 }), shownAs: '4711', ready: 'dl' },
  { path: '/rest/scanNetworks', screen: '/network/scan', wrong: (b) => b, ready: 'table', retry: en.network.again, only: TRANSPORT },
  {
    path: '/rest/listNetworks',
    screen: '/network/scan',
    wrong: (b) => ({ ...b, networks: 'x' }),
    ready: 'table',
    retry: en.network.again,
    timeout: LIST_TIMEOUT,
    slow: 11_000,
    sample: { networks: [{ ssid: 'HomeNet', bssid: '3C:A6:2F:5B:10:01', channel: 6, rssi: -54, encryption_type: 3 }] },
  },
  { path: '/rest/networkSettings', screen: '/network/settings', wrong: (b) => ({ ...b, ssid: 42 }), ready: 'form' },
  { path: '/rest/apStatus', screen: '/ap/status', wrong: (b) => ({ ...b, ip_address: 4711 }), shownAs: '4711', ready: 'dl' },
  { path: '/rest/apSettings', screen: '/ap/settings', wrong: (b) => ({ ...b, channel: 'six' }), ready: 'form' },
  { path: '/rest/ntpStatus', screen: '/ntp/status', wrong: (b) => ({ ...b, server: 4711 }), shownAs: '4711', ready: 'dl' },
  { path: '/rest/ntpSettings', screen: '/ntp/settings', wrong: (b) => ({ ...b, enabled: 'yes' }), ready: 'form' },
  { path: '/rest/mqttStatus', screen: '/mqtt/status', wrong: (b) => ({ ...b, connected: 'yes' }), shownAs: '', ready: 'dl' },
  { path: '/rest/mqttSettings', screen: '/mqtt/settings', wrong: (b) => ({ ...b, port: '1883' }), ready: 'form' },
  { path: '/rest/securitySettings', screen: '/security/users', wrong: (b) => ({ ...b, users: 'admin' }), ready: 'table' },
  { path: '/rest/securitySettings', screen: '/security/settings', wrong: (b) => ({ ...b, jwt_secret: 12345 }), ready: 'form' },
  { path: '/rest/systemStatus', screen: '/system/status', wrong: (b) => ({ ...b, free_heap: 'plenty' }), shownAs: 'plenty KB', ready: 'dl' },
  { path: '/rest/logSettings', screen: '/system/log', wrong: (b) => ({ ...b, level: 'INFO' }), ready: 'form' },
  { path: '/rest/otaSettings', screen: '/system/ota', wrong: (b) => ({ ...b, port: '8266' }), ready: 'form' },
  // GETs outside a screen's load: the token check at start, a board's pins, an access token, backups.
  {
    path: '/rest/verifyAuthorization',
    screen: '/dashboard/status',
    shows: 'ignored',
    ready: 'dl',
    wrong: (b) => b,
    only: [...TRANSPORT, '{}', 'HTML labelled JSON'],
  },
  {
    path: '/rest/boardProfile',
    screen: '/settings/application',
    shows: 'toast',
    ready: 'form',
    open: (page) => choose(page, 'Board profile', 'E32'),
    // a function, not a string: Playwright evaluates a string predicate with eval, which the page's CSP refuses
    done: (page) =>
      page.waitForFunction(() => document.querySelector<HTMLSelectElement>('main select')!.value === 'E32' && !document.querySelector('.toast.error')),
    wrong: (b) => ({ ...b, rx_gpio: 'GPIO5' }),
  },
  {
    path: '/rest/generateToken',
    screen: '/security/users',
    scope: 'dialog',
    keep401: true,
    open: (page) => page.getByRole('button', { name: `${en.security.token} admin`, exact: true }).click(),
    wrong: (b) => ({ ...b, token: 42 }),
    ready: 'textarea',
  },
  ...(['getSettings', 'getCustomizations', 'getEntities', 'getSchedule'] as const).map(
    (name, i): Endpoint => ({
      path: '/rest/' + name,
      screen: '/system/upload',
      shows: 'toast',
      ready: 'h2',
      open: (page) =>
        page
          .locator('main')
          .getByRole('button', { name: en.system.dl[['settings', 'customizations', 'entities', 'schedule'][i]], exact: true })
          .click(),
      done: (page) => page.waitForEvent('download'),
      wrong: (b) => ({ ...b, type: 7 }),
    }),
  ),
]

interface SaveForm {
  path: string
  screen: string
  /** Valid new values by label, typed as a user would (see fillIn). */
  edit: Record<string, string | boolean>
}

const choose = async (page: Page, label: string, value: string) => void (await page.locator('main form').getByLabel(label, { exact: true }).selectOption(value))

/** Every settings form (src/ui/settings-form.tsx users). */
const FORMS: SaveForm[] = [
  { path: '/rest/settings', screen: '/settings/application', edit: { 'Enable syslog': true, Host: 'logs.lan', 'Shower timer': true } },
  { path: '/rest/networkSettings', screen: '/network/settings', edit: { SSID: 'HomeNet-Garage', Hostname: 'boiler-room', 'Disable WiFi sleep': true } },
  { path: '/rest/apSettings', screen: '/ap/settings', edit: { SSID: 'gateway-ap', Channel: '6', 'Max clients': '3' } },
  { path: '/rest/ntpSettings', screen: '/ntp/settings', edit: { Server: 'pool.ntp.org', 'Time zone': 'Europe/Berlin' } },
  {
    path: '/rest/mqttSettings',
    screen: '/mqtt/settings',
    edit: { Host: 'homeassistant.local', 'Base topic': 'house', 'Client ID': 'boiler1', 'Keep alive': '30' },
  },
  { path: '/rest/securitySettings', screen: '/security/settings', edit: { 'Super user password': 'a-new-secret' } },
  { path: '/rest/otaSettings', screen: '/system/ota', edit: { 'Enable OTA updates': true, Port: '3232', Password: 'ota-pass' } },
  { path: '/rest/logSettings', screen: '/system/log', edit: { 'Log level': '7', 'Buffer size': '100', Compact: false } },
]

// ---- what counts as a translated error ---------------------------------------------------------------

/** The console's own error texts (any under `err`, the scan's), and the status texts of the faults (shown as sent, spec section 7). */
const KNOWN = [...Object.values(en.err as Record<string, string>), en.network.fail, 'Internal Server Error', 'Unauthorized'].map(
  (s) => new RegExp(s.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{\{\w+\}\}/g, '.*')),
)
/** A library's or the engine's words leaking into the screen. */
const RAW =
  /TypeError|SyntaxError|RangeError|ReferenceError|Unexpected (token|end|character)|JSON\.|undefined|NaN|Cannot read|is not (a function|iterable|valid JSON)|\[object /
const translated = (text: string) => KNOWN.some((re) => re.test(text)) && !RAW.test(text)

// ---- the run ---------------------------------------------------------------------------------------

interface Case {
  group: string
  fault: string
  problem: string | null
}
/** FAULTS=<regex> runs only the endpoints and forms whose name matches (while working on one screen). */
const ONLY = process.env.FAULTS ? new RegExp(process.env.FAULTS) : null
const picked = (name: string) => !ONLY || ONLY.test(name)
const results: Case[] = []
/** Seconds each endpoint's or form's page took, for the summary. */
const took = new Map<string, number>()
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))
const nameOf = (ep: Endpoint) => `${ep.path} on ${ep.screen}`
const saveName = (f: SaveForm) => `save ${f.path} on ${f.screen}`
const faultsOf = (ep: Endpoint): Fault[] => [...(ep.only ?? [...TRANSPORT, ...(ep.binary ? BINARY_BODIES : JSON_BODIES)])]

let emu: RunningEmulator
let browser: Browser
let token = ''

/** A page signed in as admin (the token is stored before any script runs, on every load). */
async function open() {
  const page = await browser.newPage({ viewport: { width: 1200, height: 800 } })
  page.setDefaultTimeout(SETTLE)
  page.setDefaultNavigationTimeout(30_000)
  await page.addInitScript((tk) => localStorage.setItem('access_token', tk), token)
  const errors: string[] = []
  page.on('pageerror', (e) => errors.push(e.message))
  return { page, errors }
}

/** Answers `route` with `fault`, built from the device's real answer where the fault needs one. */
async function answer(route: Route, fault: Fault, ep: Endpoint) {
  const json = (body: string) => route.fulfill({ status: 200, contentType: 'application/json', body })
  const bin = (body: Uint8Array) => route.fulfill({ status: 200, contentType: 'application/json', body: Buffer.from(body) })
  switch (fault) {
    case 'timeout':
      await sleep((ep.timeout ?? TIMEOUT) + 500) // just past the client's time-out; it has given up by then
      return route.abort('timedout').catch(() => {})
    case '500':
      return route.fulfill({ status: 500, body: '' })
    case '401':
      return route.fulfill({ status: 401, body: '' })
    case 'connection reset':
      return route.abort('connectionreset')
    case 'HTML labelled JSON':
      return json(PORTAL)
    case '{}':
      return ep.binary ? bin(pack({})) : json('{}')
  }
  const real = ep.sample ? Buffer.from(JSON.stringify(ep.sample)) : await (await route.fetch()).body()
  if (fault === 'truncated JSON' || fault === 'truncated MessagePack') return bin(real.subarray(0, Math.floor(real.length / 2)))
  return ep.binary ? bin(pack(ep.wrong(unpack(real)))) : json(JSON.stringify(ep.wrong(JSON.parse(real.toString()))))
}

/** A fault the test could not make: the request fails, and the case with it (see loadFaults). */
const handlerErrors: string[] = []
function broken(route: Route, e: unknown) {
  handlerErrors.push(`${route.request().url()}: ${(e as Error).message}`)
  return route.abort().catch(() => {})
}

/** Why the screen shows no error panel: a page error, a spinner, nothing, or what it shows instead. */
async function diagnose(page: Page, errors: string[], from: number) {
  if (errors.length > from) return 'page error: ' + errors.slice(from).join(' / ')
  const main = page.locator('main')
  if (!(await main.count())) return 'white screen (no shell)'
  if (await main.locator('[aria-busy="true"]').first().isVisible()) return 'endless spinner'
  const text = (
    await main
      .locator('section')
      .first()
      .innerText()
      .catch(() => '')
  ).trim()
  if (!text) return 'white screen'
  return `no error with retry; the screen shows "${text.replace(/\s+/g, ' ').slice(0, 120)}"`
}

/** The faults of one endpoint, in sequence on one page. */
async function loadFaults(ep: Endpoint) {
  const start = Date.now()
  const { page, errors } = await open()
  let mode: Fault | null = null
  const mine = (path: string) => path === ep.path
  await page.route(
    (u) => mine(u.pathname),
    (route) => (mode && route.request().method() === 'GET' ? answer(route, mode, ep).catch((e) => broken(route, e)) : route.fallback()),
  )
  let fresh = true // load the page (first case, after a sign-out or a failed case)
  for (const fault of faultsOf(ep)) {
    mode = fault
    const from = errors.length
    let problem: string | null = null
    try {
      await show(page, ep, fresh)
      problem = await loadCase(page, ep, fault, errors, from, () => (mode = null))
    } catch (e) {
      problem = 'test step failed: ' + (e as Error).message.split('\n')[0]
    }
    mode = null
    if (!problem && errors.length > from) problem = 'page error: ' + errors.slice(from).join(' / ')
    if (handlerErrors.length) problem = 'the test could not make the fault: ' + handlerErrors.splice(0).join(' / ')
    results.push({ group: nameOf(ep), fault, problem })
    fresh = !!problem || fault === '401'
  }
  await page.close()
  took.set(nameOf(ep), (Date.now() - start) / 1000)
}

/**
 * Opens the endpoint's screen so that it asks again: by loading the page when `fresh` (and for checks made
 * once per load), otherwise as a user would, to Help and Back, which mounts the screen anew without the
 * cost of loading the page.
 */
async function show(page: Page, ep: Endpoint, fresh: boolean) {
  // (a modal dialog left open would keep the user from the sidebar)
  if (fresh || (ep.shows ?? 'panel') !== 'panel' || ep.scope) return void (await page.goto(emu.url + ep.screen))
  await page.getByRole('link', { name: en.nav.help, exact: true }).first().click()
  await page.waitForURL((u) => u.pathname === '/help')
  await page.goBack()
  await page.waitForURL((u) => u.pathname === ep.screen)
}

async function loadCase(page: Page, ep: Endpoint, fault: Fault, errors: string[], from: number, clear: () => void): Promise<string | null> {
  const shows = ep.shows ?? 'panel'
  const signsOut = fault === '401' && !ep.keep401
  // (a 401 on a check made at load signs out before the screen can show: nothing to wait for then)
  if (shows !== 'panel' && !(signsOut && shows === 'ignored')) await page.locator('main').locator(ep.ready).first().waitFor()
  await ep.open?.(page)
  const badBody = !(TRANSPORT as readonly string[]).includes(fault)
  const wait = SETTLE + (fault === 'timeout' ? (ep.timeout ?? TIMEOUT) : 0) + (badBody ? (ep.slow ?? 0) : 0)
  if (signsOut) {
    // The spec's sign-out: /unauthorized, which says so and leaves for the sign-in page.
    try {
      await page.getByText(en.signin.please).first().waitFor({ timeout: wait })
      await page.getByLabel(en.signin.username).waitFor()
    } catch {
      return 'not signed out to /unauthorized: ' + (await diagnose(page, errors, from))
    }
    return new URL(page.url()).pathname === '/' ? null : `signed out, but on ${new URL(page.url()).pathname}`
  }
  if (shows === 'ignored') {
    // Only a 401 counts; otherwise the screen goes on as if nothing happened.
    if (fault === 'timeout') await page.waitForEvent('requestfailed', { predicate: (r) => r.url().includes(ep.path), timeout: wait }).catch(() => {})
    if (errors.length > from) return 'page error: ' + errors.slice(from).join(' / ')
    return (await page.locator('main').locator(ep.ready).first().isVisible()) ? null : await diagnose(page, errors, from)
  }
  if (fault === 'wrong-typed field' && ep.shownAs !== undefined) {
    // The screen with the field as text, no error panel, nothing a library or the engine says.
    const main = page.locator('main')
    if (
      !(await main
        .locator(ep.ready)
        .first()
        .waitFor({ timeout: wait })
        .then(
          () => true,
          () => false,
        ))
    )
      return diagnose(page, errors, from)
    if (
      ep.shownAs &&
      !(await main
        .getByText(ep.shownAs)
        .first()
        .waitFor()
        .then(
          () => true,
          () => false,
        ))
    )
      return `the field is not shown as "${ep.shownAs}": ${await diagnose(page, errors, from)}`
    const text = await main.innerText()
    if (await main.locator('[role="alert"]:not(.toast)').count()) return 'an error panel for one field of another type'
    if (RAW.test(text)) return `raw text on screen: "${text.match(RAW)![0]}"`
    return errors.length > from ? 'page error: ' + errors.slice(from).join(' / ') : null
  }
  const scope = page.locator(ep.scope ?? 'main')
  const retry = scope.getByRole('button', { name: ep.retry ?? en.c.retry, exact: true }).first()
  const alert = shows === 'toast' ? page.locator('.toast.error').first() : scope.locator('[role="alert"]:not(.toast)').first()
  // The error, or a page error, whichever comes first. The text is read at once: a toast closes after 3 s.
  const seen = await Promise.race([
    alert.elementHandle({ timeout: wait }).then(
      (h) => h.textContent(),
      () => null,
    ),
    page.waitForEvent('pageerror', { timeout: wait }).then(
      () => null,
      () => null,
    ),
  ])
  if (seen === null) return diagnose(page, errors, from)
  if (
    shows === 'panel' &&
    !(await retry.waitFor().then(
      () => true,
      () => false,
    ))
  )
    return diagnose(page, errors, from)
  const text = seen.replace('×', '').trim().replace(/\s+/g, ' ')
  if (!translated(text)) return `untranslated error: "${text.slice(0, 120)}"`
  if (!(await page.locator('h1').first().isVisible())) return 'white screen (no page title)'
  if (errors.length > from) return 'page error: ' + errors.slice(from).join(' / ')
  // The fault goes away; Retry (or doing it again) brings the data.
  clear()
  try {
    if (shows === 'toast') {
      await page.reload()
      await page.locator('main').locator(ep.ready).first().waitFor()
      const done = ep.done!(page)
      await ep.open!(page)
      await done
    } else {
      await retry.click()
      await scope
        .locator(ep.ready)
        .first()
        .waitFor({ timeout: SETTLE + (ep.slow ?? 0) })
      await alert.waitFor({ state: 'hidden', timeout: 2000 })
    }
  } catch {
    return 'no recovery once the fault is gone: ' + (await diagnose(page, errors, from))
  }
  return errors.length > from ? 'page error: ' + errors.slice(from).join(' / ') : null
}

/** A failing save keeps every typed value (and says what went wrong). */
async function saveFaults(form: SaveForm) {
  const start = Date.now()
  const { page, errors } = await open()
  let mode: (typeof SAVE_FAULTS)[number] | null = null
  await page.route(
    (u) => u.pathname === form.path,
    async (route) => {
      if (!mode || route.request().method() !== 'POST') return route.fallback()
      if (mode === '500') return route.fulfill({ status: 500, body: '' })
      if (mode === 'connection reset') return route.abort('connectionreset')
      await sleep(TIMEOUT + 500) // never forwarded: the device does not save
      return route.abort('timedout').catch(() => {})
    },
  )
  for (const fault of SAVE_FAULTS) {
    const from = errors.length
    let problem: string | null = null
    try {
      await page.goto(emu.url + form.screen)
      await page.locator('main form').waitFor()
      await fillIn(page.locator('main form'), form.edit)
      const before = await fields(page)
      mode = fault
      await page.getByRole('button', { name: /^Apply changes/ }).click()
      const toast = await page
        .locator('.toast.error')
        .first()
        .elementHandle({ timeout: SETTLE + (fault === 'timeout' ? TIMEOUT : 0) })
      const text = ((await toast.textContent()) ?? '').replace('×', '').trim()
      const after = await fields(page)
      if (!translated(text)) problem = `untranslated error: "${text}"`
      else if (JSON.stringify(after) !== JSON.stringify(before)) problem = `typed values lost: before ${JSON.stringify(before)}, after ${JSON.stringify(after)}`
      else if (!(await page.getByRole('button', { name: /^Apply changes/ }).isEnabled())) problem = 'Apply is not offered again'
    } catch (e) {
      problem =
        (errors.length > from ? 'page error: ' + errors.slice(from).join(' / ') + '; ' : '') + 'test step failed: ' + (e as Error).message.split('\n')[0]
    }
    mode = null
    if (!problem && errors.length > from) problem = 'page error: ' + errors.slice(from).join(' / ')
    results.push({ group: saveName(form), fault, problem })
  }
  await page.close()
  took.set(saveName(form), (Date.now() - start) / 1000)
}

/** Every field of the form: label or name, and its value (checked state for switches). */
function fields(page: Page) {
  return page.evaluate(`[...document.querySelectorAll('main form input, main form select, main form textarea')].map((e) =>
    ((e.labels && e.labels[0] && e.labels[0].innerText.trim()) || e.name) + '=' + (e.type === 'checkbox' ? e.checked : e.value))`)
}

const t = suite('faults')

t.before(async () => {
  emu = await startEmulator()
  browser = await launch()
  const res = await fetch(emu.url + '/rest/signIn', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: 'admin' }),
  })
  token = ((await res.json()) as { access_token: string }).access_token
  // Longest first, so the pages end about together.
  const jobs = [
    ...ENDPOINTS.filter((ep) => picked(nameOf(ep))).map((ep) => ({
      cost: faultsOf(ep).length + (ep.slow ?? 0) / 1000 + (ep.timeout ?? TIMEOUT) / 1000,
      run: () => loadFaults(ep),
    })),
    ...FORMS.filter((f) => picked(saveName(f))).map((f) => ({ cost: 6, run: () => saveFaults(f) })),
  ].sort((a, b) => b.cost - a.cost)
  const started = Date.now()
  await Promise.all(
    Array.from({ length: PARALLEL }, async () => {
      for (let job = jobs.shift(); job; job = jobs.shift()) await job.run()
    }),
  )
  console.log(`fault matrix ran in ${Math.round((Date.now() - started) / 1000)} s`)
})

t.after(async () => {
  printMatrix()
  await browser?.close()
  await emu?.stop()
})

function printMatrix() {
  const failed = results.filter((r) => r.problem)
  const by = new Map<string, [number, number]>()
  for (const r of results) {
    const n = by.get(r.fault) ?? [0, 0]
    n[r.problem ? 1 : 0]++
    by.set(r.fault, n)
  }
  console.log(`\nfault matrix: ${results.length} cases, ${results.length - failed.length} passed, ${failed.length} failed`)
  for (const [fault, [ok, bad]] of by) console.log(`  ${fault.padEnd(22)} ${ok} passed, ${bad} failed`)
  const slow = [...took].sort((a, b) => b[1] - a[1]).slice(0, 4)
  console.log('  slowest pages: ' + slow.map(([g, sec]) => `${g} ${sec.toFixed(0)} s`).join(', '))
  for (const r of failed) console.log(`  FAIL ${r.group} x ${r.fault}: ${r.problem}`)
}

for (const ep of ENDPOINTS.filter((e) => picked(nameOf(e)))) {
  t(`every fault of ${nameOf(ep)}`, () => {
    const bad = results.filter((r) => r.group === nameOf(ep) && r.problem)
    assert.is(results.filter((r) => r.group === nameOf(ep)).length, faultsOf(ep).length, 'every fault ran')
    assert.equal(
      bad.map((r) => `${r.fault}: ${r.problem}`),
      [],
    )
  })
}
for (const f of FORMS.filter((x) => picked(saveName(x)))) {
  t(`a failed save of ${f.screen} keeps every typed value`, () => {
    const mine = results.filter((r) => r.group === saveName(f))
    assert.is(mine.length, SAVE_FAULTS.length, 'every fault ran')
    assert.equal(
      mine.filter((r) => r.problem).map((r) => `${r.fault}: ${r.problem}`),
      [],
    )
  })
}

t.run()
