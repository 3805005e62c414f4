// The setup's steps on a 360 px touch phone: each checks with its area's messages, Back keeps what was typed,
// Skip leaves MQTT as the device has it, and every step fits the phone in all ten languages.
import * as assert from 'uvu/assert'
import { RESTART_WAIT, transitionsDone } from './fixture'
import { setupSuite, UNCONFIGURED } from './setup-suite'

const { t, x, factory, tap, heading, path, value, step, refused, calls, signIn, axe, toHostname } = setupSuite('setup steps')

t('each step checks with the area messages; Back keeps every value; Skip leaves MQTT as it is', async () => {
  const sent = await calls()
  factory({ ...UNCONFIGURED, static_ip_config: true, local_ip: '192.168.1.60', gateway_ip: '192.168.1.1', subnet_mask: '255.255.255.0' })
  await signIn('admin')
  await step('Network')
  // An open network needs no key; typing another name asks for one again.
  await x.page.getByRole('row', { name: /Cafe Guest/ }).tap()
  assert.is(await value('SSID'), 'Cafe Guest')
  assert.not.ok(await x.page.getByLabel('Password', { exact: true }).isVisible())
  await x.page.getByLabel('SSID').fill('Cafe Guest 2')
  await x.page.getByLabel('Password', { exact: true }).waitFor()
  // A network typed in (a hidden one); too long a name is refused with the network screen's message.
  await refused('SSID', 'x'.repeat(33), 'SSID must be 32 characters or less')
  await x.page.waitForFunction(() => document.activeElement?.id === 'f-ssid') // the field to fix has the focus
  // The setup is for joining a network: no name, or a key too short for WPA, does not go on.
  await refused('SSID', '', 'SSID is required')
  await x.page.getByLabel('SSID').fill('Attic')
  await refused('Password', 'short', 'Password must be 8-64 characters')
  await x.page.getByLabel('Password', { exact: true }).fill('attic-key-9')
  await tap('Next')

  await step('Hostname')
  await refused('Hostname', '', 'Hostname is required')
  await x.page.getByLabel('Hostname').fill('ems_esp')
  await x.page.getByText('Must be a valid hostname').waitFor()
  await tap('Next')
  assert.ok(await heading('Hostname').isVisible(), 'still on this step')
  await x.page.getByLabel('Hostname').fill('attic-gw')
  await x.page.getByLabel('Hostname').press('Enter') // the keyboard's Next

  await step('Interface board')
  await x.page.getByLabel('Board profile').selectOption('CUSTOM')
  await refused('Rx GPIO', '', 'Rx GPIO is required')
  await x.page.getByLabel('Rx GPIO').fill('16')
  await tap('Next')

  await step('MQTT')
  await refused('Host', '', 'Host is required')
  await x.page.getByLabel('Host').fill('broker.lan')
  await tap('Next')
  await step('Summary')
  assert.match(await x.page.locator('dl.facts').innerText(), 'broker.lan:1883')

  // Back through every step: everything typed is still there.
  const typed: [string, Record<string, string>][] = [
    ['MQTT', { Host: 'broker.lan' }],
    ['Interface board', { 'Board profile': 'CUSTOM', 'Rx GPIO': '16' }],
    ['Hostname', { Hostname: 'attic-gw' }],
    ['Network', { SSID: 'Attic', Password: 'attic-key-9' }],
  ]
  for (const [name, fields] of typed) {
    await tap('Back')
    await step(name)
    for (const [label, v] of Object.entries(fields)) assert.is(await value(label), v, `${name}: ${label}`)
  }
  for (const s of ['Hostname', 'Interface board', 'MQTT']) {
    await tap('Next')
    await step(s)
  }

  // Skip: MQTT stays as the device has it (on, its broker), and the summary says so; switched off, it is left out.
  await tap('Skip')
  await step('Summary')
  const summary = await x.page.locator('dl.facts').innerText()
  assert.match(summary, 'Attic')
  assert.match(summary, '192.168.1.10:1883')
  await tap('Back')
  await step('MQTT')
  await x.page.getByRole('switch', { name: 'Enable MQTT' }).tap()
  await tap('Next')
  await step('Summary')
  assert.not.match(await x.page.locator('dl.facts').innerText(), 'MQTT')
  await tap('Back')
  await step('MQTT')
  await tap('Skip')
  await step('Summary')
  await x.page.route('**/rest/systemStatus', (r) => r.abort()) // the screen after Save stays while it is checked
  await tap('Save and restart')
  await heading('Restarting').waitFor()
  // while the device restarts: the button busy, and a line saying so
  await x.page.getByRole('status').filter({ hasText: 'The device is restarting. Please wait…' }).waitFor()
  assert.is(await x.page.getByRole('button', { name: 'Save and restart' }).getAttribute('aria-busy'), 'true')
  // The fixed address too, besides the .local name.
  for (const u of ['http://attic-gw.local/', 'http://192.168.1.60/']) await x.page.locator('dl').getByRole('link', { name: u }).waitFor()
  // If it does not come back here (the phone is still on its access point): which WiFi to join, and what to open.
  const where = x.page.locator('main p').filter({ has: x.page.locator('svg') })
  assert.is((await where.innerText()).trim(), 'Attic → http://attic-gw.local/')
  await where.getByRole('link', { name: 'http://attic-gw.local/' }).waitFor()
  for (const scheme of ['light', 'dark'] as const) {
    await x.page.emulateMedia({ colorScheme: scheme })
    // (contrast is measured on the final colours: after the theme's transitions)
    await x.page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))))
    await transitionsDone(x.page)
    assert.equal(await axe(), [], scheme)
  }
  await x.page.unroute('**/rest/systemStatus')
  assert.equal(
    sent.posts().map((p) => p.path),
    ['/rest/settings', '/rest/networkSettings', '/rest/restart'],
  )
  assert.is(sent.posts()[0].body.rx_gpio, 16)
  assert.equal(x.emu.emulator.store.get('mqtt'), x.emu.emulator.store.defaults('mqtt'))
  await x.page.waitForURL((u) => u.pathname === '/dashboard/overview', { timeout: RESTART_WAIT }) // back
})

t("a phone's Back steps back through the steps, keeping what was typed, and the page's own Back leaves no entry behind", async () => {
  await toHostname()
  await x.page.getByLabel('Hostname').fill('attic-gw')
  for (const s of ['Interface board', 'MQTT']) {
    await tap('Next')
    await step(s)
  }
  // the page's own Back takes its step's entry off (one popstate): the browser's next Back is the step before
  await x.page.evaluate(() => {
    ;(window as any).pops = 0
    addEventListener('popstate', () => (window as any).pops++)
  })
  await tap('Back')
  await step('Interface board')
  await x.page.waitForFunction(() => (window as any).pops === 1)
  const back = () => x.page.evaluate(() => history.back())
  await back()
  await step('Hostname')
  assert.is(await value('Hostname'), 'attic-gw')
  await back()
  await step('Network')
  assert.equal([await value('SSID'), await value('Password')], ['Attic', 'attic-key-9'])
  assert.is(path(), '/setup')
})

t('every step (a CUSTOM board too) fits a 360 px phone in all ten languages, light and dark in turn', async () => {
  factory()
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

t.run()
