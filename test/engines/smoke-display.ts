// The smoke set's display checks (smoke.ts runs them in every engine): language and dark mode kept over a
// reload, the phone's drawer, readable words and targets at 1280 and 360 px, a visible focus ring.

import type { Test } from 'uvu'
import * as assert from 'uvu/assert'
import { FOCUS_RING, SMALL_TARGETS, SPLIT_WORDS } from '../page-checks'
import type { Target } from './find'
import { MENU, type Smoke } from './smoke-context'

export function display(t: Test, s: Smoke) {
  t('language: German on the sign-in page survives a reload; numbers are German too', async () => {
    await s.page.go('/')
    await s.page.choose({ label: 'Language' }, 'Deutsch')
    await s.page.see({ role: 'button', name: 'Anmelden' })
    await s.page.go('/')
    await s.page.see({ role: 'button', name: 'Anmelden' })
    assert.is(await s.page.run('() => document.documentElement.lang'), 'de')
    await s.signIn('admin', '/dashboard/devices', ['Benutzername', 'Passwort'])
    await s.page.click({ role: 'row', name: /^GBx72/ })
    assert.match(await s.page.text({ role: 'row', name: /^system pressure/ }), /\d,\d bar/)
  })

  t('dark mode: the theme button switches to dark, which stays after a reload', async () => {
    await s.signIn('admin')
    const background = '() => getComputedStyle(document.documentElement).backgroundColor.match(/\\d+/g).slice(0, 3).map(Number)'
    const light = await s.page.run<number[]>(background)
    await s.page.click({ role: 'button', name: 'Theme: follows the system' })
    await s.page.see({ role: 'button', name: 'Theme: dark' })
    assert.is(await s.page.run('() => document.documentElement.dataset.theme'), 'dark')
    const dark = await s.page.run<number[]>(background)
    assert.ok(Math.max(...dark) < 60 && Math.min(...light) > 200, `background ${light} -> ${dark}`)
    await s.page.go('/dashboard/devices')
    await s.page.see({ role: 'button', name: 'Theme: dark' })
  })

  t('a 360 px phone: the menu is a drawer; the menu button opens it, a choice, Escape or Back closes it', async () => {
    await s.page.tab.resize(360, 740)
    await s.signIn('admin')
    const drawer = (open: boolean) =>
      `() => { const r = document.getElementById('sidebar').getBoundingClientRect(); return ${open ? 'r.x >= 0' : 'r.right <= 0'} }`
    assert.ok(await s.page.run(drawer(false)), 'the drawer starts closed')
    await s.page.see({ role: 'row', name: /^RC310/ })
    const width = await s.page.run<number[]>('() => [document.documentElement.scrollWidth, innerWidth]')
    assert.ok(width[0] <= width[1], `nothing wider than the phone: the page is ${width[0]} px wide`)
    const menu = await s.page.run<number[]>('() => { const s = document.querySelector(".user-menu summary"); return [s.scrollHeight, s.clientHeight] }')
    assert.ok(menu[0] <= menu[1], `the user menu button holds its icon and arrow on one line (${menu})`)
    assert.not.ok(await s.menuHas('Network'), 'a closed drawer is hidden')
    const button: Target = { role: 'button', name: 'Menu' }
    await s.page.click(button)
    await s.page.until('the drawer to open', drawer(true))
    await s.page.click({ role: 'link', name: 'Network', within: MENU })
    await s.page.waitPath('/network/status')
    await s.page.until('the drawer to close', drawer(false))
    await s.page.click(button)
    await s.page.until('the drawer to open', drawer(true))
    await s.page.tab.press('Escape')
    await s.page.until('the drawer to close', drawer(false))
    assert.is(await s.page.run('() => document.activeElement?.getAttribute("aria-label")'), 'Menu', 'focus back on the menu button')
    // a phone's Back closes the drawer and stays on the page
    await s.page.click(button)
    await s.page.until('the drawer to open', drawer(true))
    await s.page.run('() => history.back()')
    await s.page.until('the drawer to close', drawer(false))
    assert.is(await s.page.run('() => location.pathname'), '/network/status')
  })

  // In every engine: the checks of test/e2e/page-checks.test.ts on the screens people read most.
  t('readable at 1280 and 360 px: no word split over two lines, no control under 24x24 px', async () => {
    await s.signIn('admin', '/dashboard/overview')
    const problems: string[] = []
    const check = async (where: string) => {
      await s.page.until('the screen to load', '() => document.querySelector("main h1") && !document.querySelector("main [aria-busy=true]")')
      for (const p of await s.page.run<string[]>(SPLIT_WORDS)) problems.push(`${where}: split ${p}`)
      for (const p of await s.page.run<string[]>(SMALL_TARGETS)) problems.push(`${where}: small ${p}`)
    }
    for (const [w, h] of [
      [1280, 800],
      [360, 740],
    ]) {
      await s.page.tab.resize(w, h)
      for (const path of ['/dashboard/overview', '/dashboard/devices', '/dashboard/sensors', '/settings/scheduler', '/security/users', '/mqtt/settings']) {
        await s.page.go(path)
        await s.page.see({ role: 'heading', level: 1 })
        await check(`${w} ${path}`)
      }
      await s.page.go('/dashboard/devices')
      for (const device of [/^GBx72/, /^RC310/]) {
        await s.page.click({ role: 'row', name: device })
        await s.page.until("the panel's rows", '() => document.querySelectorAll(".panel tbody tr").length > 3')
        await check(`${w} panel ${device.source}`)
        await s.page.tab.press('Escape') // on a phone the panel covers the list
      }
    }
    assert.equal(problems, [])
  })

  t('a focus ring of 3:1 or more on the first 30 Tab stops after the skip link (menu, top bar, device panel), light and dark', async () => {
    await s.signIn('admin', '/dashboard/devices')
    const problems: string[] = []
    for (const theme of ['light', 'dark']) {
      await s.page.run('(t) => localStorage.setItem("theme", t)', theme)
      await s.page.go('/dashboard/devices')
      await s.page.click({ role: 'row', name: /^RC310/ })
      await s.page.until("the panel's rows", '() => document.querySelectorAll(".panel tbody tr").length > 3')
      await s.page.run('() => document.querySelector(".skip").focus()') // from the top of the page
      const seen = new Set<string>()
      for (let i = 0; i < 30; i++) {
        await s.page.tab.press('Tab')
        const p = await s.page.run<string>(FOCUS_RING)
        if (p && p !== 'nothing focused') problems.push(`${theme}: ${p}`)
        seen.add(await s.page.run<string>('() => document.activeElement.localName'))
      }
      assert.ok(seen.has('button') && seen.has('input'), `${theme}: buttons and fields among the stops: ${[...seen]}`)
    }
    assert.equal(problems, [])
  })
}
