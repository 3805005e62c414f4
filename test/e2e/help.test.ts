// The Help page in real Chromium: the three links, and the two downloads (POST /api, device-api §2d) as
// text files named as the firmware's UI names them, for guests too.
import fs from 'node:fs'
import type { Browser, Page } from 'playwright-core'
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { launch } from './browser'
import { type RunningEmulator, startEmulator } from './emulator'

const t = suite('help')
let emu: RunningEmulator
let browser: Browser
let page: Page

t.before(async () => {
  emu = await startEmulator()
  browser = await launch()
})
t.after(async () => {
  await browser?.close()
  await emu?.stop()
})
t.before.each(async () => {
  page = await browser.newPage({ viewport: { width: 360, height: 740 }, acceptDownloads: true })
  page.setDefaultTimeout(8000)
  const res = await fetch(emu.url + '/rest/signIn', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'guest', password: 'guest' }) })
  const { access_token } = (await res.json()) as { access_token: string }
  await page.addInitScript((tk) => localStorage.setItem('access_token', tk), access_token)
})
t.after.each(async () => {
  await page.close()
})

t('links to the documentation, the community chat and the issue tracker open in a new tab', async () => {
  await page.goto(emu.url + '/help')
  const links = page.locator('main').getByRole('link')
  assert.equal(await links.evaluateAll((as) => as.map((a) => [(a as HTMLAnchorElement).href, (a as HTMLAnchorElement).target])), [
    ['https://emsesp.github.io/docs', '_blank'],
    ['https://discord.gg/3J3GgnzpyT', '_blank'],
    ['https://github.com/emsesp/EMS-ESP32/issues/new/choose', '_blank'],
  ])
  await page.getByRole('link', { name: 'Community chat on Discord' }).waitFor()
})

/** Clicks `button` and returns the downloaded file's name and text. */
async function download(button: string) {
  const [file] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: button }).click()])
  return { name: file.suggestedFilename(), text: fs.readFileSync((await file.path())!, 'utf8') }
}

t('a guest downloads the support info and all values as text files', async () => {
  await page.goto(emu.url + '/help')
  const sent: unknown[] = []
  await page.route(
    (u) => u.pathname === '/api',
    (route) => (sent.push(JSON.parse(route.request().postData() ?? 'null')), route.continue()),
  )
  const info = await download('Support info')
  assert.is(info.name, 'emsesp_system_info.txt')
  assert.is(JSON.parse(info.text)['System Info'].version, '3.6.5')
  const all = await download('All values')
  assert.is(all.name, 'emsesp_system_allvalues.txt')
  assert.ok(Object.keys(JSON.parse(all.text)).some((k) => k.startsWith('Boiler ')))
  assert.equal(sent, [
    { device: 'system', entity: 'info', id: 0 },
    { device: 'system', entity: 'allvalues', id: 0 },
  ])
})

t('a failed download says why', async () => {
  await page.goto(emu.url + '/help')
  await page.getByRole('button', { name: 'Support info' }).waitFor()
  await emu.emulator.stop()
  await page.getByRole('button', { name: 'Support info' }).click()
  await page.getByText('The device cannot be reached').waitFor()
  await emu.emulator.start()
})

t.run()
