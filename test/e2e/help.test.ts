// The Help page in real Chromium: the three links, the two downloads (POST /api, device-api §2d) as text files
// named as the firmware's UI names them, for guests too, with the gateway's hostname once known (the window
// title too); and on 3.7.0+ the installer's uploaded support text.
import fs from 'node:fs'
import * as assert from 'uvu/assert'
import { e2eSuite, postsTo, signedInSuite, tokenOf, withToken } from './fixture'

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

t('the window title and downloaded files carry the hostname once the console has read it', async () => {
  x.emu.emulator.store.set('network', { ...x.emu.emulator.store.get('network'), hostname: 'boiler-room' })
  await x.page.goto(x.emu.url + '/help')
  await x.page.getByRole('heading', { name: 'Help' }).waitFor()
  assert.is(await x.page.title(), 'Help — EMS-ESP', 'not known yet: the title without it')
  assert.is((await download('Support info')).name, 'emsesp_system_info.txt')
  // Network status tells it (3.6.5 on); the browser keeps it for the next visit.
  await x.page.goto(x.emu.url + '/network/status')
  await x.page.waitForFunction(() => document.title === 'Network · Status · boiler-room — EMS-ESP')
  await x.page.goto(x.emu.url + '/help')
  await x.page.waitForFunction(() => document.title === 'Help · boiler-room — EMS-ESP')
  assert.is((await download('Support info')).name, 'emsesp_boiler-room_system_info.txt')
})

t.run()

// The installer's customSupport.json (3.7.0 on), as a restored upload leaves it in the emulator's store.
const SUPPORT = {
  type: 'customSupport',
  Support: { html: ['Heating by <b>Meier GmbH</b>', 'Call 0123 456<img src=x onerror="document.title=1">'], img_url: 'https://example.com/logo.png' },
}
const admin38 = signedInSuite('help, 3.8.0 admin', 'admin', { firmware: '3.8.0' })

admin38.t("the installer's support text is shown as text, first, with nothing of its markup run or loaded", async () => {
  const { x } = admin38
  x.emu.emulator.store.set('customSupport', SUPPORT)
  const images: string[] = []
  x.page.on('request', (r) => r.resourceType() === 'image' && images.push(r.url()))
  await x.page.goto(x.emu.url + '/help')
  const box = x.page.locator('main article').first()
  await box.getByText('Heating by Meier GmbH').waitFor()
  assert.equal(await box.locator('p').allTextContents(), ['Heating by Meier GmbH', 'Call 0123 456'])
  assert.is(await box.locator('b, img').count(), 0)
  assert.not.equal(await x.page.title(), '1')
  assert.equal(images, [])
  x.emu.emulator.store.set('customSupport', {})
})

admin38.t.run()

const guest38 = signedInSuite('help, 3.8.0 guest', 'guest', { firmware: '3.8.0' })

guest38.t('a guest on 3.8.0 is not asked for what only admins may read, and stays signed in', async () => {
  const { x } = guest38
  x.emu.emulator.store.set('customSupport', SUPPORT)
  const actions = postsTo(x.page, '/rest/action')
  await x.page.goto(x.emu.url + '/help')
  await x.page.getByRole('button', { name: 'Support info' }).waitFor()
  assert.is(actions.count, 0)
  assert.is(await x.page.getByText('Heating by').count(), 0)
  assert.ok(new URL(x.page.url()).pathname.endsWith('/help'))
})

guest38.t.run()
