// The fault matrix's loads (faults.test.ts): each endpoint's faults in sequence on one page, and for each
// whether the screen ends in a translated error with Retry (or the sign-out, or the field shown as text) and
// recovers once the fault is gone; else, why not.
import { pack, unpack } from 'msgpackr'
import type { Page, Route } from 'playwright-core'
import { type Endpoint, faultsOf, nameOf } from './faults-endpoints'
import { DRIFT, en, type Fault, PORTAL, RAW, SETTLE, sleep, TIMEOUT, TRANSPORT, translated } from './faults-kinds'
import { open, results, run, took } from './faults-run'

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
  const real = ep.sample ? Buffer.from(JSON.stringify(ep.sample)) : await realAnswer(route)
  if (fault === 'truncated JSON' || fault === 'truncated MessagePack') return bin(real.subarray(0, Math.floor(real.length / 2)))
  if (fault === DRIFT) {
    const d = ep.drift!(JSON.parse(real.toString()))
    drifted.set(ep, d)
    return json(JSON.stringify(d.body))
  }
  return ep.binary ? bin(pack(ep.wrong(unpack(real)))) : json(JSON.stringify(ep.wrong(JSON.parse(real.toString()))))
}

/**
 * The device's own answer, to spoil. The test's request for it may go out on a kept-alive connection that the
 * emulator closes at that moment (Node's server ends an idle one after 5 s): ECONNRESET is then the test's own
 * miss, not a fault of the device, and it asks once more.
 */
async function realAnswer(route: Route) {
  try {
    return await (await route.fetch()).body()
  } catch (e) {
    if (!/ECONNRESET/.test((e as Error).message)) throw e
    return (await route.fetch()).body()
  }
}

/** What the last id drift of an endpoint took away and left (the texts its screen must not and must show). */
const drifted = new Map<Endpoint, { keeps: string[]; gone: string[] }>()

/** A fault the test could not make: the request fails, and the case with it (see loadFaults). */
const handlerErrors: string[] = []
function broken(route: Route, e: unknown) {
  // (a screen that polls may still ask while its page closes: that answer is no case)
  if (!route.request().frame().page().isClosed()) handlerErrors.push(`${route.request().url()}: ${(e as Error).message}`)
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
export async function loadFaults(ep: Endpoint) {
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
    drifted.delete(ep)
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

/** What Help asks itself: system status, for the release (whether to offer All values). */
const HELP_ASKS = ['/rest/systemStatus']

/**
 * Opens the endpoint's screen so that it asks again: by loading the page when `fresh` (and for checks made
 * once per load), otherwise as a user would, to Help and Back, which mounts the screen anew without the
 * cost of loading the page. Not by Help for a call Help makes too: the fault would meet it there (a 401
 * signing out on Help, before Back).
 */
async function show(page: Page, ep: Endpoint, fresh: boolean) {
  // (a modal dialog left open would keep the user from the sidebar)
  if (fresh || (ep.shows ?? 'panel') !== 'panel' || ep.scope || HELP_ASKS.includes(ep.path)) return void (await page.goto(run.emu.url + ep.screen))
  await page.getByRole('link', { name: en.c.help, exact: true }).first().click()
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
      await page.getByText(en.app.please).first().waitFor({ timeout: wait })
      await page.getByLabel(en.c.username).waitFor()
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
  if (fault === DRIFT) {
    // The other records, no error panel; the record without its id is not there.
    const main = page.locator('main')
    // (the answer may come after this case starts: its texts are known once it is made)
    for (let waited = 0; !drifted.has(ep) && waited < wait; waited += 100) await sleep(100)
    const d = drifted.get(ep)
    if (!d) return 'the screen did not ask: ' + (await diagnose(page, errors, from))
    const seen = (text: string) => main.getByText(text).first()
    for (const text of d.keeps)
      if (
        !(await seen(text)
          .waitFor({ timeout: wait })
          .then(
            () => true,
            () => false,
          ))
      )
        return `"${text}" is not shown: ${await diagnose(page, errors, from)}`
    if (await main.locator('[role="alert"]:not(.toast)').count()) return 'an error panel for one record without its id'
    for (const text of d.gone) if (await seen(text).count()) return `the record without its id shows: "${text}"`
    return errors.length > from ? 'page error: ' + errors.slice(from).join(' / ') : null
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
