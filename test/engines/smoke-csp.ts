// The smoke set's Content-Security-Policy check (smoke.ts runs it in every engine): no violation on any
// screen, the log's tools and the version check included, and an injected script refused.

import type { Test } from 'uvu'
import * as assert from 'uvu/assert'
import { ROUTES } from '../routes'
import { dialog, type Smoke } from './smoke-context'

export function csp(t: Test, s: Smoke) {
  t('the Content-Security-Policy: no violation on any screen, and what the page did not ship is refused', async () => {
    // Every violation of the document, from before its first script where the engine can run one then
    // (Chromium, Firefox); in WebKit from the moment the page has loaded, so there the first screen's
    // scripts and style are checked by their effects instead (below).
    const watch = `() => { if (window.__csp) return; window.__csp = []; window.__cspFrom = document.readyState; document.addEventListener('securitypolicyviolation', (e) => window.__csp.push(e.effectiveDirective + ' ' + (e.blockedURI || 'inline') + ' ' + location.pathname + ' ' + e.sample)) }`
    await s.page.tab.preload?.(watch)
    await s.signIn('admin', '/dashboard/devices')
    await s.page.see({ role: 'row', name: /^RC310/ })
    await s.page.run(watch)
    if (s.page.tab.preload) assert.is(await s.page.run('() => window.__cspFrom'), 'loading', 'listening before the page parsed')
    const shipped = await s.page.run<Record<string, unknown>>(`() => ({
      csp: /^default-src 'none';script-src 'sha256-/.test(document.querySelector('meta[http-equiv="Content-Security-Policy"]')?.content),
      style: [...document.querySelectorAll('style')].every((s) => s.sheet && s.sheet.cssRules.length > 0),
      scripts: typeof firstLang === 'function' && document.documentElement.classList.contains('token'),
    })`)
    assert.equal(shipped, { csp: true, style: true, scripts: true }, 'the policy, and the inline style and scripts it lets run')
    // every screen, as the app moves between them (the same document)
    const go = (p: string) => s.page.run('(p) => { history.pushState(null, "", p); dispatchEvent(new PopStateEvent("popstate")) }', p)
    // It starts on the device list, and ends on the log, whose tools it uses next.
    const routes = [...ROUTES.filter((r) => r !== '/dashboard/devices' && r !== '/system/log'), '/system/log']
    for (const r of routes) {
      await go(r)
      await s.page.waitPath(r)
      await s.page.until(`${r} to load`, '() => document.querySelector("main h1") && !document.querySelector("main [aria-busy=true]")')
    }
    // the log's tools, copy included (Clipboard API or the hidden selection); then the version check,
    // which goes out to GitHub (no internet here: it fails, but is not refused)
    await s.page.see({ role: 'log' })
    await s.page.fill({ label: 'Search' }, 'e')
    await s.page.click({ role: 'button', name: 'Pause' })
    await s.page.click({ role: 'button', name: 'Copy' })
    await s.page.see({ text: /^(Copied to clipboard|Copying failed)$/ })
    await s.page.click({ role: 'button', name: 'Resume' })
    await go('/system/status')
    await s.page.click({ role: 'button', name: 'Check for updates' })
    await s.page.see({ text: /^(No internet connection|Latest official release)$/, within: dialog })
    assert.equal(await s.page.run('() => window.__csp'), [], 'no violation')
    // and the listener does see one: a script the page did not ship is refused
    const ran = await s.page.run(
      '() => { const s = document.createElement("script"); s.textContent = "window.__ran = 1"; document.body.append(s); return window.__ran ?? 0 }',
    )
    assert.is(ran, 0, 'an injected inline script does not run')
    const seen = await s.page.until<string[]>('the violation event', '() => window.__csp.length && window.__csp')
    assert.match(seen[0], /^script-src(-elem)? inline /)
  })
}
