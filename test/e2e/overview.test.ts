// The overview, the landing page: favourites of every device, all custom entities and sensors as a card
// per device, built from coreData + deviceData per device with at most 3 calls in flight, refreshed on
// the dashboard's polls (the page's clock is driven), values edited by admins; the empty state; routes.
import type { Request } from 'playwright-core'
import * as assert from 'uvu/assert'
import { busOf } from '../../emulator/bus/index.ts'
import { e2eSuite, signIn, tokenOf, withToken } from './fixture'

const { t, x } = e2eSuite('overview')
const tokens: Record<string, string> = {}
t.before(async () => {
  for (const user of ['admin', 'guest']) tokens[user] = await tokenOf(x, user)
})

const card = (title: string | RegExp) => x.page.locator('.cards article').filter({ has: x.page.getByRole('heading', { name: title, level: 2 }) })
const path = () => new URL(x.page.url()).pathname

/** Calls to the dashboard's endpoints from now on, and the most that were in flight at once. */
function watch() {
  const seen: string[] = []
  let open = 0
  const s = { seen, most: 0 }
  const api = (r: Request) => r.url().includes('/rest/')
  x.page.on('request', (r) => api(r) && (seen.push(new URL(r.url()).pathname.slice(6)), (s.most = Math.max(s.most, ++open))))
  x.page.on('requestfinished', (r) => api(r) && open--)
  x.page.on('requestfailed', (r) => api(r) && open--)
  return s
}
const count = (seen: string[], what: string) => seen.filter((p) => p === what).length

t('signing in lands on the overview: favourites per device with its icon, custom entities, sensors', async () => {
  const calls = watch()
  await signIn(x, 'admin')
  assert.is(path(), '/dashboard/overview')
  assert.is(await x.page.getByRole('link', { name: 'Overview' }).getAttribute('aria-current'), 'page')
  const boiler = card(/^GBx72/)
  await boiler.getByRole('cell', { name: 'system pressure', exact: true }).waitFor()
  assert.equal(await boiler.locator('td:first-child').allInnerTexts(), ['selected flow temperature', 'current flow temperature', 'system pressure', 'dhw current intern temperature'])
  assert.is(await boiler.locator('h2 svg').count(), 1, 'the device icon')
  assert.match(await boiler.getByRole('row').filter({ hasText: 'system pressure' }).innerText(), /\d\.\d bar/)
  assert.equal(await card('User defined entities').locator('td:first-child').allInnerTexts(), ['flowtemp', 'hc1_comfort', 'burner_raw', 'away'])
  await card('Temperature sensors').getByRole('cell', { name: 'living room' }).waitFor()
  await card('Analog sensors').getByRole('cell', { name: 'water pressure' }).waitFor()
  assert.is(await x.page.getByRole('cell', { name: 'exhaust temperature' }).count(), 0, 'not a favourite')
  // coreData, then deviceData for each of the six devices, and the sensors; never more than 3 at once.
  assert.is(count(calls.seen, 'coreData'), 1)
  assert.is(count(calls.seen, 'deviceData'), 6)
  assert.is(count(calls.seen, 'sensorData'), 1)
  assert.ok(calls.most <= 3, `${calls.most} calls in flight`)
})

t('on a slow link each card shows as its device answers, without waiting for the last one', async () => {
  await withToken(x, tokens.admin)
  // hold every device's answer but the boiler's (id 1) until the test lets them go
  let release!: () => void
  const held = new Promise<void>((r) => (release = r))
  await x.page.route(/\/rest\/deviceData\?id=(?!1$)/, async (route) => {
    await held
    await route.continue()
  })
  const notices: string[] = []
  await x.page.exposeFunction('noticeSeen', (s: string) => notices.push(s))
  await x.page.addInitScript(() => {
    new MutationObserver(() => {
      const n = document.querySelector('.notice')
      if (n) (window as any).noticeSeen(n.textContent)
    }).observe(document, { subtree: true, childList: true })
  })
  await x.page.goto(x.emu.url + '/dashboard/overview')
  await card(/^GBx72/).getByRole('cell', { name: 'system pressure', exact: true }).waitFor()
  assert.is(await card('RC310').count(), 0, 'the thermostat has not answered yet')
  release()
  await card('RC310').getByRole('cell', { name: 'hc1 selected room temperature', exact: true }).waitFor()
  await card('User defined entities').waitFor()
  assert.equal(notices, [], 'no "No favourites yet" while devices are still answering')
  await x.page.unrouteAll()
})

t('values follow the polls: sensors every 30 s, devices every 60 s', async () => {
  await x.page.clock.install()
  await withToken(x, tokens.admin)
  await x.page.goto(x.emu.url + '/dashboard/overview')
  await card('Analog sensors').getByRole('cell', { name: 'water pressure' }).waitFor()
  await card('RC310').getByRole('cell', { name: 'wwc1 dhw mode', exact: true }).waitFor()
  const calls = watch()
  await x.page.clock.fastForward(30_500)
  await x.page.waitForResponse((r) => r.url().includes('/rest/sensorData'))
  assert.is(count(calls.seen, 'deviceData'), 0, 'devices not yet')
  const dhw = card('RC310').getByRole('row').filter({ hasText: 'wwc1 dhw mode' })
  const before = await dhw.locator('td').nth(1).innerText()
  const other = before.trim() === 'comfort' ? 'normal' : 'comfort'
  assert.ok(busOf(x.emu.emulator.ctx).write(2, 'wwc1/wwmode', other), 'changed on the device')
  await x.page.clock.fastForward(30_000)
  await dhw.getByText(other, { exact: true }).waitFor()
  assert.is(count(calls.seen, 'deviceData'), 6)
})

t('admins edit a writable value with the entity dialog; the device gets it', async () => {
  await withToken(x, tokens.admin)
  await x.page.goto(x.emu.url + '/dashboard/overview')
  await card('RC310').getByRole('button', { name: /^Edit: hc1 selected room temperature/ }).click()
  const dialog = x.page.getByRole('dialog')
  await dialog.getByLabel('Value').fill('22.5')
  await dialog.getByRole('button', { name: 'Update' }).click()
  await dialog.waitFor({ state: 'detached' })
  assert.equal(busOf(x.emu.emulator.ctx).lastWrite, { id: 2, c: 'hc1/seltemp', v: 22.5 })
  await card('RC310').getByRole('row').filter({ hasText: 'hc1 selected room temperature' }).getByText('22.5 °C').waitFor()
})

t('guests see the values without edit buttons', async () => {
  await withToken(x, tokens.guest)
  await x.page.goto(x.emu.url + '/dashboard/overview')
  await card('RC310').getByRole('cell', { name: 'wwc1 dhw mode', exact: true }).waitFor()
  assert.is(await x.page.locator('.cards button').count(), 0)
})

t('no favourites: the overview says how to mark them, with a link to Customization', async () => {
  const store = x.emu.emulator.store
  const saved = store.get<Record<string, unknown>>('customizations')
  store.set('customizations', { ...saved, masked_entities: [] })
  try {
    await withToken(x, tokens.admin)
    await x.page.goto(x.emu.url + '/dashboard/overview')
    await x.page.getByText(/No favourites yet/).waitFor()
    assert.is(await card(/^GBx72/).count(), 0)
    await x.page.locator('.notice').getByRole('link', { name: 'Customization' }).click()
    await x.page.waitForURL((u) => u.pathname === '/settings/customization')
  } finally {
    store.set('customizations', saved)
  }
})

t('routes: /dashboard opens the overview, the spec tabs stay, an unknown tab goes to devices', async () => {
  await withToken(x, tokens.admin)
  await x.page.goto(x.emu.url + '/dashboard')
  await x.page.waitForURL((u) => u.pathname === '/dashboard/overview')
  for (const tab of ['devices', 'sensors', 'status']) {
    await x.page.goto(x.emu.url + '/dashboard/' + tab)
    await x.page.waitForLoadState()
    assert.is(path(), '/dashboard/' + tab)
  }
  await x.page.goto(x.emu.url + '/dashboard/nonsense')
  await x.page.waitForURL((u) => u.pathname === '/dashboard/devices')
})

t.run()
