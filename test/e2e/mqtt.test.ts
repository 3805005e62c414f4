// MQTT in real Chromium against the emulator: the guest's status, the spec's messages with nothing sent,
// the conditional fields, and an unreachable broker shown as disconnected with its reason.
import type { Browser, Page } from 'playwright-core'
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { launch } from './browser'
import { type RunningEmulator, startEmulator } from './emulator'
import { MQTT_DEFAULTS } from '../../emulator/routes/mqtt.ts'

const t = suite('mqtt')
let emu: RunningEmulator
let browser: Browser
let page: Page

t.before(async () => {
  emu = await startEmulator()
  browser = await launch()
})
t.after(async () => {
  await browser?.close()
  await emu?.stop()
})
t.before.each(async () => {
  emu.emulator.store.set('mqtt', MQTT_DEFAULTS)
  page = await browser.newPage({ viewport: { width: 1200, height: 800 } })
  page.setDefaultTimeout(8000)
})
t.after.each(async () => {
  await page.close()
})

async function signIn(user: string, to: string) {
  await page.goto(emu.url + '/')
  await page.getByLabel('Username').fill(user)
  await page.getByLabel('Password').fill(user)
  await page.getByLabel('Password').press('Enter')
  await page.waitForURL((u) => u.pathname === '/dashboard/devices')
  await page.goto(emu.url + to)
}
const facts = () => page.locator('dl.facts').innerText()
const on = (name: string) => page.getByRole('switch', { name, exact: true })

t('a guest sees the connection status only', async () => {
  await signIn('guest', '/mqtt')
  await page.waitForURL((u) => u.pathname === '/mqtt/status')
  await page.getByText('Connected', { exact: true }).waitFor()
  const text = await facts()
  assert.match(text, /Client ID\s+ems-esp/)
  assert.match(text, /Queued messages\s+0/)
  assert.is(await page.locator('dd.ok').count(), 3, 'state, queue and failures in green')
  assert.equal(await page.getByRole('navigation', { name: 'MQTT' }).getByRole('link').allInnerTexts(), ['Status'])
})

t('invalid values show the spec messages and nothing is sent', async () => {
  await signIn('admin', '/mqtt/settings')
  let posts = 0
  page.on('request', (r) => r.method() === 'POST' && r.url().endsWith('/rest/mqttSettings') && posts++)
  await page.getByLabel('Host').fill('')
  await page.getByLabel('Port').fill('')
  await page.getByLabel('Base topic').fill('')
  await page.getByLabel('Keep alive').fill('0')
  await page.getByLabel('Heartbeat').fill('5')
  await page.getByRole('button', { name: /Apply changes/ }).click()
  for (const msg of ['Host is required', 'Port is required', 'Base is required', 'Keep alive must be between 1 and 86400', 'Heartbeat must be between 10 and 86400']) {
    await page.getByText(msg, { exact: true }).waitFor()
  }
  await page.locator('input[name=port]').fill('70000')
  await page.getByText('Invalid Port', { exact: true }).waitFor()
  await page.locator('input[name=host]').fill('bad host')
  await page.getByText('Must be a valid IP address or hostname').waitFor()
  assert.is(posts, 0)
  // Disabled, the connection settings are not checked.
  await on('Enable MQTT').uncheck()
  await page.getByRole('button', { name: /Apply changes/ }).click()
  await page.getByText('Settings saved').waitFor()
  assert.is(posts, 1)
})

t('conditional fields: TLS certificate, publish-single-to-command, discovery with its options', async () => {
  await signIn('admin', '/mqtt/settings')
  const cert = page.getByLabel('Root certificate (PEM)')
  assert.not.ok(await cert.isVisible())
  await on('Enable TLS').check()
  await cert.waitFor()

  const toCmd = on('Publish to command topics (ioBroker)')
  const discovery = on('MQTT discovery')
  assert.not.ok(await toCmd.isVisible())
  await discovery.check()
  for (const label of ['Discovery type', 'Discovery prefix', 'Entity ID format']) await page.getByLabel(label).waitFor()
  assert.equal(await page.getByLabel('Discovery type').locator('option').allInnerTexts(), ['Home Assistant', 'Domoticz', 'Domoticz (latest)'])
  assert.is(await page.getByLabel('Entity ID format').locator('option').count(), 3)
  await on('Publish single value topics').check()
  await discovery.waitFor({ state: 'detached' })
  await page.getByLabel('Discovery type').waitFor({ state: 'detached' })
  // Discovery is still on in the data, so publishing to command topics stays hidden until it is off.
  assert.not.ok(await toCmd.isVisible())
  await on('Publish single value topics').uncheck()
  await discovery.uncheck()
  await on('Publish single value topics').check()
  await toCmd.check()
  await page.getByRole('button', { name: /Apply changes/ }).click()
  await page.getByText('Settings saved').waitFor()
  const saved = emu.emulator.store.get('mqtt')
  assert.equal([saved.enableTLS, saved.publish_single, saved.publish_single2cmd, saved.ha_enabled], [true, true, true, false])
})

t('an unreachable broker: disconnected, with the reason and the failures coloured', async () => {
  await signIn('admin', '/mqtt/settings')
  await page.getByLabel('Host').fill('mqtt.nowhere.lan')
  await page.getByRole('button', { name: 'Apply changes (1)' }).click()
  await page.getByText('Settings saved').waitFor()
  await page.getByRole('link', { name: 'Status' }).click()
  await page.getByText('Disconnected', { exact: true }).waitFor()
  assert.match(await facts(), /Disconnect reason\s+TCP disconnected/)
  assert.is(await page.locator('dd.bad').first().innerText(), 'Disconnected')
  assert.is(await page.locator('dd', { hasText: /^\d+$/ }).first().getAttribute('class'), 'warn', 'queued messages')
})

t.run()
