// The page checks (test/page-checks.ts) on every screen and dialog at 360 and 1280 px: no word of a table cell
// or heading split over two lines, every control at least 24x24 px (WCAG 2.2 target size, axe's spacing
// exception aside), a focus ring of 3:1 or more in both themes; and one Escape closing one layer, dialogs
// starting at their first field. The in-page checks are shared with the Firefox and WebKit smoke sets.

import type { Page } from 'playwright-core'
import * as assert from 'uvu/assert'
import { FOCUS_RING, SMALL_TARGETS, SPLIT_WORDS } from '../page-checks'
import { signedInSuite } from './fixture'

const { t, x } = signedInSuite('page checks: words, targets, focus', 'admin')

/** Runs one of the page checks (a function's source) in the page. */
const run = <R>(fn: string) => x.page.evaluate(`(${fn})()`) as Promise<R>
const dialog = (p: Page) => p.getByRole('dialog').waitFor()
const panel = async (p: Page, name = 'RC310') => {
  await p.getByRole('row').filter({ hasText: name }).first().click()
  await p.locator('.panel tbody tr').first().waitFor()
}
interface Screen {
  path: string
  name?: string
  open?: (p: Page) => Promise<unknown>
}
const SCREENS: Screen[] = [
  { path: '/dashboard/overview' },
  { path: '/dashboard/devices' },
  { path: '/dashboard/devices', name: 'boiler panel', open: (p) => panel(p, 'GBx72') },
  { path: '/dashboard/devices', name: 'thermostat panel', open: (p) => panel(p) },
  {
    path: '/dashboard/devices',
    name: 'value dialog',
    open: async (p) => (await panel(p), await p.getByRole('button', { name: /^Edit: hc1 selected room/ }).click(), await dialog(p)),
  },
  {
    path: '/dashboard/devices',
    name: 'details dialog',
    open: async (p) => (await panel(p), await p.getByRole('button', { name: 'Details' }).click(), await dialog(p)),
  },
  { path: '/dashboard/sensors' },
  { path: '/dashboard/sensors', name: 'sensor dialog', open: async (p) => (await p.locator('tbody .row-btn').first().click(), await dialog(p)) },
  { path: '/dashboard/status' },
  { path: '/settings/application' },
  { path: '/settings/customization' },
  { path: '/settings/scheduler' },
  { path: '/settings/scheduler', name: 'schedule dialog', open: async (p) => (await p.getByRole('button', { name: 'Add' }).click(), await dialog(p)) },
  { path: '/settings/customentities' },
  { path: '/network/status' },
  { path: '/network/settings' },
  { path: '/mqtt/settings' },
  { path: '/ntp/settings' },
  { path: '/security/users' },
  { path: '/security/users', name: 'user dialog', open: async (p) => (await p.getByRole('button', { name: 'Add user' }).click(), await dialog(p)) },
  { path: '/system/status' },
  { path: '/system/log' },
  { path: '/system/upload' },
]

async function show(s: Screen) {
  await x.page.goto(x.emu.url + s.path)
  await x.page.locator('main h1').waitFor()
  await x.page.waitForFunction(() => !document.querySelector('main [aria-busy=true]') && document.querySelector('main h1 ~ *, main table, main form'))
  await s.open?.(x.page)
}

for (const width of [1280, 360]) {
  t(`${width} px: no word split over two lines, no control under 24x24 px, on every screen and dialog`, async () => {
    await x.page.setViewportSize({ width, height: 800 })
    const problems: string[] = []
    for (const s of SCREENS) {
      await show(s)
      const where = `${s.path}${s.name ? ` (${s.name})` : ''}`
      for (const p of await run<string[]>(SPLIT_WORDS)) problems.push(`${where}: split ${p}`)
      for (const p of await run<string[]>(SMALL_TARGETS)) problems.push(`${where}: small ${p}`)
    }
    assert.equal(problems, [])
  })
}

for (const theme of ['light', 'dark'] as const) {
  t(`${theme}: the focus ring of the first 40 Tab stops (menu, top bar, device panel) has 3:1 or more`, async () => {
    await x.page.emulateMedia({ colorScheme: theme })
    await x.page.goto(x.emu.url + '/dashboard/devices')
    await panel(x.page)
    await x.page.locator('main h1').focus()
    await x.page.evaluate(() => window.scrollTo(0, 0))
    await x.page.keyboard.press('Shift+Tab') // back into the top bar, then forward through everything
    const problems: string[] = []
    const seen = new Set<string>()
    for (let i = 0; i < 40; i++) {
      await x.page.keyboard.press('Tab')
      const p = await run<string>(FOCUS_RING)
      if (p) problems.push(p)
      seen.add(await x.page.evaluate(() => document.activeElement!.localName))
    }
    assert.equal(problems, [])
    assert.ok(seen.has('a') && seen.has('button') && seen.has('input'), `links, buttons and fields were among them: ${[...seen]}`)
  })
}

t('a dialog opens on its first field; Escape in the user menu over the device panel closes the menu only', async () => {
  await x.page.goto(x.emu.url + '/settings/scheduler')
  await x.page.getByRole('button', { name: 'Add' }).click()
  await dialog(x.page)
  assert.is(await x.page.evaluate(() => document.activeElement?.localName), 'select', 'focus on the first field (the kind), not the close button')
  await x.page.keyboard.press('Escape')
  await x.page.waitForFunction(() => !history.state?.layer) // the dialog's history entry is gone (a step back of the page's own)
  await x.page.goto(x.emu.url + '/dashboard/devices')
  await panel(x.page)
  await x.page.locator('.user-menu summary').click()
  await x.page.keyboard.press('Escape')
  assert.not.ok(await x.page.locator('.user-menu').getAttribute('open'), 'the menu closed')
  assert.ok(await x.page.locator('.panel').isVisible(), 'the panel under it stays')
  await x.page.keyboard.press('Escape')
  await x.page.locator('.panel').waitFor({ state: 'detached' })
})

t.run()
