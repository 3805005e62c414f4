// Not a test: screenshots to look at in each engine, 1280 and 360 px, light and dark, registered only with
// ENGINE_SHOTS=DIR (npm test).
import type { Test } from 'uvu'
import { dialog, type Smoke } from './smoke-context'

export function shots(t: Test, s: Smoke) {
  if (process.env.ENGINE_SHOTS) {
    t('screenshots', async () => {
      for (const [w, h] of [
        [1280, 800],
        [360, 740],
      ]) {
        for (const theme of ['light', 'dark']) {
          const name = (what: string) => `${w}-${theme}-${what}`
          await s.page.tab.resize(w, h)
          await s.page.go('/')
          await s.page.run(`(t) => localStorage.setItem('theme', t)`, theme)
          await s.page.go('/')
          await s.page.see({ role: 'button', name: 'Sign in' })
          await s.page.shot(name('signin'))
          await s.signIn('admin')
          await s.page.click({ role: 'row', name: /^RC310/ })
          await s.page.see({ role: 'row', name: /^hc1 selected room temperature/ })
          await s.page.shot(name('device'))
          await s.page.click({ role: 'button', name: /^Edit: hc1 selected room temperature, \d/ })
          await s.page.fill({ label: 'Value', within: dialog }, '31')
          await s.page.click({ role: 'button', name: 'Update', within: dialog })
          await s.page.see({ text: 'Value must be between 5 and 30' })
          await s.page.shot(name('edit'))
          await s.page.go('/mqtt/settings')
          await s.page.fill({ label: 'Host' }, '')
          await s.page.click({ role: 'button', name: /^Apply changes/ })
          await s.page.see({ text: 'Host is required' })
          await s.page.shot(name('mqtt'))
          await s.page.go('/settings/scheduler')
          await s.page.shot(name('scheduler'))
          await s.page.go('/system/status')
          await s.page.shot(name('system'))
          if (w === 360) {
            await s.page.click({ role: 'button', name: 'Menu' })
            await s.page.until('the drawer to open', `() => document.getElementById('sidebar').getBoundingClientRect().x >= 0`)
            await s.page.shot(name('drawer'))
          }
          await s.page.run('() => localStorage.clear()')
        }
      }
    })
  }
}
