// Chromium through playwright-core, found and launched as the end-to-end tests do (test/e2e/browser.ts).
import type { ElementHandle, Page as PwPage } from 'playwright-core'
import { launch } from '../e2e/browser'
import type { Engine, Key, Tab } from './driver'

const PW_KEYS: Record<Key, string> = { Enter: 'Enter', Escape: 'Escape', Backspace: 'Backspace', Tab: 'Tab', SelectAll: 'ControlOrMeta+a' }

export async function chromium(): Promise<Engine> {
  const browser = await launch()
  return {
    name: 'Chromium',
    version: 'Chromium ' + browser.version(),
    async open() {
      const page: PwPage = await browser.newPage({ viewport: { width: 1280, height: 800 } })
      const expr = (fn: string, arg: unknown) => `(${fn})(${JSON.stringify(arg ?? null)})`
      const tab: Tab = {
        goto: async (url) => void (await page.goto(url)),
        resize: (width, height) => page.setViewportSize({ width, height }),
        run: (fn, arg) => page.evaluate(expr(fn, arg)),
        element: async (fn, arg) => (await page.evaluateHandle(expr(fn, arg))).asElement(),
        click: (el) => (el as ElementHandle).click(),
        type: (text) => page.keyboard.type(text),
        press: (key) => page.keyboard.press(PW_KEYS[key]),
        screenshot: () => page.screenshot(),
        close: () => page.close(),
        preload: async (fn) => void (await page.addInitScript(`(${fn})()`)),
      }
      return tab
    },
    close: () => browser.close(),
  }
}
