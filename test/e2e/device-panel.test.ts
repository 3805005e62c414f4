// Finding an entity in one keystroke: the device panel's filter (focused on opening with a keyboard, and by "/"; over names
// and values), a sticky header, one line per row, the value as the edit control, device names that break
// only between words, and on a phone the panel as a full-screen sheet with a close button.
import * as assert from 'uvu/assert'
import { SETTINGS_DEFAULTS } from '../../emulator/routes/settings.ts'
import { panelValue, signedInSuite, withToken } from './fixture'

const { t, x, token } = signedInSuite('device panel', 'admin')

async function openDevice(name: string) {
  await x.page.goto(x.emu.url + '/dashboard/devices')
  await x.page.getByRole('row').filter({ hasText: name }).first().click()
  await x.page.getByRole('heading', { name, level: 2 }).waitFor()
}
const panelRows = () => x.page.locator('.panel tbody tr')
const filter = () => x.page.locator('.panel').getByRole('searchbox')

t('the Name and Value headers sort the entities; numbers by size', async () => {
  await openDevice('RC310')
  await panelRows().nth(20).waitFor()
  const names = () => x.page.locator('.panel tbody tr td:first-child').allInnerTexts()
  const asRead = await names()
  await x.page.locator('.panel th').getByRole('button', { name: 'Name' }).click()
  assert.equal(
    await names(),
    [...asRead].sort((a, b) => a.localeCompare(b)),
  )
  assert.is(await x.page.locator('.panel th').first().getAttribute('aria-sort'), 'ascending')
  await x.page.locator('.panel th').getByRole('button', { name: 'Value' }).click()
  const numbers = (await x.page.locator('.panel tbody tr td:nth-child(2)').allInnerTexts())
    .map((v) => v.match(/^-?\d+(\.\d+)?(?= °C$)/)?.[0])
    .filter(Boolean)
    .map(Number)
  assert.ok(numbers.length > 3)
  assert.equal(
    numbers,
    [...numbers].sort((a, b) => a - b),
  )
})

t('the filter is focused on opening, matches names and values; "/" brings it back', async () => {
  await openDevice('RC310')
  await panelRows().nth(20).waitFor()
  assert.ok(await filter().evaluate((el) => el === document.activeElement), 'focused on opening')
  const all = await panelRows().count()
  await x.page.keyboard.type('room temp')
  await x.page.waitForFunction((n) => document.querySelectorAll('.panel tbody tr').length < n, all)
  const names = await x.page.locator('.panel tbody tr td:first-child').allInnerTexts()
  assert.ok(names.length > 0 && names.every((n) => n.includes('room temp')), names.join())
  await filter().fill('cost optimized') // a value, not a name
  await panelValue(x.page, 'hybrid control strategy').waitFor()
  await filter().fill('')
  await x.page.getByRole('heading', { name: 'RC310', level: 2 }).click()
  await x.page.keyboard.press('/')
  assert.ok(await filter().evaluate((el) => el === document.activeElement), '"/" focuses the filter')
  assert.is(await filter().inputValue(), '', 'the "/" is not typed')
})

t('on a touch phone the title takes the focus, not the filter (no on-screen keyboard over the list), and no "/" hint', async () => {
  await x.page.close()
  x.page = await x.browser.newPage({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true })
  await withToken(x, token())
  await openDevice('RC310')
  await panelRows().first().waitFor()
  assert.is(await x.page.evaluate(() => document.activeElement?.id), 'panel-title')
  assert.is(await filter().getAttribute('placeholder'), 'Search')
})

t('one line per row, and the header stays in view while the rows scroll', async () => {
  await openDevice('RC310')
  await panelRows().nth(100).waitFor()
  // one height, give or take the half pixel a row's fractional position adds (a second line adds 24 px)
  const heights = await panelRows().evaluateAll((trs) => trs.map((tr) => tr.getBoundingClientRect().height))
  assert.ok(Math.max(...heights) - Math.min(...heights) < 1, `row heights ${[...new Set(heights)]}`)
  const head = await x.page.evaluate(() => {
    const last = [...document.querySelectorAll('.panel tbody tr')].at(-1)!
    last.scrollIntoView()
    const th = document.querySelector('.panel th')!.getBoundingClientRect()
    return { top: th.top, bottom: th.bottom, lastTop: last.getBoundingClientRect().top }
  })
  assert.ok(head.top >= 0 && head.bottom <= 800 && head.lastTop > head.bottom, JSON.stringify(head))
})

t('the value is the edit control: a click on it, or Enter on it, opens its dialog', async () => {
  await openDevice('RC310')
  const mode = panelValue(x.page, 'hc1 mode')
  await mode.getByText(/^(manual|auto)$/).click()
  const dialog = x.page.getByRole('dialog')
  await dialog.getByRole('heading', { name: 'Change value' }).waitFor()
  await x.page.keyboard.press('Escape')
  await dialog.waitFor({ state: 'detached' })
  await mode.getByRole('button', { name: /^Edit: hc1 mode/ }).focus()
  await x.page.keyboard.press('Enter')
  await dialog.getByRole('heading', { name: 'Change value' }).waitFor()
})

t('device names break only between words', async () => {
  await openDevice('RC310') // the list is narrow beside the panel
  const split = await x.page.getByRole('cell', { name: /^GBx72/ }).evaluate((td) => {
    const text = td.querySelector('button') ?? td
    const broken: string[] = []
    const walker = document.createTreeWalker(text, NodeFilter.SHOW_TEXT)
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      for (const m of n.textContent!.matchAll(/[^\s/]+/g)) {
        const r = document.createRange()
        r.setStart(n, m.index!)
        r.setEnd(n, m.index! + m[0].length)
        if (r.getClientRects().length > 1) broken.push(m[0])
      }
    }
    return { broken, lines: Math.round(td.getBoundingClientRect().height) }
  })
  assert.equal(split.broken, [])
})

t('on a phone the panel is a full-screen sheet; its close button returns to the list', async () => {
  await x.page.setViewportSize({ width: 360, height: 740 })
  await openDevice('RC310')
  const box = await x.page.locator('.panel').boundingBox()
  assert.equal([box!.x, box!.y, box!.width, box!.height], [0, 0, 360, 740])
  // nothing is cut on a phone: names and values wrap instead of ending in an ellipsis
  const cut = await x.page
    .locator('.panel td, .panel td span')
    .evaluateAll((els) => els.filter((el) => el.scrollWidth > el.clientWidth + 1).map((el) => el.textContent))
  assert.equal(cut, [])
  await x.page.locator('.panel').getByRole('row').filter({ hasText: '3A(265) 04.01.2025 06:12' }).waitFor()
  await x.page.locator('.panel').getByRole('button', { name: 'Close' }).click()
  await x.page.locator('.panel').waitFor({ state: 'detached' })
  await x.page.getByRole('row').filter({ hasText: 'RC310' }).waitFor()
})

t('a gateway set to German sends German device types and entity names, shown as sent; the custom entities device keeps its one name', async () => {
  x.emu.emulator.store.set('settings', { ...SETTINGS_DEFAULTS, locale: 'de' })
  try {
    await x.page.goto(x.emu.url + '/dashboard/devices')
    await x.page.getByRole('row').filter({ hasText: 'GBx72' }).getByRole('cell', { name: 'Kessel', exact: true }).waitFor()
    // its type as the gateway says it, its name as the Custom Entities tab (3.6.5 calls it "User defined entities")
    await x.page.getByRole('row').filter({ hasText: 'Custom Entities' }).getByRole('cell', { name: 'Benutzerdefiniert', exact: true }).waitFor()
    await openDevice('RC310')
    await panelValue(x.page, 'HK1 gewählte Raumtemperatur').waitFor()
    // the custom entities device's details name it as everywhere else, not in the gateway's words
    await openDevice('Custom Entities')
    await x.page.getByRole('button', { name: 'Device details' }).click()
    const name = x.page
      .getByRole('dialog')
      .locator('dt', { hasText: /^Name$/ })
      .locator('+ dd')
    assert.is(await name.textContent(), 'Custom Entities')
    // and so does its CSV file's name (the type stays the gateway's, as in the details)
    await x.page.getByRole('dialog').getByRole('button', { name: 'Close' }).click()
    const [download] = await Promise.all([x.page.waitForEvent('download'), x.page.getByRole('button', { name: 'Export CSV' }).click()])
    assert.is(download.suggestedFilename(), 'Benutzerdefiniert_Custom_Entities.csv')
  } finally {
    x.emu.emulator.store.set('settings', SETTINGS_DEFAULTS)
  }
})

t.run()
