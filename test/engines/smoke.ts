// The smoke set every browser engine runs (Chromium, Firefox, WebKit): sign-in as admin and guest, a device
// and a value edit the emulated bus receives, a settings form with its messages, language, dark mode, the
// live log (EventSource) and the phone drawer. Written once against driver.ts; one browser per engine, a
// fresh context per test. Finds things by role, label and visible text only.
import * as assert from 'uvu/assert'
import { suite } from 'uvu'
import { busOf } from '../../emulator/bus/index.ts'
import { MQTT_DEFAULTS } from '../../emulator/routes/mqtt.ts'
import { NTP_DEFAULTS } from '../../emulator/routes/ntp.ts'
import { type RunningEmulator, startEmulator } from '../e2e/emulator'
import { ROUTES } from '../routes'
import { type Engine, Page } from './driver'
import { FIND, type Target, toJson } from './find'
import { FOCUS_RING, SMALL_TARGETS, SPLIT_WORDS } from '../page-checks'
// @ts-expect-error plain JS module shared with test/run.mjs
import { missing } from './present.mjs'

const MENU: Target = { role: 'navigation', name: 'Menu' }
const dialog: Target = { role: 'dialog' }

export function smoke(engine: string, launch: () => Promise<Engine>) {
  const why: string | null = missing(engine)
  if (why) {
    console.log(`skipped: the ${engine} smoke tests: ${why}`)
    return
  }
  const t = suite(engine)
  let browser: Engine
  let emu: RunningEmulator
  let page: Page
  t.before(async () => {
    emu = await startEmulator()
    browser = await launch()
    console.log(`${browser.version}`)
  })
  t.after(async () => {
    await browser?.close()
    await emu?.stop()
  })
  t.before.each(async () => {
    emu.emulator.store.set('mqtt', MQTT_DEFAULTS)
    emu.emulator.store.set('ntp', NTP_DEFAULTS)
    page = new Page(await browser.open(), emu.url, browser.name)
  })
  t.after.each(async () => {
    await page.tab.close()
  })

  /** Signs in from the sign-in page; once it has left "/" (wherever it lands), opens `to`. */
  async function signIn(user: string, to = '/dashboard/devices', labels = ['Username', 'Password']) {
    await page.go('/')
    await page.fill({ label: labels[0] }, user)
    await page.fill({ label: labels[1] }, user)
    await page.tab.press('Enter')
    await page.until('the sign-in to leave "/"', '() => location.pathname !== "/"')
    await page.go(to)
  }
  const menuHas = (name: string) => page.has({ role: 'link', name, within: MENU })

  t('admin signs in and sees every menu item, Settings and Security too', async () => {
    await signIn('admin')
    await page.see({ role: 'link', name: 'Dashboard', within: MENU })
    assert.ok(await menuHas('Settings'))
    assert.ok(await menuHas('Security'))
    await page.click({ label: 'admin (User menu)' })
    await page.see({ role: 'button', name: 'Sign out' })
  })

  t('a guest has no Settings or Security and is sent away from /settings', async () => {
    await signIn('guest')
    await page.see({ role: 'link', name: 'Dashboard', within: MENU })
    assert.not.ok(await menuHas('Settings'))
    assert.not.ok(await menuHas('Security'))
    await page.go('/settings/application')
    await page.until('a guest to be sent away from /settings', '() => !location.pathname.startsWith("/settings")')
  })

  t('the dashboard: a device opens its values, formatted; Escape closes it', async () => {
    await signIn('admin')
    await page.click({ role: 'row', name: /^GBx72/ })
    await page.see({ role: 'heading', level: 2, name: 'GBx72/Trendline/Cerapur/Greenstar Si/27i' })
    assert.match(await page.text({ role: 'row', name: /^system pressure/ }), /^system pressure\s+\d\.\d bar/)
    assert.match(await page.text({ role: 'row', name: /^total burner operating time/ }), /\d+ days \d+ hours \d+ minutes/)
    await page.tab.press('Escape')
    await page.gone({ role: 'heading', level: 2, name: 'GBx72/Trendline/Cerapur/Greenstar Si/27i' })
  })

  t('editing a value: out of range is refused with the message; a good value reaches the device', async () => {
    await signIn('admin')
    await page.click({ role: 'row', name: /^RC310/ })
    await page.click({ role: 'button', name: /^Edit: hc1 selected room temperature, \d/ })
    const value: Target = { label: 'Value', within: dialog }
    const buttons =
      '() => [...document.querySelectorAll("dialog[open] footer button")].map((b) => { const r = b.getBoundingClientRect(); return [Math.round(r.top), Math.round(r.height)].join() })'
    const [cancel, update] = await page.until<string[]>('the dialog buttons', buttons)
    assert.is(cancel, update, 'Cancel and Update in line, equally tall')
    await page.fill(value, '31')
    await page.click({ role: 'button', name: 'Update', within: dialog })
    await page.see({ text: 'Value out of range', within: dialog })
    await page.fill(value, '22.5')
    await page.click({ role: 'button', name: 'Update', within: dialog })
    await page.see({ text: 'write command sent' })
    await page.gone(dialog)
    assert.equal(busOf(emu.emulator.ctx).lastWrite, { id: 2, c: 'hc1/seltemp', v: 22.5 })
    await page.see({ text: '22.5 °C', within: { role: 'row', name: /^hc1 selected room temperature/ } })
  })

  t('a settings form: the messages, nothing sent; then applied and saved on the device', async () => {
    await signIn('admin', '/mqtt/settings')
    await page.fill({ label: 'Host' }, '')
    await page.fill({ label: 'Port' }, '70000')
    await page.click({ role: 'button', name: /^Apply changes/ })
    await page.see({ text: 'Host is required' })
    await page.see({ text: 'Invalid Port' })
    await page.fill({ label: 'Host' }, 'bad host')
    await page.see({ text: 'Must be a valid IP address or hostname' })
    assert.is(emu.emulator.store.get('mqtt').host, MQTT_DEFAULTS.host, 'nothing sent')
    await page.fill({ label: 'Host' }, 'mqtt.lan')
    await page.fill({ label: 'Port' }, '8883')
    await page.click({ role: 'button', name: 'Apply changes (2)' })
    await page.see({ text: 'Settings saved' })
    const saved = emu.emulator.store.get('mqtt')
    assert.equal([saved.host, saved.port], ['mqtt.lan', 8883])
  })

  t('setting the clock: with NTP off the dialog is prefilled with the local time here, in 24 h, and sets the device', async () => {
    emu.emulator.store.set('ntp', { ...NTP_DEFAULTS, enabled: false })
    await signIn('admin', '/ntp/status')
    await page.click({ role: 'button', name: 'Set time' })
    const field: Target = { label: 'Local time', within: { role: 'dialog', name: 'Set time' } }
    await page.see(field)
    // a text field (a datetime-local field draws a 12-hour clock in some locales): "YYYY-MM-DD HH:MM:SS"
    assert.match(await page.run<string>(`(json) => (${FIND})(json).value`, toJson(field)), /^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/)
    await page.click({ role: 'button', name: 'Set time', within: { role: 'dialog' } })
    await page.see({ text: 'Time set' })
    await page.gone({ role: 'dialog' })
    // The device's local clock now reads this computer's local date (the browser's and this process's).
    const today = new Intl.DateTimeFormat('sv-SE').format(new Date())
    await page.see({ text: new RegExp('^' + today + ' \\d\\d:\\d\\d') })
  })

  t('language: German on the sign-in page survives a reload; numbers are German too', async () => {
    await page.go('/')
    await page.choose({ label: 'Language' }, 'Deutsch')
    await page.see({ role: 'button', name: 'Anmelden' })
    await page.go('/')
    await page.see({ role: 'button', name: 'Anmelden' })
    assert.is(await page.run('() => document.documentElement.lang'), 'de')
    await signIn('admin', '/dashboard/devices', ['Benutzername', 'Passwort'])
    await page.click({ role: 'row', name: /^GBx72/ })
    assert.match(await page.text({ role: 'row', name: /^system pressure/ }), /\d,\d bar/)
  })

  t('dark mode: the theme button switches to dark, which stays after a reload', async () => {
    await signIn('admin')
    const background = '() => getComputedStyle(document.documentElement).backgroundColor.match(/\\d+/g).slice(0, 3).map(Number)'
    const light = await page.run<number[]>(background)
    await page.click({ role: 'button', name: 'Theme: follows the system' })
    await page.see({ role: 'button', name: 'Theme: dark' })
    assert.is(await page.run('() => document.documentElement.dataset.theme'), 'dark')
    const dark = await page.run<number[]>(background)
    assert.ok(Math.max(...dark) < 60 && Math.min(...light) > 200, `background ${light} -> ${dark}`)
    await page.go('/dashboard/devices')
    await page.see({ role: 'button', name: 'Theme: dark' })
  })

  t('the live log: new lines arrive over EventSource', async () => {
    await signIn('admin', '/system/log')
    const lines = '() => document.querySelectorAll("[role=log] div").length'
    await page.until('the backlog', lines)
    const n = await page.run<number>(lines)
    await page.until('a new log line', `() => (${lines})() > ${n}`)
  })

  t('a 360 px phone: the menu is a drawer; the menu button opens it, a choice or Escape closes it', async () => {
    await page.tab.resize(360, 740)
    await signIn('admin')
    const drawer = (open: boolean) =>
      `() => { const r = document.getElementById('sidebar').getBoundingClientRect(); return ${open ? 'r.x >= 0' : 'r.right <= 0'} }`
    assert.ok(await page.run(drawer(false)), 'the drawer starts closed')
    await page.see({ role: 'row', name: /^RC310/ })
    const width = await page.run<number[]>('() => [document.documentElement.scrollWidth, innerWidth]')
    assert.ok(width[0] <= width[1], `nothing wider than the phone: the page is ${width[0]} px wide`)
    const menu = await page.run<number[]>('() => { const s = document.querySelector(".user-menu summary"); return [s.scrollHeight, s.clientHeight] }')
    assert.ok(menu[0] <= menu[1], `the user menu button holds its icon and arrow on one line (${menu})`)
    assert.not.ok(await menuHas('Network'), 'a closed drawer is hidden')
    const button: Target = { role: 'button', name: 'Menu' }
    await page.click(button)
    await page.until('the drawer to open', drawer(true))
    await page.click({ role: 'link', name: 'Network', within: MENU })
    await page.waitPath('/network/status')
    await page.until('the drawer to close', drawer(false))
    await page.click(button)
    await page.until('the drawer to open', drawer(true))
    await page.tab.press('Escape')
    await page.until('the drawer to close', drawer(false))
    assert.is(await page.run('() => document.activeElement?.getAttribute("aria-label")'), 'Menu', 'focus back on the menu button')
  })

  // Issue 18 in every engine: the checks of test/e2e/readable.test.ts on the screens people read most.
  t('readable at 1280 and 360 px: no word split over two lines, no control under 24x24 px', async () => {
    await signIn('admin', '/dashboard/overview')
    const problems: string[] = []
    const check = async (where: string) => {
      await page.until('the screen to load', '() => document.querySelector("main h1") && !document.querySelector("main [aria-busy=true]")')
      for (const p of await page.run<string[]>(SPLIT_WORDS)) problems.push(`${where}: split ${p}`)
      for (const p of await page.run<string[]>(SMALL_TARGETS)) problems.push(`${where}: small ${p}`)
    }
    for (const [w, h] of [
      [1280, 800],
      [360, 740],
    ]) {
      await page.tab.resize(w, h)
      for (const path of ['/dashboard/overview', '/dashboard/devices', '/dashboard/sensors', '/settings/scheduler', '/security/users', '/mqtt/settings']) {
        await page.go(path)
        await page.see({ role: 'heading', level: 1 })
        await check(`${w} ${path}`)
      }
      await page.go('/dashboard/devices')
      for (const device of [/^GBx72/, /^RC310/]) {
        await page.click({ role: 'row', name: device })
        await page.until("the panel's rows", '() => document.querySelectorAll(".panel tbody tr").length > 3')
        await check(`${w} panel ${device.source}`)
        await page.tab.press('Escape') // on a phone the panel covers the list
      }
    }
    assert.equal(problems, [])
  })

  t('a focus ring of 3:1 or more on the first 30 Tab stops after the skip link (menu, top bar, device panel), light and dark', async () => {
    await signIn('admin', '/dashboard/devices')
    const problems: string[] = []
    for (const theme of ['light', 'dark']) {
      await page.run('(t) => localStorage.setItem("theme", t)', theme)
      await page.go('/dashboard/devices')
      await page.click({ role: 'row', name: /^RC310/ })
      await page.until("the panel's rows", '() => document.querySelectorAll(".panel tbody tr").length > 3')
      await page.run('() => document.querySelector(".skip").focus()') // from the top of the page
      const seen = new Set<string>()
      for (let i = 0; i < 30; i++) {
        await page.tab.press('Tab')
        const p = await page.run<string>(FOCUS_RING)
        if (p && p !== 'nothing focused') problems.push(`${theme}: ${p}`)
        seen.add(await page.run<string>('() => document.activeElement.localName'))
      }
      assert.ok(seen.has('button') && seen.has('input'), `${theme}: buttons and fields among the stops: ${[...seen]}`)
    }
    assert.equal(problems, [])
  })

  t('the Content-Security-Policy: no violation on any screen, and what the page did not ship is refused', async () => {
    // Every violation of the document, from before its first script where the engine can run one then
    // (Chromium, Firefox); in WebKit from the moment the page has loaded, so there the first screen's
    // scripts and style are checked by their effects instead (below).
    const watch = `() => { if (window.__csp) return; window.__csp = []; window.__cspFrom = document.readyState; document.addEventListener('securitypolicyviolation', (e) => window.__csp.push(e.effectiveDirective + ' ' + (e.blockedURI || 'inline') + ' ' + location.pathname + ' ' + e.sample)) }`
    await page.tab.preload?.(watch)
    await signIn('admin', '/dashboard/devices')
    await page.see({ role: 'row', name: /^RC310/ })
    await page.run(watch)
    if (page.tab.preload) assert.is(await page.run('() => window.__cspFrom'), 'loading', 'listening before the page parsed')
    const shipped = await page.run<Record<string, unknown>>(`() => ({
      csp: /^default-src 'none';script-src 'sha256-/.test(document.querySelector('meta[http-equiv="Content-Security-Policy"]')?.content),
      style: [...document.querySelectorAll('style')].every((s) => s.sheet && s.sheet.cssRules.length > 0),
      scripts: typeof firstLang === 'function' && document.documentElement.classList.contains('token'),
    })`)
    assert.equal(shipped, { csp: true, style: true, scripts: true }, 'the policy, and the inline style and scripts it lets run')
    // every screen, as the app moves between them (the same document)
    const go = (p: string) => page.run('(p) => { history.pushState(null, "", p); dispatchEvent(new PopStateEvent("popstate")) }', p)
    // It starts on the device list, and ends on the log, whose tools it uses next.
    const routes = [...ROUTES.filter((r) => r !== '/dashboard/devices' && r !== '/system/log'), '/system/log']
    for (const r of routes) {
      await go(r)
      await page.waitPath(r)
      await page.until(`${r} to load`, '() => document.querySelector("main h1") && !document.querySelector("main [aria-busy=true]")')
    }
    // the log's tools, copy included (Clipboard API or the hidden selection); then the version check,
    // which goes out to GitHub (no internet here: it fails, but is not refused)
    await page.see({ role: 'log' })
    await page.fill({ label: 'Search' }, 'e')
    await page.click({ role: 'button', name: 'Pause' })
    await page.click({ role: 'button', name: 'Copy' })
    await page.see({ text: /^(Copied to clipboard|Copying failed)$/ })
    await page.click({ role: 'button', name: 'Resume' })
    await go('/system/status')
    await page.click({ role: 'button', name: 'Check for updates' })
    await page.see({ text: /^(No internet connection|Latest official release)$/, within: dialog })
    assert.equal(await page.run('() => window.__csp'), [], 'no violation')
    // and the listener does see one: a script the page did not ship is refused
    const ran = await page.run(
      '() => { const s = document.createElement("script"); s.textContent = "window.__ran = 1"; document.body.append(s); return window.__ran ?? 0 }',
    )
    assert.is(ran, 0, 'an injected inline script does not run')
    const seen = await page.until<string[]>('the violation event', '() => window.__csp.length && window.__csp')
    assert.match(seen[0], /^script-src(-elem)? inline /)
  })

  // Not a test: screenshots to look at, 1280 and 360 px, light and dark (ENGINE_SHOTS=DIR npm test).
  if (process.env.ENGINE_SHOTS) {
    t('screenshots', async () => {
      for (const [w, h] of [
        [1280, 800],
        [360, 740],
      ]) {
        for (const theme of ['light', 'dark']) {
          const name = (what: string) => `${w}-${theme}-${what}`
          await page.tab.resize(w, h)
          await page.go('/')
          await page.run(`(t) => localStorage.setItem('theme', t)`, theme)
          await page.go('/')
          await page.see({ role: 'button', name: 'Sign in' })
          await page.shot(name('signin'))
          await signIn('admin')
          await page.click({ role: 'row', name: /^RC310/ })
          await page.see({ role: 'row', name: /^hc1 selected room temperature/ })
          await page.shot(name('device'))
          await page.click({ role: 'button', name: /^Edit: hc1 selected room temperature, \d/ })
          await page.fill({ label: 'Value', within: dialog }, '31')
          await page.click({ role: 'button', name: 'Update', within: dialog })
          await page.see({ text: 'Value out of range' })
          await page.shot(name('edit'))
          await page.go('/mqtt/settings')
          await page.fill({ label: 'Host' }, '')
          await page.click({ role: 'button', name: /^Apply changes/ })
          await page.see({ text: 'Host is required' })
          await page.shot(name('mqtt'))
          await page.go('/settings/scheduler')
          await page.shot(name('scheduler'))
          await page.go('/system/status')
          await page.shot(name('system'))
          if (w === 360) {
            await page.click({ role: 'button', name: 'Menu' })
            await page.until('the drawer to open', `() => document.getElementById('sidebar').getBoundingClientRect().x >= 0`)
            await page.shot(name('drawer'))
          }
          await page.run('() => localStorage.clear()')
        }
      }
    })
  }

  t.run()
}
