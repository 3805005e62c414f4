// The dashboard's entity panel with 500 entities in Chromium: time from the click on a device to its 500
// rows laid out, and from Refresh to a poll update (11 changed values) laid out. The device data is served
// by the page's route handler (MessagePack with float32, as the firmware sends it), so the figures are the
// console's own work plus a local round trip.
import { FLOAT32_OPTIONS, Packr } from 'msgpackr'
import { startEmulator } from '../e2e/emulator.ts'
import { launch, medianOf } from './chromium.mjs'

const N = 500
const RUNS = 9
const packr = new Packr({ useFloat32: FLOAT32_OPTIONS.ALWAYS, useRecords: false })

/** A realistic mix: temperatures, enums, booleans, durations, text, writable numbers with ranges. */
function entities(round) {
  return Array.from({ length: N }, (_, i) => {
    const id = (i % 9 === 0 ? '08' : '00') + `hc${(i % 4) + 1} entity number ${i}`
    const changed = i % 49 === 7 ? round : 0 // 11 of the 500, of every kind, change each round
    switch (i % 5) {
      case 0:
        return { id, v: 20.4 + i / 100 + changed, u: 1, c: `e${i}`, m: 5, x: 90, s: '0.5' }
      case 1:
        return { id, v: ['auto', 'manual', 'off'][(i + changed) % 3], u: 0, c: `e${i}`, l: ['auto', 'manual', 'off'] }
      case 2:
        return { id, v: (i + changed) % 2 ? 'on' : 'off', u: 0 }
      case 3:
        return { id, v: 691463 + i + changed, u: 8 }
      default:
        return { id, v: `text ${i} ${changed}`, u: 0 }
    }
  })
}

const emu = await startEmulator()
const browser = await launch()
try {
  const res = await fetch(emu.url + '/rest/signIn', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: '{"username":"admin","password":"admin"}',
  })
  const { access_token } = await res.json()
  const page = await browser.newPage({ viewport: { width: 1200, height: 800 } })
  await page.addInitScript((t) => localStorage.setItem('access_token', t), access_token)
  let round = 0
  const device = { id: 1, t: 5, tn: 'Thermostat', b: 'Buderus', n: 'Bench', d: 16, p: 158, v: '73.03', e: N }
  await page.route('**/rest/coreData', (r) => r.fulfill({ json: { connected: true, devices: [device] } }))
  await page.route('**/rest/deviceData*', (r) => r.fulfill({ body: packr.pack({ data: entities(round) }), contentType: 'application/json' }))
  await page.goto(emu.url + '/dashboard/devices')
  await page.locator('.devices tbody tr').first().waitFor()

  // In the page: run `act`, then resolve with the ms until `done()` holds and layout is done.
  const timed = (act, done, arg) =>
    page.evaluate(
      ([act, done, arg]) =>
        new Promise((resolve) => {
          const test = new Function('arg', `return (${done})(arg)`)
          const t0 = performance.now()
          const finish = () => {
            void document.body.offsetHeight // include style and layout
            resolve(performance.now() - t0)
          }
          const mo = new MutationObserver(() => test(arg) && (mo.disconnect(), finish()))
          mo.observe(document.body, { childList: true, subtree: true, characterData: true })
          new Function(`(${act})()`)()
        }),
      [act.toString(), done.toString(), arg],
    )

  const open = await medianOf(RUNS, async () => {
    round = 0
    const ms = await timed(
      () => document.querySelector('.devices tbody tr').click(),
      (n) => document.querySelectorAll('.panel tbody tr').length === n,
      N,
    )
    await page.keyboard.press('Escape')
    await page.locator('.panel').waitFor({ state: 'detached' })
    return ms
  })

  await page.locator('.devices tbody tr').first().click()
  await page
    .locator('.panel tbody tr')
    .nth(N - 1)
    .waitFor()
  const update = await medianOf(RUNS, async () => {
    round++
    // The last changed row (497, a boolean) shows its new value when the update is on screen.
    return timed(
      () => document.querySelector('.panel button[aria-label="Refresh"]').click(),
      (want) => document.querySelectorAll('.panel tbody tr')[497]?.children[1]?.textContent === want,
      (497 + round) % 2 ? 'on' : 'off',
    )
  })

  console.log(`entity panel, ${N} entities (median of ${RUNS}, Chromium, layout included)`)
  console.log(`  open: click -> ${N} rows         ${open.toFixed(1)} ms`)
  console.log(`  poll update (11 changed rows)   ${update.toFixed(1)} ms`)
} finally {
  await browser.close()
  await emu.stop()
}
