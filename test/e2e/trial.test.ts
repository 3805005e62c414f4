// What a new user's trial found, seen in Chromium: the fields of a row stay in line when one shows a message,
// a row under the pointer does not look selected, dark scrollbars in the dark theme, and the gateway's
// hostname in the window title and the names of downloaded files.
import * as assert from 'uvu/assert'
import { AP_DEFAULTS } from '../../emulator/routes/ap.ts'
import { signedInSuite } from './fixture'

const { t, x } = signedInSuite('new-user trial', 'admin', { page: { acceptDownloads: true } })

const open = (path: string) => x.page.goto(x.emu.url + path)
const top = async (label: string) => (await x.page.getByLabel(label, { exact: true }).boundingBox())!.y

t('a message under one field of a row moves no input of that row', async () => {
  x.emu.emulator.store.set('ap', { ...AP_DEFAULTS, provision_mode: 0 })
  await open('/ap/settings')
  const row = ['Channel', 'Max clients']
  const [channel, max] = await Promise.all(row.map(top))
  assert.is(channel, max)
  await x.page.getByLabel('Channel').fill('15')
  await x.page.getByRole('button', { name: /Apply changes/ }).click()
  await x.page.getByText('Channel must be between 1 and 14').waitFor()
  const after = await Promise.all(row.map(top))
  assert.is(after[1], after[0], 'Max clients stays level with Channel')
})

t('a row under the pointer looks unlike the selected row', async () => {
  await open('/dashboard/devices')
  const rows = x.page.locator('tr.opens')
  await rows.first().click()
  await x.page.locator('tr.sel').waitFor()
  await rows.nth(1).hover()
  const cell = (i: number) => rows.nth(i).locator('td').first()
  const bg = (i: number) => cell(i).evaluate((td) => getComputedStyle(td).backgroundColor)
  const [selected, hovered] = [await bg(0), await bg(1)]
  assert.not.equal(hovered, 'rgba(0, 0, 0, 0)', 'the hovered row is marked')
  assert.not.equal(hovered, selected)
})

t('the dark theme has dark scrollbars, chosen or from the system', async () => {
  await open('/dashboard/status')
  const colours = () => x.page.evaluate(() => getComputedStyle(document.documentElement).scrollbarColor)
  assert.is(await colours(), 'auto', 'the light theme keeps the browser’s own')
  await x.page.evaluate(() => document.documentElement.setAttribute('data-theme', 'dark'))
  const dark = await colours()
  assert.match(dark, /^rgb.* rgb/)
  await x.page.evaluate(() => document.documentElement.removeAttribute('data-theme'))
  await x.page.emulateMedia({ colorScheme: 'dark' })
  assert.is(await colours(), dark)
})

t('the window title and downloaded files carry the hostname once the console has read it', async () => {
  x.emu.emulator.store.set('network', { ...x.emu.emulator.store.get('network'), hostname: 'boiler-room' })
  await open('/help')
  await x.page.getByRole('heading', { name: 'Help' }).waitFor()
  assert.is(await x.page.title(), 'Help — EMS-ESP', 'not known yet: as before')
  const saved = async () => {
    const [file] = await Promise.all([x.page.waitForEvent('download'), x.page.getByRole('button', { name: 'Support info' }).click()])
    return file.suggestedFilename()
  }
  assert.is(await saved(), 'emsesp_system_info.txt')
  // Network status tells it (3.6.5 on); the browser keeps it for the next visit.
  await open('/network/status')
  await x.page.waitForFunction(() => document.title === 'Network · Status · boiler-room — EMS-ESP')
  await open('/help')
  await x.page.waitForFunction(() => document.title === 'Help · boiler-room — EMS-ESP')
  assert.is(await saved(), 'emsesp_boiler-room_system_info.txt')
})

t.run()
