// The README's screenshots of the setup at 360 px (setup-*.png; where they are written: shots.ts): each step
// of an unconfigured gateway's setup, and the screen that says where to find it after Save. Each picture is
// checked for what it is of: the step's heading (where the page is not scrolled) and what it is taken for
// shown and not cut, nothing wider than the phone, not blank.

import type { Locator } from 'playwright-core'
import { NETWORK_DEFAULTS } from '../../emulator/routes/network.ts'
import { RESTART_WAIT, signedInSuite } from './fixture'
import { writeShot } from './shots'

const W = 360
const H = 740
// The restart outlasts the test: the last picture is of the restarting screen, not of the page once the device is back.
const { t, x } = signedInSuite('setup screenshots', 'admin', {
  restartMs: RESTART_WAIT,
  page: { viewport: { width: W, height: H }, hasTouch: true, isMobile: true },
})
t.before(async () => {
  x.emu.emulator.store.set('network', { ...NETWORK_DEFAULTS, ssid: '', password: '' })
})

const h2 = (heading: string) => x.page.getByRole('heading', { level: 2, name: new RegExp('^' + heading) })
/** Writes setup-NAME.png once the step's heading shows; `subjects` must be in the picture. */
async function shot(name: string, heading: string, ...subjects: Locator[]) {
  await h2(heading).waitFor()
  await x.page.waitForFunction(() => !document.querySelector('main [aria-busy=true]'))
  await writeShot(x.page, 'setup-' + name, W, H, subjects)
}
const field = (label: string) => x.page.getByLabel(label, { exact: true })
const next = () => x.page.getByRole('button', { name: 'Next', exact: true }).tap()

t('every step at 360 px', async () => {
  await x.page.goto(x.emu.url + '/')
  await x.page.waitForURL((u) => u.pathname === '/setup')
  await x.page.getByRole('row', { name: /HomeNet-Garage/ }).waitFor()
  await shot('1-wifi', 'Network', h2('Network'), x.page.getByRole('row', { name: /HomeNet-Garage/ }))
  await x.page.getByRole('row', { name: /HomeNet-Garage/ }).tap()
  await x.page.getByLabel('Password', { exact: true }).fill('garage-key-1')
  await shot('1-wifi-picked', 'Network', field('Password')) // the picked network's key, in view
  await next()
  await x.page.getByLabel('Hostname').fill('boiler-room')
  await shot('2-name', 'Hostname', h2('Hostname'), field('Hostname'))
  await next()
  await x.page.getByLabel('Board profile').selectOption('E32V2')
  await x.page.getByText(/^Rx GPIO 4/).waitFor()
  await shot('3-board', 'Interface board', h2('Interface board'), field('Board profile'))
  await next()
  await x.page.getByLabel('Host').fill('homeassistant.local')
  await x.page.getByLabel('Base topic').fill('house')
  await shot('4-mqtt', 'MQTT', h2('MQTT'), field('Host'))
  await next()
  await shot('5-summary', 'Summary', h2('Summary'), x.page.getByRole('button', { name: 'Save and restart' }))
  await x.page.getByRole('button', { name: 'Save and restart' }).tap()
  // the restarting screen over the setup, whose Save stays busy behind it: no wait for that
  await h2('Restarting').waitFor()
  await writeShot(x.page, 'setup-6-done', W, H, [h2('Restarting')])
})

t.run()
