// axe-core on every screen: each route (every tab, plus an open device panel and open dialogs), as admin and
// as guest (the routes a guest may open), each in light and in dark, at 1280 px and at 360 px. Any violation
// fails, printed as rule id, target and summary. A new route is one line in ROUTES.
import fs from 'node:fs'
import { createRequire } from 'node:module'
import type { Page } from 'playwright-core'
import { e2eSuite, inApp, tokenOf, transitionsDone } from './fixture'

const AXE = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')

interface Screen {
  path: string
  /** What is shown beyond the route (a panel, a dialog), for the report. */
  name?: string
  admin?: boolean
  /** Signed out (the sign-in page). */
  out?: boolean
  /** Opens what `name` says, once the route's content is there. */
  open?: (page: Page) => Promise<unknown>
  /** A selector to wait for beyond the loaded content (e.g. streamed log lines). */
  ready?: string
}

const dialog = (page: Page) => page.getByRole('dialog').waitFor()
/** The dialog a button of an admin's route opens (Add, Add user). */
const dialogOf = (path: string, name: string, button: string): Screen => ({
  path,
  name,
  admin: true,
  open: async (p) => (await p.getByRole('button', { name: button }).click(), await dialog(p)),
})
/** The setup's step `n` (0 = WiFi): Next until its heading shows. */
const setupStep = async (page: Page, n: number) => {
  for (let i = 0; i < n; i++) await page.getByRole('button', { name: 'Next', exact: true }).click()
  await page.getByRole('heading', { level: 2, name: new RegExp(` ${n + 1}/5$`) }).waitFor()
}
const openDevice = (page: Page) =>
  page
    .locator('.devices tbody tr')
    .first()
    .click()
    .then(() => page.locator('.panel tbody tr').first().waitFor())

const ROUTES: Screen[] = [
  { path: '/', out: true },
  { path: '/unauthorized', name: 'warning toast', out: true, ready: '.toast' },
  { path: '/dashboard/overview' },
  { path: '/dashboard/overview', name: 'trend dialog', open: async (p) => (await p.locator('.spark').first().click(), await dialog(p)) },
  { path: '/dashboard/devices' },
  { path: '/dashboard/devices', name: 'device panel', open: openDevice },
  {
    path: '/dashboard/devices',
    name: 'value dialog',
    admin: true,
    open: async (p) => (await openDevice(p), await p.locator('.panel button[aria-label^="Edit:"]').first().click(), await dialog(p)),
  },
  { path: '/dashboard/sensors' },
  { path: '/dashboard/sensors', name: 'sensor dialog', admin: true, open: async (p) => (await p.locator('tbody .row-btn').first().click(), await dialog(p)) },
  { path: '/dashboard/status' },
  { path: '/settings/application', admin: true },
  { path: '/settings/customization', admin: true },
  { path: '/settings/scheduler', admin: true },
  dialogOf('/settings/scheduler', 'schedule dialog', 'Add'),
  { path: '/settings/customentities', admin: true },
  { path: '/help' },
  { path: '/network/status' },
  { path: '/network/scan', admin: true, ready: 'tbody tr' },
  { path: '/network/settings', admin: true },
  { path: '/ap/status' },
  { path: '/ap/settings', admin: true },
  { path: '/ntp/status' },
  { path: '/ntp/settings', admin: true },
  { path: '/mqtt/status' },
  { path: '/mqtt/settings', admin: true },
  { path: '/security/users', admin: true },
  dialogOf('/security/users', 'user dialog', 'Add user'),
  { path: '/security/settings', admin: true },
  { path: '/system/status' },
  { path: '/system/log', ready: '.log > *, main .notice' },
  { path: '/system/ota', admin: true },
  { path: '/system/upload', admin: true },
  { path: '/setup', name: 'setup: WiFi', admin: true, ready: 'tbody tr' },
  ...['name', 'board', 'MQTT', 'summary'].map((step, i): Screen => ({ path: '/setup', name: 'setup: ' + step, admin: true, open: (p) => setupStep(p, i + 1) })),
  {
    path: '/setup',
    name: 'setup: CUSTOM board',
    admin: true,
    open: async (p) => (await setupStep(p, 2), await p.getByLabel('Board profile').selectOption('CUSTOM')),
  },
]

interface Found {
  id: string
  impact: string
  help: string
  nodes: { target: unknown[]; failureSummary?: string }[]
}

/** Waits until the screen's content is there: no busy indicator, and its own `ready` selector. */
async function settle(page: Page, s: Screen) {
  await page.locator('main h1, .signin h1').first().waitFor()
  await page.waitForFunction(() => !document.querySelector('main [aria-busy=true]'))
  if (s.ready) await page.locator(s.ready).first().waitFor()
  await s.open?.(page)
  await transitionsDone(page)
}

/**
 * Opens the screen and runs axe on it. The page is loaded afresh when `fresh` (the first screen, the sign-in
 * page, after a screen that opened a layer); otherwise the console is sent there as its own links do, which
 * shows the same screen and keeps axe loaded: loading the page and axe again for each of some hundred
 * screens was a large part of CI's time.
 */
async function check(page: Page, url: string, s: Screen, fresh: boolean): Promise<string[]> {
  if (fresh) {
    await page.goto(url + s.path)
    await page.waitForURL((u) => u.pathname === s.path)
  } else await inApp(page, s.path) // (which waits for the path itself)
  await settle(page, s)
  // evaluated, not added as a <script>: the page's CSP refuses inline scripts it did not ship
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE + '\n;0')
  const found: Found[] = await page.evaluate(async () => {
    // axe's default rules plus the experimental ones (label-content-name-mismatch is one); not the AAA
    // ones (7:1 contrast): the bar is WCAG 2.2 AA and best practice.
    const axe = (window as any).axe
    // target-size (WCAG 2.2 AA, 24x24 px or room around) is off in axe by default: on here.
    const experimental = [...axe.getRules(['experimental']).map((r: { ruleId: string }) => r.ruleId), 'target-size'].map((id) => [id, { enabled: true }])
    // With a dialog open only the dialog is new: the page under it was checked on its own route.
    const scope = document.querySelector('dialog[open]') ?? document
    const r = await axe.run(scope, { rules: Object.fromEntries(experimental), resultTypes: ['violations'] })
    return r.violations
  })
  const where = s.path + (s.name ? ` (${s.name})` : '')
  return found.flatMap((v) =>
    v.nodes.map((n) => `${v.id} [${v.impact}] ${where} ${JSON.stringify(n.target)}: ${v.help}\n    ${(n.failureSummary ?? '').replace(/\n/g, '\n    ')}`),
  )
}

const { t, x } = e2eSuite('axe: no accessibility violations')
const tokens: Record<string, string> = {}
t.before(async () => {
  for (const user of ['admin', 'guest']) tokens[user] = await tokenOf(x, user)
})

// Four passes, so that each role sees every screen in both palettes and at both widths, and each palette is
// reached both ways: at 1280 px the theme follows the system (Pico's media query), at 360 px it is chosen in
// the console (data-theme) against the system's other one.
const PASSES = [
  { role: 'admin', theme: 'light', width: 1280 },
  { role: 'admin', theme: 'dark', width: 360 },
  { role: 'guest', theme: 'dark', width: 1280 },
  { role: 'guest', theme: 'light', width: 360 },
] as const

for (const { role, theme, width } of PASSES) {
  t(`${role}, ${theme}, ${width} px`, async () => {
    const { page } = x // one page per pass, reused for every route
    await page.setViewportSize({ width, height: 800 })
    await page.emulateMedia({ colorScheme: width === 360 ? (theme === 'dark' ? 'light' : 'dark') : theme })
    if (width === 360) await page.addInitScript((th) => localStorage.setItem('theme', th), theme)
    const screens = ROUTES.filter((s) => (role === 'admin' || !s.admin) && (!s.out || role === 'admin'))
    const problems: string[] = []
    for (const s of screens.filter((s) => s.out)) problems.push(...(await check(page, x.emu.url, s, true)))
    await page.addInitScript((tk) => localStorage.setItem('access_token', tk), tokens[role])
    let fresh = true
    for (const s of screens.filter((s) => !s.out)) {
      problems.push(...(await check(page, x.emu.url, s, fresh)))
      fresh = !!s.open
    }
    if (!problems.length) return
    const byRule: Record<string, number> = {}
    for (const p of problems) byRule[p.split(' ')[0]] = (byRule[p.split(' ')[0]] ?? 0) + 1
    throw new Error(`${problems.length} axe violations (${JSON.stringify(byRule)}):\n  ${problems.join('\n  ')}`)
  })
}

t.run()
