// The Help page in real Chromium: the three links, and the two downloads (POST /api, device-api §2d) as
// text files named as the firmware's UI names them, for guests too.
import fs from 'node:fs'
import * as assert from 'uvu/assert'
import { e2eSuite, tokenOf, withToken } from './fixture'

const { t, x } = e2eSuite('help', {
  page: { viewport: { width: 360, height: 740 }, acceptDownloads: true },
  beforeEach: async (x) => withToken(x, await tokenOf(x, 'guest')),
})

t('links to the documentation, the community chat and the issue tracker open in a new tab', async () => {
  await x.page.goto(x.emu.url + '/help')
  const links = x.page.locator('main').getByRole('link')
  assert.equal(await links.evaluateAll((as) => as.map((a) => [(a as HTMLAnchorElement).href, (a as HTMLAnchorElement).target])), [
    ['https://emsesp.github.io/docs', '_blank'],
    ['https://discord.gg/3J3GgnzpyT', '_blank'],
    ['https://github.com/emsesp/EMS-ESP32/issues/new/choose', '_blank'],
  ])
  await x.page.getByRole('link', { name: 'Community chat on Discord' }).waitFor()
})

/** Clicks `button` and returns the downloaded file's name and text. */
async function download(button: string) {
  const [file] = await Promise.all([x.page.waitForEvent('download'), x.page.getByRole('button', { name: button }).click()])
  return { name: file.suggestedFilename(), text: fs.readFileSync((await file.path())!, 'utf8') }
}

t('a guest downloads the support info and all values as text files', async () => {
  await x.page.goto(x.emu.url + '/help')
  const sent: unknown[] = []
  await x.page.route(
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
  await x.page.goto(x.emu.url + '/help')
  await x.page.getByRole('button', { name: 'Support info' }).waitFor()
  await x.emu.emulator.stop()
  await x.page.getByRole('button', { name: 'Support info' }).click()
  await x.page.getByText('The device cannot be reached').waitFor()
  await x.emu.emulator.start()
})

t.run()
