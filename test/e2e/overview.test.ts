// The overview, the landing page: favourites of every device, all custom entities and sensors as a card
// per device, built from coreData + deviceData per device with at most 3 calls in flight, refreshed on
// the dashboard's polls (the page's clock is driven), values edited by admins; the empty state; routes.
import * as assert from 'uvu/assert'
import { busOf } from '../../emulator/bus/index.ts'
import { e2eSuite, signIn, tokenOf, watchCalls, withToken } from './fixture'

const { t, x } = e2eSuite('overview')
const tokens: Record<string, string> = {}
t.before(async () => {
  for (const user of ['admin', 'guest']) tokens[user] = await tokenOf(x, user)
})

const card = (title: string | RegExp) => x.page.locator('.cards article').filter({ has: x.page.getByRole('heading', { name: title, level: 2 }) })
const path = () => new URL(x.page.url()).pathname

const count = (seen: string[], what: string) => seen.filter((p) => p === what).length
/** The devices on the emulated bus (coreData's list, the custom device included). */
const coreDevices = async () =>
  ((await (await fetch(x.emu.url + '/rest/coreData', { headers: { Authorization: 'Bearer ' + tokens.admin } })).json()) as { devices: unknown[] }).devices
    .length

t('signing in lands on the overview: favourites per device with its icon, custom entities, sensors', async () => {
  const calls = watchCalls(x.page)
  await signIn(x, 'admin')
  assert.is(path(), '/dashboard/overview')
  assert.is(await x.page.getByRole('link', { name: 'Overview' }).getAttribute('aria-current'), 'page')
  const boiler = card(/^GBx72/)
  await boiler.getByRole('cell', { name: 'system pressure', exact: true }).waitFor()
  assert.equal(await boiler.locator('td:first-child').allInnerTexts(), [
    'selected flow temperature',
    'current flow temperature',
    'system pressure',
    'dhw current intern temperature',
  ])
  assert.is(await boiler.locator('h2 svg').count(), 1, 'the device icon')
  assert.match(await boiler.getByRole('row').filter({ hasText: 'system pressure' }).innerText(), /\d\.\d bar/)
  assert.equal(await card('Custom Entities').locator('td:first-child').allInnerTexts(), ['flowtemp', 'hc1_comfort', 'burner_raw', 'away'])
  await card('Temperature sensors').getByRole('cell', { name: 'living room' }).waitFor()
  await card('Analog sensors').getByRole('cell', { name: 'water pressure' }).waitFor()
  assert.is(await x.page.getByRole('cell', { name: 'exhaust temperature' }).count(), 0, 'not a favourite')
  // coreData, then deviceData for each of the six devices, and the sensors; never more than 3 at once.
  assert.is(count(calls.seen, 'coreData'), 1)
  assert.is(count(calls.seen, 'deviceData'), 6)
  assert.is(count(calls.seen, 'sensorData'), 1)
  assert.ok(calls.most <= 3, `${calls.most} calls in flight`)
})

/** Sets up answers of deviceData held until `release()`, for the ids `held` matches; counts "No favourites" sightings. */
async function holdDevices(held: RegExp) {
  let release!: () => void
  const gate = new Promise<void>((r) => (release = r))
  await x.page.route(held, async (route) => {
    await gate
    await route.continue().catch(() => {})
  })
  const notices: string[] = []
  await x.page.exposeFunction('noticeSeen', (s: string) => notices.push(s))
  await x.page.addInitScript(() => {
    new MutationObserver(() => {
      const n = document.querySelector('.notice:not(.error)')
      if (n) (window as any).noticeSeen(n.textContent)
    }).observe(document, { subtree: true, childList: true })
  })
  return { release, notices }
}

t('on a slow link each card shows as its device answers; no "No favourites" while the favourites are on their way', async () => {
  await withToken(x, tokens.admin)
  // the boiler (1) and the thermostat (2) hold the favourites: they answer last
  const { release, notices } = await holdDevices(/\/rest\/deviceData\?id=(1|2)$/)
  await x.page.goto(x.emu.url + '/dashboard/overview')
  await card('Custom Entities').getByRole('cell', { name: 'flowtemp', exact: true }).waitFor()
  await card('Temperature sensors').waitFor()
  assert.is(await card(/^GBx72/).count(), 0, 'the boiler has not answered yet')
  await x.page.waitForTimeout(300)
  release()
  await card(/^GBx72/)
    .getByRole('cell', { name: 'system pressure', exact: true })
    .waitFor()
  await card('RC310').getByRole('cell', { name: 'hc1 selected room temperature', exact: true }).waitFor()
  assert.equal(notices, [], 'no "No favourites yet" while devices are still answering')
  await x.page.unrouteAll({ behavior: 'ignoreErrors' })
})

t('a device that fails on the first load: the error panel with Retry stays, later answers do not hide it', async () => {
  await withToken(x, tokens.admin)
  await x.page.route(/\/rest\/deviceData\?id=2$/, (route) => route.fulfill({ status: 500, body: '' }))
  const { release } = await holdDevices(/\/rest\/deviceData\?id=(3|4|5|99)$/)
  await x.page.goto(x.emu.url + '/dashboard/overview')
  const panel = x.page.getByRole('alert').filter({ has: x.page.getByRole('button', { name: 'Retry' }) })
  await panel.waitFor()
  release()
  await x.page.waitForTimeout(1500) // the held answers arrive after the failure
  assert.ok(await panel.isVisible(), 'the error panel is still there')
  await x.page.unrouteAll({ behavior: 'ignoreErrors' })
  await panel.getByRole('button', { name: 'Retry' }).click()
  await card('RC310').getByRole('cell', { name: 'hc1 selected room temperature', exact: true }).waitFor()
  await panel.waitFor({ state: 'detached' })
})

t('values follow the polls: sensors every 30 s, devices every 60 s (only those with something to show)', async () => {
  const idle = watchCalls(x.page)
  await x.page.clock.install()
  await withToken(x, tokens.admin)
  await x.page.goto(x.emu.url + '/dashboard/overview')
  await card('Analog sensors').getByRole('cell', { name: 'water pressure' }).waitFor()
  await card('RC310').getByRole('cell', { name: 'wwc1 dhw mode', exact: true }).waitFor()
  await idle.settled() // every device's first answer read: the 60 s wait starts from there
  const calls = watchCalls(x.page)
  await x.page.clock.fastForward(30_500)
  await x.page.waitForResponse((r) => r.url().includes('/rest/sensorData'))
  assert.is(count(calls.seen, 'deviceData'), 0, 'devices not yet')
  const dhw = card('RC310').getByRole('row').filter({ hasText: 'wwc1 dhw mode' })
  const before = await dhw.locator('td').nth(1).innerText()
  const other = before.trim() === 'comfort' ? 'normal' : 'comfort'
  assert.ok(busOf(x.emu.emulator.ctx).write(2, 'wwc1/wwmode', other), 'changed on the device')
  await x.page.clock.fastForward(30_000)
  await dhw.getByText(other, { exact: true }).waitFor()
  // each device card once (the two sensor cards come from sensorData), not every device of the bus
  const cards = (await x.page.locator('.cards article').count()) - 2
  assert.is(count(calls.seen, 'deviceData'), cards)
  assert.ok(cards < (await coreDevices()), `${cards} cards`)
})

t('admins edit a writable value with the entity dialog; the device gets it', async () => {
  await withToken(x, tokens.admin)
  await x.page.goto(x.emu.url + '/dashboard/overview')
  await card('RC310')
    .getByRole('button', { name: /^Edit: hc1 selected room temperature/ })
    .click()
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
  assert.is(await x.page.locator('.cards button:not(.spark)').count(), 0, 'no button but the lines that open a trend')
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
