// The smoke set every browser engine runs (Chromium, Firefox, WebKit): sign-in as admin and guest, a device
// and a value edit the emulated bus receives, a settings form with its messages, the clock, the live log
// (EventSource) (smoke-tasks.ts); language, dark mode, the phone drawer, readable text and focus
// (smoke-display.ts); the Content-Security-Policy (smoke-csp.ts). Written once against driver.ts; one
// browser per engine, a fresh context per test. Finds things by role, label and visible text only.
import { suite } from 'uvu'
import { MQTT_DEFAULTS } from '../../emulator/routes/mqtt.ts'
import { NTP_DEFAULTS } from '../../emulator/routes/ntp.ts'
import { startEmulator } from '../e2e/emulator'
import { type Engine, Page } from './driver'
// @ts-expect-error plain JS module shared with test/run.mjs
import { missing } from './present.mjs'
import { MENU, type Smoke } from './smoke-context'
import { csp } from './smoke-csp'
import { display } from './smoke-display'
import { shots } from './smoke-shots'
import { tasks } from './smoke-tasks'

export function smoke(engine: string, launch: () => Promise<Engine>) {
  const why: string | null = missing(engine)
  if (why) {
    console.log(`skipped: the ${engine} smoke tests: ${why}`)
    return
  }
  const t = suite(engine)
  const s = {
    async signIn(user, to = '/dashboard/devices', labels = ['Username', 'Password']) {
      await s.page.go('/')
      await s.page.fill({ label: labels[0] }, user)
      await s.page.fill({ label: labels[1] }, user)
      await s.page.tab.press('Enter')
      await s.page.until('the sign-in to leave "/"', '() => location.pathname !== "/"')
      await s.page.go(to)
    },
    menuHas: (name) => s.page.has({ role: 'link', name, within: MENU }),
  } as Smoke
  t.before(async () => {
    s.emu = await startEmulator()
    s.browser = await launch()
    console.log(`${s.browser.version}`)
  })
  t.after(async () => {
    await s.browser?.close()
    await s.emu?.stop()
  })
  t.before.each(async () => {
    s.emu.emulator.store.set('mqtt', MQTT_DEFAULTS)
    s.emu.emulator.store.set('ntp', NTP_DEFAULTS)
    s.page = new Page(await s.browser.open(), s.emu.url, s.browser.name)
  })
  t.after.each(async () => {
    await s.page.tab.close()
  })

  tasks(t, s)
  display(t, s)
  csp(t, s)
  shots(t, s)
  t.run()
}
