// What every end-to-end file needs: an emulator on a free port, one Chromium, a fresh page per test
// (1200x800, 8 s waits), and signing in the way a user does or with a stored token.
import type { Browser, BrowserContextOptions, Locator, Page } from 'playwright-core'
import { suite } from 'uvu'
import type { Chip } from '../../emulator/chip.ts'
import type { Release } from '../../src/schemas/releases.ts'
import { releaseBrowser, useBrowser, WAIT } from './browser'
import { type RunningEmulator, startEmulator } from './emulator'

/** How long a wait on a restart and the reload after it may take: generous, as a busy machine reloads the page
 *  slowly (the console's first poll comes 3 s after the restart began). */
export const RESTART_WAIT = 60_000

export interface E2E {
  emu: RunningEmulator
  browser: Browser
  page: Page
}

/** A uvu suite whose tests read the emulator, browser and current page from the returned `x`. `beforeEach`
 *  runs before every test, once its page is open (store resets, a stored token). */
export interface SuiteOptions {
  restartMs?: number
  /** The release the emulator answers as (3.6.5 when not given). */
  firmware?: Release
  /** The emulated board's chip (ESP32 when not given). */
  chip?: Chip
  page?: BrowserContextOptions
  beforeEach?: (x: E2E) => void | Promise<void>
}

export function e2eSuite(name: string, o: SuiteOptions = {}) {
  const t = suite(name)
  const x = {} as E2E
  t.before(async () => {
    x.emu = await startEmulator({ restartMs: o.restartMs, firmware: o.firmware, chip: o.chip })
    x.browser = await useBrowser()
  })
  t.after(async () => {
    if (x.browser) await releaseBrowser()
    await x.emu?.stop()
  })
  t.before.each(async () => {
    x.page = await x.browser.newPage({ viewport: { width: 1200, height: 800 }, ...o.page })
    x.page.setDefaultTimeout(WAIT)
    await o.beforeEach?.(x) // the new page is x.page already
  })
  t.after.each(async () => {
    // A route handler still busy with a poll's answer would throw once the page is gone, and end the whole run.
    // Nothing here may throw: uvu runs this hook after a failed test too, and an error from it would hide the
    // test's own (uvu then reports the suite as 0 passed, without a word).
    await x.page?.unrouteAll({ behavior: 'ignoreErrors' }).catch(() => {})
    await x.page?.close().catch(() => {})
  })
  return { t, x }
}

/** An e2eSuite whose every page starts signed in as `user`: one token, fetched before the first test and
 *  stored on each new page before its scripts run (then `o.beforeEach`, if any). `token()` is that token,
 *  for a test's own requests to the device. */
export function signedInSuite(name: string, user: string, o: SuiteOptions = {}) {
  let token = ''
  const s = e2eSuite(name, {
    ...o,
    beforeEach: async (x) => {
      await withToken(x, token)
      await o.beforeEach?.(x)
    },
  })
  s.t.before(async () => {
    token = await tokenOf(s.x, user)
  })
  return { ...s, token: () => token }
}

/** Signs in from the sign-in page (password = user name, as the demo accounts) and waits for the landing
 *  page; then opens `to`, if given. */
export async function signIn(x: E2E, user: string, to?: string) {
  const { page } = x
  await page.goto(x.emu.url + '/')
  await page.getByLabel('Username').fill(user)
  await page.getByLabel('Password', { exact: true }).fill(user)
  await page.getByLabel('Password', { exact: true }).press('Enter')
  await page.waitForURL((u) => u.pathname === '/dashboard/overview')
  // An admin's landing asks the network settings beside the overview (the setup check), and the page keeps the
  // gateway's hostname from them (download names): a test that goes on at once waits for that answer first.
  if (to && user === 'admin') await page.waitForFunction(() => localStorage.getItem('ems_host'))
  if (to) await page.goto(x.emu.url + to)
}

/** Goes to `path` as the sidebar's links go (the router, not a new load of the page): what a user does, at a
 *  fraction of a load's cost. Returns once a frame with the new screen is drawn. */
export async function inApp(page: Page, path: string) {
  await page.evaluate(async (p) => {
    history.pushState(null, '', p)
    await new Promise((drawn) => requestAnimationFrame(drawn))
  }, path)
  await page.waitForURL((u) => u.pathname === path)
}

/** Waits until the page's transitions and animations that end have ended (the theme's colours, the drawer, a
 *  dialog coming in), so that what is measured next (contrast) is what stays on screen. A busy ring turns until
 *  its work is done and is not waited for. */
export async function transitionsDone(page: Page) {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getComputedTiming().endTime !== Number.POSITIVE_INFINITY)
        .map((a) => a.finished.catch(() => {})),
    ),
  )
}

/** GET of a device endpoint with the page's own token: what the device holds now. */
export async function deviceGet<T = any>(x: E2E, path: string): Promise<T> {
  const token = await x.page.evaluate(() => localStorage.getItem('access_token'))
  const r = await fetch(x.emu.url + path, { headers: { Authorization: 'Bearer ' + token } })
  return r.json() as Promise<T>
}

/** An access token from POST /rest/signIn (password = user name), as the sign-in page gets it. */
export async function tokenOf(x: Pick<E2E, 'emu'>, user: string): Promise<string> {
  const body = JSON.stringify({ username: user, password: user })
  const res = await fetch(x.emu.url + '/rest/signIn', { method: 'POST', headers: { 'content-type': 'application/json' }, body })
  return ((await res.json()) as { access_token: string }).access_token
}

/** The page starts signed in with `token`, stored as the sign-in page stores it (before any script runs). */
export async function withToken(x: E2E, token: string) {
  await x.page.addInitScript((tk) => localStorage.setItem('access_token', tk), token)
}

/** Counts, from now on, the POSTs `page` sends to `path` (`.count`): a refused form sends none, a save one. */
export function postsTo(page: Page, path: string) {
  const posts = { count: 0 }
  page.on('request', (r) => r.method() === 'POST' && r.url().endsWith(path) && posts.count++)
  return posts
}

/** Watches `page`'s calls to the device from now on: `seen` their paths (without '/rest/'), `most` the most
 *  that were open at once, and `settled()` waits until none has been open for 300 ms. A test that fast-forwards
 *  the page's clock waits for it first: a poll's wait starts once its answer is read, so an answer read after
 *  the jump would put the next poll beyond it. */
export function watchCalls(page: Page) {
  let open = 0
  let last = Date.now()
  const api = (r: { url(): string }) => /^\/(rest|api)\//.test(new URL(r.url()).pathname)
  const done = (r: { url(): string }) => api(r) && (open--, (last = Date.now()))
  const calls = {
    seen: [] as string[],
    most: 0,
    settled: async () => {
      while (open > 0 || Date.now() - last < 300) await new Promise((r) => setTimeout(r, 50))
    },
  }
  page.on('request', (r) => api(r) && (calls.seen.push(new URL(r.url()).pathname.replace(/^\/rest\//, '')), (calls.most = Math.max(calls.most, ++open))))
  page.on('requestfinished', done)
  page.on('requestfailed', done)
  return calls
}

/**
 * Sets labelled fields (labels matched exactly) as a user would, in the order given: a text is typed, or
 * picked in a select (by value or label); true or false checks or unchecks. `within` is the page or a part
 * of it (the form), where a label alone would be ambiguous.
 */
export async function fillIn(within: Page | Locator, values: Record<string, string | boolean>) {
  for (const [label, value] of Object.entries(values)) {
    const field = within.getByLabel(label, { exact: true })
    if (typeof value === 'boolean') await field.setChecked(value)
    else if (await field.evaluate((e) => e instanceof HTMLSelectElement)) await field.selectOption(value)
    else await field.fill(value)
  }
}

/** Presses Apply changes and waits for each of `messages` (exact texts): how a form refuses what was typed. */
export async function applyRefused(page: Page, messages: string[]) {
  await page.getByRole('button', { name: /Apply changes/ }).click()
  for (const msg of messages) await page.getByText(msg, { exact: true }).waitFor()
}

/** The value cell of entity `name`'s row in the device panel, found by the name cell's text (its accessible
 *  name also holds the favourite star's label). */
export const panelValue = (page: Page, name: string) =>
  page
    .locator('.panel tr')
    .filter({ has: page.locator('td', { hasText: new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`) }) })
    .locator('td')
    .nth(1)

/** Records, from the next page load on, the text of every toast `page` shows: one that closes after 3 s may be gone
 *  before a busy machine's next look. The returned function waits until a toast has said `text`. */
export async function toastsSeen(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = []
    Object.assign(window, { toastsSeen: seen })
    new MutationObserver(() => {
      for (const el of document.querySelectorAll('.toast > span')) if (!seen.includes(el.textContent!)) seen.push(el.textContent!)
    }).observe(document, { subtree: true, childList: true, characterData: true })
  })
  return (text: string) => page.waitForFunction((t) => (window as unknown as { toastsSeen: string[] }).toastsSeen.includes(t), text)
}
