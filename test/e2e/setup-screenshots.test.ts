// The README's screenshots of the setup at 360 px (setup-*.png; where they are written: shots.ts): each step
// of an unconfigured gateway's setup, and the screen that says where to find it after Save.
import { NETWORK_DEFAULTS } from '../../emulator/routes/network.ts'
import { signedInSuite } from './fixture'
import { writeShot } from './shots'

const W = 360
const H = 740
const { t, x } = signedInSuite('setup screenshots', 'admin', { page: { viewport: { width: W, height: H }, hasTouch: true, isMobile: true } })
t.before(async () => {
  x.emu.emulator.store.set('network', { ...NETWORK_DEFAULTS, ssid: '', password: '' })
})

/** Writes setup-NAME.png once the step's heading shows. */
async function shot(name: string, heading: string) {
  await x.page.getByRole('heading', { level: 2, name: new RegExp('^' + heading) }).waitFor()
  await x.page.waitForFunction(() => !document.querySelector('main [aria-busy=true]'))
  await writeShot(x.page, 'setup-' + name, W, H)
}
const next = () => x.page.getByRole('button', { name: 'Next', exact: true }).tap()

t('every step at 360 px', async () => {
  await x.page.goto(x.emu.url + '/')
  await x.page.waitForURL((u) => u.pathname === '/setup')
  await x.page.getByRole('row', { name: /HomeNet-Garage/ }).waitFor()
  await shot('1-wifi', 'Network')
  await x.page.getByRole('row', { name: /HomeNet-Garage/ }).tap()
  await x.page.getByLabel('Password', { exact: true }).fill('garage-key-1')
  await shot('1-wifi-picked', 'Network') // the picked network's key, in view
  await next()
  await x.page.getByLabel('Hostname').fill('boiler-room')
  await shot('2-name', 'Hostname')
  await next()
  await x.page.getByLabel('Board profile').selectOption('E32V2')
  await x.page.getByText(/^Rx GPIO 4/).waitFor()
  await shot('3-board', 'Interface board')
  await next()
  await x.page.getByLabel('Host').fill('homeassistant.local')
  await x.page.getByLabel('Base topic').fill('house')
  await shot('4-mqtt', 'MQTT')
  await next()
  await shot('5-summary', 'Summary')
  await x.page.getByRole('button', { name: 'Save and restart' }).tap()
  await shot('6-done', 'Restarting')
})

t.run()
