// What the setup's end-to-end files (setup*.test.ts) share: a 360 px touch phone against an emulator that
// restarts in 1.5 s, every test starting from an unconfigured gateway (no SSID), and the steps as a user
// meets them: sign in by touch, tap, the step's heading with the focus, a refused value, what was sent.
import fs from 'node:fs'
import { createRequire } from 'node:module'
import * as assert from 'uvu/assert'
import { MQTT_DEFAULTS } from '../../emulator/routes/mqtt.ts'
import { NETWORK_DEFAULTS } from '../../emulator/routes/network.ts'
import { type E2E, e2eSuite } from './fixture'

/** The network settings --unconfigured sets: no SSID, no key. */
export const UNCONFIGURED = { ...NETWORK_DEFAULTS, ssid: '', password: '' }

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

const AXE = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')

export function setupSuite(name: string) {
  /** Every test starts from the demo data with `network` (unconfigured unless a test says otherwise). */
  const factory = (network = NETWORK_DEFAULTS) => {
    const { store } = x.emu.emulator
    store.set('settings', store.defaults('settings'))
    store.set('mqtt', MQTT_DEFAULTS)
    store.set('network', network)
  }
  const { t, x } = e2eSuite(name, {
    restartMs: 1500,
    page: { viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true },
    beforeEach: async (x) => {
      await up(x)
      factory(UNCONFIGURED)
    },
  })

  const tap = (name: string | RegExp) => x.page.getByRole('button', { name, exact: typeof name === 'string' }).tap()
  const heading = (name: string) => x.page.getByRole('heading', { level: 2, name: new RegExp('^' + name) })
  const suite = {
    t,
    x,
    factory,
    tap,
    heading,
    path: () => new URL(x.page.url()).pathname,
    value: (label: string) => x.page.getByLabel(label, { exact: true }).inputValue(),

    /** The step's heading is shown and has the focus, and the step fits the phone's width. */
    async step(name: string) {
      await heading(name).waitFor()
      await x.page.waitForFunction((n) => document.activeElement?.tagName === 'H2' && document.activeElement.textContent!.startsWith(n), name)
      const wide = await x.page.evaluate(() => document.documentElement.scrollWidth)
      assert.ok(wide <= 360, `${name}: ${wide} px wide`)
    },

    /** Signs in as admin and fills the network step with the attic's WiFi, on to the hostname step. */
    async toHostname() {
      await suite.signIn('admin')
      await suite.step('Network')
      await x.page.getByLabel('SSID').fill('Attic')
      await x.page.getByLabel('Password', { exact: true }).fill('attic-key-9')
      await tap('Next')
      await suite.step('Hostname')
    },

    /** Types `typed` into `label` and taps Next: the step stays, with `message`. */
    async refused(label: string, typed: string, message: string) {
      await x.page.getByLabel(label, { exact: true }).fill(typed)
      await tap('Next')
      await x.page.getByText(message).waitFor()
      assert.ok(await x.page.getByLabel(label, { exact: true }).isVisible(), 'the step stays: ' + label)
    },

    /** The device calls from now on: method, path and JSON body (routes registered before this one see them after). */
    async calls() {
      const seen: { method: string; path: string; body?: any }[] = []
      await x.page.route('**/rest/**', (route) => {
        const r = route.request()
        seen.push({ method: r.method(), path: new URL(r.url()).pathname, body: r.method() === 'POST' ? JSON.parse(r.postData() ?? 'null') : undefined })
        return route.fallback()
      })
      return { posts: () => seen.filter((c) => c.method === 'POST' && c.path !== '/rest/signIn'), all: seen }
    },

    /** Signs in on the sign-in page by touch. */
    async signIn(user: string) {
      await x.page.goto(x.emu.url + '/')
      await x.page.getByLabel('Username', { exact: true }).fill(user)
      await x.page.getByLabel('Password', { exact: true }).fill(user)
      await tap('Sign in')
    },

    /** axe's violations on the page as it is (axe.test.ts checks every step; the screen after Save is checked here). */
    async axe(): Promise<string[]> {
      await x.page.evaluate(AXE + '\n;0') // evaluated: the page's CSP refuses an added inline script
      return x.page.evaluate(async () =>
        ((await (window as any).axe.run(document, { resultTypes: ['violations'] })).violations as { id: string }[]).map((v) => v.id),
      )
    },
  }
  return suite
}
