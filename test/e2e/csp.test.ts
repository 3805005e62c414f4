// The page's Content-Security-Policy (tools/csp.mjs) in real Chromium: no `securitypolicyviolation` on any
// screen (every route as admin, the sign-in page with a language change, open dialogs, the version check going out to GitHub), and the policy really holds: a script,
// a style attribute or a call the page did not ship is refused, and the listener sees it.
import type { Page } from 'playwright-core'
import * as assert from 'uvu/assert'
import { ROUTES } from '../routes'
import { e2eSuite, signIn } from './fixture'

/** Every violation of the page, recorded from before its first script (an init script is not under the CSP),
 *  and every console line about the policy. */
async function watch(page: Page) {
  await page.addInitScript(() => {
    const w = window as any
    w.__csp = []
    document.addEventListener('securitypolicyviolation', (e) =>
      w.__csp.push(`${e.effectiveDirective} blocked ${e.blockedURI || '(inline)'} at ${e.sourceFile}:${e.lineNumber} ${e.sample}`),
    )
  })
  const console: string[] = []
  page.on('console', (m) => /Content.Security.Policy/i.test(m.text()) && console.push(m.text()))
  return {
    console,
    /** The violations of the current document. */
    seen: () => page.evaluate(() => (window as any).__csp as string[]),
  }
}

const ADMIN_ROUTES = [...ROUTES, '/setup']

const { t, x } = e2eSuite('csp')

t('the page carries the policy the build computed, before its first style and script', async () => {
  await x.page.goto(x.emu.url + '/')
  const csp = await x.page.evaluate(() => {
    const m = document.querySelector('meta[http-equiv="Content-Security-Policy"]')
    const first = document.head.querySelector('style, script')
    return { content: m?.getAttribute('content'), before: !!m && !!first && !!(m.compareDocumentPosition(first) & Node.DOCUMENT_POSITION_FOLLOWING) }
  })
  assert.ok(csp.before, 'the meta comes before the first <style>/<script>')
  assert.match(csp.content!, /^default-src 'none';script-src( 'sha256-[A-Za-z0-9+/]{43}='){3};style-src 'sha256-[A-Za-z0-9+/]{43}=';/)
  assert.not.match(csp.content!, /unsafe/)
})

t('no violation on any screen: sign-in (language), every route as admin, dialogs, the log, the version check', async () => {
  const { console, seen } = await watch(x.page)
  const found: string[] = []
  const note = async (where: string) => found.push(...(await seen()).map((v) => `${where}: ${v}`))
  await x.page.goto(x.emu.url + '/')
  await x.page.getByLabel('Language').selectOption('de')
  await x.page.getByRole('button', { name: 'Anmelden' }).waitFor()
  await x.page.getByLabel('Sprache').selectOption('en')
  await note('/')
  await x.page.route('https://api.github.com/**', (r) => r.fulfill({ json: { name: 'v3.6.5' } }))
  await signIn(x, 'admin')
  for (const path of ADMIN_ROUTES) {
    await x.page.goto(x.emu.url + path)
    await x.page.locator('main h1').first().waitFor()
    await x.page.waitForFunction(() => !document.querySelector('main [aria-busy=true]'))
    if (path === '/system/log') {
      // the log's tools; Copy without clipboard permission takes the hidden-selection way
      await x.page.getByRole('log').locator('div').first().waitFor()
      await x.page.getByRole('searchbox', { name: 'Search' }).fill('found')
      await x.page.getByRole('button', { name: 'Pause' }).click()
      await x.page.getByRole('button', { name: 'Copy' }).click()
      await x.page.locator('.toast').first().waitFor()
      await x.page.getByRole('button', { name: 'Resume' }).click()
    }
    if (path === '/system/status') {
      await x.page.getByRole('button', { name: 'Check for updates' }).click()
      await x.page.getByRole('dialog').getByText('Latest official release').waitFor()
    }
    if (path === '/dashboard/devices') {
      await x.page.locator('.devices tbody tr').first().click()
      await x.page.locator('.panel button[aria-label^="Edit:"]').first().click()
      await x.page.getByRole('dialog').waitFor()
    }
    if (path === '/settings/scheduler') {
      await x.page.getByRole('button', { name: 'Add' }).click()
      await x.page.getByRole('dialog').waitFor()
    }
    await note(path)
  }
  assert.equal(found, [], found.join('\n'))
  assert.equal(console, [], console.join('\n'))
})

t('the policy holds: an inline script, a style attribute, eval and a call to another host are refused, and seen', async () => {
  const { seen } = await watch(x.page)
  await x.page.goto(x.emu.url + '/')
  await x.page.getByRole('button', { name: 'Sign in' }).waitFor()
  const r = await x.page.evaluate(async () => {
    const s = document.createElement('script')
    s.textContent = 'window.__ran = 1'
    document.body.append(s)
    const d = document.createElement('div')
    d.setAttribute('style', 'color: red')
    document.body.append(d)
    // from a task of the page's own: the test's evaluate itself is let through by the DevTools protocol
    const evaled = await new Promise((r) =>
      setTimeout(() => {
        try {
          r(new Function('return true')())
        } catch {
          r(false)
        }
      }),
    )
    const fetched = await fetch('https://example.com/').then(
      () => true,
      () => false,
    )
    await new Promise((r) => setTimeout(r, 100)) // the events are queued as tasks
    return { ran: (window as any).__ran ?? 0, color: d.style.color, evaled, fetched }
  })
  assert.equal(r, { ran: 0, color: '', evaled: false, fetched: false })
  const directives = (await seen()).map((v) => v.split(' ')[0]).sort()
  assert.equal(directives, ['connect-src', 'script-src', 'script-src-elem', 'style-src-attr'])
})

t.run()
