// Time from navigation to the first render of the console in Chromium, served by the emulator as the
// firmware serves it (one gzipped page). A baseline for the Chromium benches to come.
import { startEmulator } from '../e2e/emulator.ts'
import { launch, medianOf } from './chromium.mjs'

const RUNS = 7
const emu = await startEmulator()
const browser = await launch()
try {
  const timings = []
  const firstRender = await medianOf(RUNS, async () => {
    const page = await browser.newPage()
    await page.goto(emu.url + '/', { waitUntil: 'commit' })
    await page.waitForFunction(() => (document.getElementById('app')?.childElementCount ?? 0) > 0)
    const t = await page.evaluate(() => {
      const nav = performance.getEntriesByType('navigation')[0]
      return { render: performance.now(), dcl: nav.domContentLoadedEventEnd, heap: performance.memory?.usedJSHeapSize ?? 0 }
    })
    timings.push(t)
    await page.close()
    return t.render
  })
  const med = (k) => timings.map((t) => t[k]).sort((a, b) => a - b)[Math.floor(timings.length / 2)]
  console.log(`first render       ${firstRender.toFixed(0)} ms median of ${RUNS} (from navigation start)`)
  console.log(`DOMContentLoaded   ${med('dcl').toFixed(0)} ms median`)
  if (med('heap')) console.log(`JS heap used       ${(med('heap') / 1024 / 1024).toFixed(1)} MB median`)
} finally {
  await browser.close()
  await emu.stop()
}
