// On a 360 px phone (no tooltips there): icon buttons show their words, the top bar
// holds the menu button, title, theme and user only (the language picker is in the user menu), tab rows stay
// one line, and the log wraps its lines (Compact: the time of day only).
import * as assert from 'uvu/assert'
import { MQTT_DEFAULTS } from '../../emulator/routes/mqtt.ts'
import { signedInSuite } from './fixture'

const { t, x } = signedInSuite('phone', 'admin', { page: { viewport: { width: 360, height: 740 } } })
const open = (path: string) => x.page.goto(x.emu.url + path)

/** The words a sighted user reads on each visible button of `scope` (its rendered text). */
const words = (scope: string) =>
  x.page.locator(scope).evaluateAll((bs) => bs.filter((b) => (b as HTMLElement).offsetWidth).map((b) => (b as HTMLElement).innerText.trim()))

t("the device panel's six tools and the users' three buttons show their words; the favourites star shows its state", async () => {
  await open('/dashboard/devices')
  await x.page.getByRole('row').filter({ hasText: 'RC310' }).first().click()
  await x.page.locator('.panel tbody tr').first().waitFor()
  assert.equal(await words('.panel header button'), ['Device details', 'Customization', 'Export CSV', 'Favourites only', 'Refresh', 'Close'])
  const star = x.page.getByRole('button', { name: 'Favourites only' })
  const fill = () => star.locator('path').evaluate((p) => getComputedStyle(p).fill)
  const off = await fill()
  await star.click()
  assert.is(await star.getAttribute('aria-pressed'), 'true')
  assert.is.not(await fill(), off, 'the star is filled while on')
  await open('/security/users')
  await x.page.getByRole('cell', { name: 'guest', exact: true }).waitFor()
  assert.equal(await words('tbody tr:first-child button'), ['Access token', 'Edit', 'Delete'])
})

t('the top bar: menu button, title, theme and user; the language picker is in the user menu (and on the sign-in card)', async () => {
  await open('/dashboard/overview')
  await x.page.locator('main h1').waitFor()
  const bar = await x.page
    .locator('.topbar')
    .evaluate((b) =>
      [...b.querySelectorAll(':scope > :is(button, strong, select), summary')]
        .filter((e) => (e as HTMLElement).offsetWidth)
        .map((e) => e.getAttribute('aria-label') ?? e.textContent),
    )
  assert.equal(bar, ['Menu', 'EMS-ESP', 'Theme: follows the system', 'admin (User menu)'])
  await x.page.locator('.user-menu summary').click()
  // every language's name fits the picker whole ("Nederlands" was cut to "Nederlanc")
  const cut = await x.page.locator('.user-menu select').evaluate((s: HTMLSelectElement) => {
    const cs = getComputedStyle(s)
    const ctx = document.createElement('canvas').getContext('2d')!
    ctx.font = cs.font
    const room = s.clientWidth - parseFloat(cs.paddingLeft) - parseFloat(cs.paddingRight)
    return [...s.options].filter((o) => ctx.measureText(o.text).width > room).map((o) => o.text)
  })
  assert.equal(cut, [])
  await x.page.getByLabel('Language').selectOption('de')
  await x.page.getByRole('heading', { name: 'Kontrollzentrum' }).waitFor()
  await x.page.evaluate(() => localStorage.removeItem('access_token'))
  await x.page.context().clearCookies()
  await x.page.addInitScript(() => localStorage.removeItem('access_token'))
  await open('/')
  assert.ok(await x.page.getByLabel('Sprache').isVisible(), 'on the sign-in card')
})

t('tab rows stay on one line and scroll sideways; the page does not', async () => {
  await open('/settings/application')
  await x.page.locator('main h1').waitFor()
  const tabs = await x.page.locator('nav.tabs').evaluate((n) => ({
    tops: [...new Set([...n.children].map((c) => Math.round(c.getBoundingClientRect().top)))],
    scrolls: n.scrollWidth > n.clientWidth,
    page: document.documentElement.scrollWidth,
  }))
  assert.is(tabs.tops.length, 1, `one line: ${tabs.tops}`)
  assert.ok(tabs.scrolls, 'the four settings tabs do not fit 360 px: the row scrolls')
  assert.ok(tabs.page <= 360, `page ${tabs.page} px`)
})

t('the open tab is scrolled into view whole in a row that scrolls', async () => {
  await open('/settings/customentities')
  const tab = x.page.locator('nav.tabs [aria-current=page]')
  await tab.waitFor()
  const [row, box] = await Promise.all([x.page.locator('nav.tabs').boundingBox(), tab.boundingBox()])
  assert.ok(row && box && box.x >= row.x && box.x + box.width <= row.x + row.width + 1, `tab ${JSON.stringify(box)} in row ${JSON.stringify(row)}`)
})

t('the log wraps its lines (nothing scrolls sideways in it); Compact shows the time of day only', async () => {
  await open('/system/log')
  const line = x.page.locator('[role=log] > div').first()
  await line.waitFor()
  const box = await x.page.locator('[role=log]').evaluate((l) => [l.scrollWidth, l.clientWidth])
  assert.ok(box[0] <= box[1], `log ${box[0]} px wide in ${box[1]} px`)
  assert.match((await line.textContent())!, /^\d\d:\d\d:\d\d [A-Z] \d+: \[/)
  await x.page.getByLabel('Compact').uncheck()
  await x.page.waitForFunction(() => /\.\d{3} /.test(document.querySelector('[role=log] > div')!.textContent!)).catch(() => {})
  assert.match(
    (await line.textContent())!,
    /^(\d{4}-\d\d-\d\d |\d+\+)\d\d:\d\d:\d\d\.\d{3} /,
    `not compact: date and milliseconds: ${await line.textContent()}`,
  )
})

t('"Settings saved" covers none of the form\'s controls', async () => {
  x.emu.emulator.store.set('mqtt', MQTT_DEFAULTS)
  await open('/mqtt/settings') // a long form: fields down to the bottom of the screen
  await x.page.getByLabel('Host').fill('broker.lan')
  await x.page.getByRole('button', { name: /^Apply changes/ }).click()
  const toast = x.page.getByText('Settings saved')
  await toast.waitFor()
  const covered = await toast.evaluate((t) => {
    const r = t.closest('.toast')!.getBoundingClientRect()
    return [...document.querySelectorAll('main :is(input, select, textarea, button, a)')]
      .map((c) => [c, c.getBoundingClientRect()] as const)
      .filter(([, b]) => b.width && b.bottom > 0 && b.top < innerHeight && b.left < r.right && b.right > r.left && b.top < r.bottom && b.bottom > r.top)
      .map(([c]) => c.getAttribute('name') ?? c.textContent)
  })
  assert.equal(covered, [])
})

t.run()
