// The setup (issue 17) on a 360 px touch phone against the emulator: an admin of an unconfigured gateway
// (no SSID) lands on /setup and goes through every step by touch; the device receives whole network,
// application and MQTT objects in that order, then a restart, and is configured after it. Back keeps what
// was typed, the steps check with the areas' messages, a failing save names its part and keeps everything,
// a configured gateway never redirects, guests never get there, and Settings leads back to it.
import fs from 'node:fs'
import { createRequire } from 'node:module'
import * as assert from 'uvu/assert'
import { MQTT_DEFAULTS } from '../../emulator/routes/mqtt.ts'
import { NETWORK_DEFAULTS } from '../../emulator/routes/network.ts'
import { E32V2 } from '../boards'
import { type E2E, e2eSuite } from './fixture'

const UNCONFIGURED = { ...NETWORK_DEFAULTS, ssid: '', password: '' }
/** Every test starts from the demo data; `unconfigured` sets what --unconfigured sets. */
const factory = (x: E2E, network = NETWORK_DEFAULTS) => {
  const { store } = x.emu.emulator
  store.set('settings', store.defaults('settings'))
  store.set('mqtt', MQTT_DEFAULTS)
  store.set('network', network)
}
/** Waits while the emulator restarts (a test that failed before the device was back). */
async function up(x: E2E) {
  for (let i = 0; i < 100; i++) {
    if (
      await fetch(x.emu.url + '/rest/logSettings').then(
        () => true,
        () => false,
      )
    )
      return
    await new Promise((r) => setTimeout(r, 100))
  }
}
const { t, x } = e2eSuite('setup', {
  restartMs: 1500,
  page: { viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true },
  beforeEach: async (x) => {
    await up(x)
    factory(x, UNCONFIGURED)
  },
})

const path = () => new URL(x.page.url()).pathname
const AXE = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')
/** axe's violations on the page as it is (axe.test.ts checks every step; the screen after Save is checked here). */
async function axe(): Promise<string[]> {
  await x.page.evaluate(AXE + '\n;0') // evaluated: the page's CSP refuses an added inline script
  return x.page.evaluate(async () =>
    ((await (window as any).axe.run(document, { resultTypes: ['violations'] })).violations as { id: string }[]).map((v) => v.id),
  )
}
const tap = (name: string | RegExp) => x.page.getByRole('button', { name, exact: typeof name === 'string' }).tap()
const heading = (name: string) => x.page.getByRole('heading', { level: 2, name: new RegExp('^' + name) })
/** The step's heading is shown and has the focus. */
async function step(name: string) {
  await heading(name).waitFor()
  await x.page.waitForFunction((n) => document.activeElement?.tagName === 'H2' && document.activeElement.textContent!.startsWith(n), name)
  const wide = await x.page.evaluate(() => document.documentElement.scrollWidth)
  assert.ok(wide <= 360, `${name}: ${wide} px wide`)
}
/** The device calls from now on: method, path and JSON body (routes registered before this one see them after). */
async function calls() {
  const seen: { method: string; path: string; body?: any }[] = []
  await x.page.route('**/rest/**', (route) => {
    const r = route.request()
    seen.push({ method: r.method(), path: new URL(r.url()).pathname, body: r.method() === 'POST' ? JSON.parse(r.postData() ?? 'null') : undefined })
    return route.fallback()
  })
  return { posts: () => seen.filter((c) => c.method === 'POST' && c.path !== '/rest/signIn'), all: seen }
}
/** Signs in on the sign-in page by touch. */
async function signIn(user: string) {
  await x.page.goto(x.emu.url + '/')
  await x.page.getByLabel('Username', { exact: true }).fill(user)
  await x.page.getByLabel('Password', { exact: true }).fill(user)
  await tap('Sign in')
}
const value = (label: string) => x.page.getByLabel(label, { exact: true }).inputValue()

t('an unconfigured admin on a phone lands on /setup, goes through every step by touch, and the gateway is set up and restarted', async () => {
  const sent = await calls()
  await signIn('admin')
  await x.page.waitForURL((u) => u.pathname === '/setup')

  // WiFi: the scan list, strongest first; a secured network asks for its key.
  await step('Network')
  await x.page.getByRole('row', { name: /HomeNet-Garage/ }).tap()
  assert.is(await value('SSID'), 'HomeNet-Garage')
  await x.page.waitForFunction(() => document.activeElement?.id === 'f-password') // in view, to type the key
  await x.page.getByLabel('Password', { exact: true }).fill('garage-key-1')
  await tap('Next')

  await step('Hostname')
  assert.is(await value('Hostname'), 'ems-esp')
  await x.page.getByText('http://ems-esp.local/').waitFor()
  await x.page.getByLabel('Hostname').fill('boiler-room')
  await x.page.getByText('http://boiler-room.local/').waitFor()
  await tap('Next')

  // Board: a profile shows its pins (from the device); CUSTOM shows the fields.
  await step('Interface board')
  await x.page.getByLabel('Board profile').selectOption('CUSTOM')
  assert.is(await value('Rx GPIO'), '23')
  await x.page.getByLabel('Board profile').selectOption('E32V2')
  await x.page.getByText('Rx GPIO 4 · Tx GPIO 5 · Button GPIO 34 · Temperature sensor GPIO 14 · LED GPIO 2').waitFor()
  assert.not.ok(await x.page.getByLabel('Rx GPIO').isVisible())
  await tap('Next')

  await step('MQTT')
  assert.ok(await x.page.getByRole('switch', { name: 'Enable MQTT' }).isChecked())
  await x.page.getByLabel('Host').fill('homeassistant.local')
  await x.page.getByLabel('Username', { exact: true }).fill('ems')
  await x.page.getByLabel('Password', { exact: true }).fill('mqtt-pass')
  await x.page.getByLabel('Base topic').fill('house')
  await tap('Next')

  await step('Summary')
  const summary = await x.page.locator('dl.facts').innerText()
  for (const s of ['HomeNet-Garage', 'http://boiler-room.local/', 'BBQKees Gateway E32 V2', 'homeassistant.local:1883']) assert.match(summary, s)
  const bootedAt = () => Date.now() - x.emu.emulator.ctx.uptimeMs()
  const before = bootedAt()
  await tap('Save and restart')

  // Where to find it next; the device got whole objects, MQTT first, network last, then the restart.
  await heading('Restarting').waitFor()
  assert.is(await x.page.getByRole('link', { name: 'http://boiler-room.local/' }).getAttribute('href'), 'http://boiler-room.local/')
  const posts = sent.posts()
  assert.equal(
    posts.map((p) => p.path),
    ['/rest/mqttSettings', '/rest/settings', '/rest/networkSettings', '/rest/restart'],
  )
  assert.equal(posts[0].body, { ...MQTT_DEFAULTS, host: 'homeassistant.local', username: 'ems', password: 'mqtt-pass', base: 'house' })
  const app = x.emu.emulator.store.defaults('settings')
  assert.equal(posts[1].body, { ...app, ...E32V2 })
  assert.equal(posts[2].body, { ...UNCONFIGURED, ssid: 'HomeNet-Garage', password: 'garage-key-1', hostname: 'boiler-room' })
  // What the firmware holds now is what was sent.
  const { store } = x.emu.emulator
  assert.equal(store.get('network'), posts[2].body)
  assert.is(store.get('settings').board_profile, 'E32V2')
  assert.is(store.get('mqtt').host, 'homeassistant.local')

  // It restarts, and once back the console is the usual one: a configured gateway, no setup again.
  await x.page.waitForURL((u) => u.pathname === '/dashboard/overview', { timeout: 20_000 })
  assert.ok(bootedAt() > before + 1000, 'the device booted again')
})

t('each step checks with the area messages; Back keeps every value; Skip leaves MQTT as it is', async () => {
  const sent = await calls()
  factory(x, { ...UNCONFIGURED, static_ip_config: true, local_ip: '192.168.1.60', gateway_ip: '192.168.1.1', subnet_mask: '255.255.255.0' })
  await signIn('admin')
  await step('Network')
  // An open network needs no key; typing another name asks for one again.
  await x.page.getByRole('row', { name: /Cafe Guest/ }).tap()
  assert.is(await value('SSID'), 'Cafe Guest')
  assert.not.ok(await x.page.getByLabel('Password', { exact: true }).isVisible())
  await x.page.getByLabel('SSID').fill('Cafe Guest 2')
  await x.page.getByLabel('Password', { exact: true }).waitFor()
  // A network typed in (a hidden one); too long a name is refused with the network screen's message.
  await x.page.getByLabel('SSID').fill('x'.repeat(33))
  await tap('Next')
  await x.page.getByText('SSID must be 32 characters or less').waitFor()
  await x.page.waitForFunction(() => document.activeElement?.id === 'f-ssid') // the field to fix has the focus
  await x.page.getByLabel('SSID').fill('Attic')
  await x.page.getByLabel('Password', { exact: true }).fill('attic-key-9')
  await tap('Next')

  await step('Hostname')
  await x.page.getByLabel('Hostname').fill('')
  await tap('Next')
  await x.page.getByText('Hostname is required').waitFor()
  await x.page.getByLabel('Hostname').fill('ems_esp')
  await x.page.getByText('Must be a valid hostname').waitFor()
  await tap('Next')
  assert.ok(await heading('Hostname').isVisible(), 'still on this step')
  await x.page.getByLabel('Hostname').fill('attic-gw')
  await x.page.getByLabel('Hostname').press('Enter') // the keyboard's Next

  await step('Interface board')
  await x.page.getByLabel('Board profile').selectOption('CUSTOM')
  await x.page.getByLabel('Rx GPIO').fill('')
  await tap('Next')
  await x.page.getByText('Rx GPIO is required').waitFor()
  await x.page.getByLabel('Rx GPIO').fill('16')
  await tap('Next')

  await step('MQTT')
  await x.page.getByLabel('Host').fill('')
  await tap('Next')
  await x.page.getByText('Host is required').waitFor()
  await x.page.getByLabel('Host').fill('broker.lan')
  await tap('Next')
  await step('Summary')
  assert.match(await x.page.locator('dl.facts').innerText(), 'broker.lan:1883')

  // Back through every step: everything typed is still there.
  await tap('Back')
  await step('MQTT')
  assert.is(await value('Host'), 'broker.lan')
  await tap('Back')
  await step('Interface board')
  assert.is(await value('Board profile'), 'CUSTOM')
  assert.is(await value('Rx GPIO'), '16')
  await tap('Back')
  await step('Hostname')
  assert.is(await value('Hostname'), 'attic-gw')
  await tap('Back')
  await step('Network')
  assert.is(await value('SSID'), 'Attic')
  assert.is(await value('Password'), 'attic-key-9')
  for (const s of ['Hostname', 'Interface board', 'MQTT']) {
    await tap('Next')
    await step(s)
  }

  // Skip: MQTT stays as the device has it, and is not sent.
  await tap('Skip')
  await step('Summary')
  assert.match(await x.page.locator('dl.facts').innerText(), '192.168.1.10:1883')
  await x.page.route('**/rest/systemStatus', (r) => r.abort()) // the screen after Save stays while it is checked
  await tap('Save and restart')
  await heading('Restarting').waitFor()
  // The fixed address too, besides the .local name.
  for (const u of ['http://attic-gw.local/', 'http://192.168.1.60/']) await x.page.getByRole('link', { name: u }).waitFor()
  for (const scheme of ['light', 'dark'] as const) {
    await x.page.emulateMedia({ colorScheme: scheme })
    // (contrast is measured on the final colours: after the theme's transitions)
    await x.page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))))
    await x.page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished.catch(() => {}))))
    assert.equal(await axe(), [], scheme)
  }
  await x.page.unroute('**/rest/systemStatus')
  assert.equal(
    sent.posts().map((p) => p.path),
    ['/rest/settings', '/rest/networkSettings', '/rest/restart'],
  )
  assert.is(sent.posts()[0].body.rx_gpio, 16)
  assert.equal(x.emu.emulator.store.get('mqtt'), MQTT_DEFAULTS)
  await x.page.waitForURL((u) => u.pathname === '/dashboard/overview', { timeout: 20_000 }) // back
})

t('a failing save says which part failed, keeps every value, and a retry sends only what is left', async () => {
  let fail = true
  await x.page.route('**/rest/settings', (r) => (fail && r.request().method() === 'POST' ? r.fulfill({ status: 500, body: '' }) : r.fallback()))
  const sent = await calls()
  await signIn('admin')
  await step('Network')
  await x.page.getByLabel('SSID').fill('Attic')
  await x.page.getByLabel('Password', { exact: true }).fill('attic-key-9')
  await tap('Next')
  await step('Hostname')
  await tap('Next')
  await step('Interface board')
  await x.page.getByLabel('Board profile').selectOption('E32')
  await x.page.getByText('Rx GPIO 5 ·').waitFor()
  await tap('Next')
  await step('MQTT')
  await x.page.getByLabel('Base topic').fill('house')
  // A port emptied and MQTT then switched off: not checked now, so it goes as the device had it.
  await x.page.getByLabel('Port').fill('')
  await x.page.getByRole('switch', { name: 'Enable MQTT' }).tap()
  await tap('Next')
  await step('Summary')
  await tap('Save and restart')

  await x.page.getByRole('alert').filter({ hasText: 'Application not saved: Internal Server Error. Settings saved: MQTT' }).waitFor()
  assert.not.ok(await heading('Restarting').isVisible(), 'nothing is presented as done')
  assert.equal(
    sent.posts().map((p) => p.path),
    ['/rest/mqttSettings', '/rest/settings'],
  )
  const { store } = x.emu.emulator
  assert.equal([store.get('mqtt').base, store.get('mqtt').enabled, store.get('mqtt').port], ['house', false, 1883])
  assert.is(store.get('settings').board_profile, 'S32', 'application not written')
  assert.is(store.get('network').ssid, '', 'network not written')
  // Every value is still there.
  await tap('Back')
  await step('MQTT')
  const enable = x.page.getByRole('switch', { name: 'Enable MQTT' })
  assert.not.ok(await enable.isChecked())
  await enable.tap()
  assert.equal([await value('Base topic'), await value('Port')], ['house', ''])
  await enable.tap()
  await tap('Back')
  assert.is(await value('Board profile'), 'E32')
  await tap('Back')
  await tap('Back')
  await step('Network')
  assert.is(await value('SSID'), 'Attic')
  for (const s of ['Hostname', 'Interface board', 'MQTT', 'Summary']) {
    await tap('Next')
    await step(s)
  }

  // Again, with the device taking it: MQTT is saved already, so only the rest goes out.
  fail = false
  await tap('Save and restart')
  await heading('Restarting').waitFor()
  assert.equal(
    sent
      .posts()
      .map((p) => p.path)
      .slice(2),
    ['/rest/settings', '/rest/networkSettings', '/rest/restart'],
  )
  assert.is(store.get('settings').board_profile, 'E32')
  assert.is(store.get('network').ssid, 'Attic')
  await x.page.waitForURL((u) => u.pathname === '/dashboard/overview', { timeout: 20_000 }) // back
})

t('a configured gateway never redirects an admin to the setup', async () => {
  factory(x)
  const sent = await calls()
  await signIn('admin')
  await x.page.waitForURL((u) => u.pathname === '/dashboard/overview')
  assert.ok(
    sent.all.some((c) => c.path === '/rest/networkSettings'),
    'it did look',
  )
  await x.page.goto(x.emu.url + '/')
  await x.page.waitForURL((u) => u.pathname === '/dashboard/overview')
  await x.page.goto(x.emu.url + '/network/status')
  await x.page.getByText('WiFi connected').waitFor()
  assert.is(path(), '/network/status')
})

t('an admin whose gateway does not answer the network settings at sign-in lands as usual', async () => {
  await x.page.route('**/rest/networkSettings', (r) => r.fulfill({ status: 500, body: '' }))
  await signIn('admin')
  await x.page.waitForURL((u) => u.pathname === '/dashboard/overview')
})

t('guests never reach the setup, even of an unconfigured gateway', async () => {
  const sent = await calls()
  await signIn('guest')
  await x.page.waitForURL((u) => u.pathname === '/dashboard/overview')
  await x.page.goto(x.emu.url + '/setup')
  await x.page.waitForURL((u) => u.pathname === '/dashboard/overview')
  assert.not.ok(await x.page.getByRole('heading', { name: 'Setup' }).isVisible())
  assert.not.ok(
    sent.all.some((c) => c.path === '/rest/networkSettings'),
    'a guest never asks for the admin-only settings',
  )
  assert.ok(await x.page.evaluate(() => localStorage.getItem('access_token')), 'still signed in')
})

t('every step (a CUSTOM board too) fits a 360 px phone in all ten languages, light and dark in turn', async () => {
  factory(x)
  await signIn('admin')
  await x.page.waitForURL((u) => u.pathname === '/dashboard/overview')
  /** What sticks out to the right: the document, or up to three elements. */
  const overflow = () =>
    x.page.evaluate(() => {
      const out = document.documentElement.scrollWidth > innerWidth ? [`document ${document.documentElement.scrollWidth} px`] : []
      for (const el of document.querySelectorAll('body *')) {
        const r = el.getBoundingClientRect()
        if (r.width > 0 && r.right > innerWidth + 0.5) out.push(`<${el.localName}> "${(el.textContent ?? '').slice(0, 30)}" ends at ${Math.round(r.right)}`)
      }
      return out.slice(0, 3)
    })
  const problems: string[] = []
  for (const [i, lang] of ['de', 'en', 'fr', 'it', 'nl', 'no', 'pl', 'sk', 'sv', 'tr'].entries()) {
    const theme = i % 2 ? 'dark' : 'light'
    await x.page.evaluate(([l, th]) => (localStorage.setItem('lang', l), localStorage.setItem('theme', th)), [lang, theme])
    await x.page.goto(x.emu.url + '/setup')
    await x.page.locator('tbody tr').first().waitFor() // the scan list
    for (let n = 1; n <= 5; n++) {
      await x.page.getByRole('heading', { level: 2, name: new RegExp(` ${n}/5$`) }).waitFor()
      if (n === 3) await x.page.locator('#f-board_profile').selectOption('CUSTOM') // the pin fields too
      for (const o of await overflow()) problems.push(`${lang} ${theme} step ${n}: ${o}`)
      if (n < 5) await x.page.locator('.actions [type=submit]').tap()
    }
  }
  assert.equal(problems, [])
})

t('Settings leads an admin back to the setup, with the device values filled in', async () => {
  factory(x)
  await signIn('admin')
  await x.page.waitForURL((u) => u.pathname === '/dashboard/overview')
  await x.page.goto(x.emu.url + '/settings/application')
  await x.page.getByRole('link', { name: 'Run setup again' }).tap()
  await x.page.waitForURL((u) => u.pathname === '/setup')
  await step('Network')
  assert.is(await value('SSID'), 'HomeNet')
  assert.is(await value('Password'), 'heating-2024')
})

t.run()
