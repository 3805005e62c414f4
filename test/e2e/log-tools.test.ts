// The log for installers, in real Chromium against the emulator's log stream: the search narrows
// the shown lines (any case) and counts them, Pause holds the view still while lines keep arriving and says
// how many came, Resume shows them; Copy puts the shown lines on the clipboard, through a hidden selection
// where the Clipboard API is missing (plain http on a LAN address), with a toast either way.
import type { Page } from 'playwright-core'
import * as assert from 'uvu/assert'
import { e2eSuite, signIn } from './fixture'

const { t, x } = e2eSuite('log tools', {
  beforeEach: async (x) => {
    x.emu.emulator.store.set('log', { level: 6, max_messages: 50, compact: true })
    await x.emu.emulator.restart() // a fresh boot: its first lines are in the buffer
  },
})

const lines = (page: Page) => page.getByRole('log').locator('div')
const texts = (page: Page) => lines(page).allInnerTexts()
const search = (page: Page) => page.getByRole('searchbox', { name: 'Search' })

/** Signs in, opens the log and waits for the boot's lines. */
async function openLog() {
  await signIn(x, 'admin', '/system/log')
  await lines(x.page).filter({ hasText: 'Found Thermostat' }).waitFor()
}

t('search: only the lines containing the text, in any case, with their count; emptied, every line again', async () => {
  await openLog()
  const all = await lines(x.page).count()
  await search(x.page).fill('FOUND ')
  await x.page.waitForFunction(() => document.querySelectorAll('[role=log] div').length === 2)
  const shown = await texts(x.page)
  assert.equal(
    shown.map((s) => s.replace(/^.*\[emsesp\] /, '').split(':')[0]),
    ['Found Boiler', 'Found Thermostat'],
  )
  const count = await x.page.locator('#log-n').innerText()
  assert.match(count, /^2\/\d+$/)
  assert.ok(Number(count.split('/')[1]) >= all, `counted of all lines: ${count}`)
  assert.is(await search(x.page).getAttribute('aria-describedby'), 'log-n')
  // lines that arrive are narrowed too: the emulator publishes to MQTT about every 5 s
  await search(x.page).fill('published')
  await lines(x.page).first().waitFor()
  const n = await lines(x.page).count()
  await x.page.waitForFunction((n) => document.querySelectorAll('[role=log] div').length > n, n, { timeout: 12000 })
  for (const s of await texts(x.page)) assert.match(s, /Published/)
  // emptied with the keyboard (Escape clears a search field): every line, no count
  await search(x.page).press('Escape')
  assert.is(await search(x.page).inputValue(), '')
  await x.page.waitForFunction((n) => document.querySelectorAll('[role=log] div').length > n, all)
  assert.not.ok(await x.page.locator('#log-n').isVisible())
})

t('pause: the view holds still while lines keep arriving and says how many came; resume shows them at the bottom', async () => {
  await openLog()
  const log = x.page.getByRole('log')
  // by keyboard: Tab to the button, Space
  await search(x.page).focus()
  await x.page.keyboard.press('Tab')
  assert.is(await x.page.evaluate(() => document.activeElement?.textContent?.trim()), 'Pause')
  await x.page.keyboard.press(' ')
  await x.page.getByRole('button', { name: 'Resume' }).waitFor()
  const before = await texts(x.page)
  const top = await log.evaluate((el) => el.scrollTop)
  // at least two new lines reach the page while it is paused
  const arrived = x.page.getByText(/^\d+ new$/)
  await x.page.waitForFunction(() => Number(document.querySelector('.log-tools small')?.textContent?.split(' ')[0]) >= 2, null, { timeout: 10000 })
  assert.equal(await texts(x.page), before, 'the same lines')
  assert.is(await log.evaluate((el) => el.scrollTop), top, 'not scrolled')
  const n = Number((await arrived.innerText()).split(' ')[0])
  await x.page.getByRole('button', { name: 'Resume' }).click()
  await x.page.getByRole('button', { name: 'Pause' }).waitFor()
  assert.not.ok(await arrived.isVisible())
  const after = await texts(x.page)
  assert.ok(after.length >= before.length + n, `${before.length} + ${n} new lines <= ${after.length}`)
  assert.equal(after.slice(0, before.length), before)
  assert.ok(await log.evaluate((el) => el.scrollHeight - el.scrollTop - el.clientHeight < 30), 'at the newest line')
})

/** The clipboard's lines, as the log shows them with Export (time, level, id, [name], message). */
const FOUND = /^(\d{3}\+|\d{4}-\d\d-\d\d )[\d:.]+ INFO \d+: \[emsesp\] Found Boiler: .*\n[\d+ :.-]+ INFO \d+: \[emsesp\] Found Thermostat: .*\n$/

t('copy: the shown lines reach the clipboard, and a toast says so', async () => {
  await x.page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: x.emu.url })
  await openLog()
  await search(x.page).fill('found')
  await x.page.waitForFunction(() => document.querySelectorAll('[role=log] div').length === 2)
  await x.page.getByRole('button', { name: 'Copy' }).click()
  await x.page.getByText('Copied to clipboard').waitFor()
  assert.match(await x.page.evaluate(() => navigator.clipboard.readText()), FOUND)
})

t('copy over plain http (no Clipboard API): through a hidden selection, focus back on Copy; refused, an error', async () => {
  await x.page.addInitScript(() => {
    delete (Navigator.prototype as any).clipboard
    // what a copy takes: the selected text of the focused field
    document.addEventListener('copy', () => {
      const el = document.activeElement as HTMLTextAreaElement
      ;(window as any).__copied = el.value.slice(el.selectionStart, el.selectionEnd)
    })
  })
  await openLog()
  assert.is(await x.page.evaluate(() => typeof navigator.clipboard), 'undefined')
  await search(x.page).fill('found')
  await x.page.waitForFunction(() => document.querySelectorAll('[role=log] div').length === 2)
  const copy = x.page.getByRole('button', { name: 'Copy' })
  await copy.click()
  await x.page.getByText('Copied to clipboard').waitFor()
  assert.match(await x.page.evaluate(() => (window as any).__copied), FOUND)
  assert.ok(await copy.evaluate((b) => b === document.activeElement), 'focus back on Copy')
  assert.is(await x.page.locator('textarea').count(), 0, 'the hidden field is gone')
  // a browser that refuses the copy too
  await x.page.evaluate(() => (document.execCommand = () => false))
  await copy.click()
  await x.page.getByText('Copying failed').waitFor()
})

t.run()
