// The console on every EMS-ESP release the emulator speaks (--firmware 3.6.0 to 3.8.0; docs/device-api.md §10):
// sign-in, overview, every device panel, sensors, customization (save), custom entities (add and save, then the
// gateway holds it at that release's path), scheduler, system status, backups, a restart that returns, a device
// renamed (3.7.0 on), and a guest who stays signed in, with no unreadable answer and no page error. What the
// gateway receives is read from the emulator, not from the page.
import { unpack } from 'msgpackr'
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { RELEASES, type Release } from '../../src/schemas/releases.ts'
import { releaseBrowser, useBrowser, WAIT } from './browser'
import { startEmulator } from './emulator'
import { inApp } from './fixture'
import { backupsDownload, closePanel, ENTITIES, guestStays, readable, renamed, restartReturns, saved, signInAs } from './releases-checks'

const t = suite('releases')
let browser: Awaited<ReturnType<typeof useBrowser>>
t.before(async () => void (browser = await useBrowser()))
t.after(async () => void (browser && (await releaseBrowser())))

const since = (r: Release, first: Release) => RELEASES.indexOf(r) >= RELEASES.indexOf(first)

// RELEASE=3.8.0 runs one release only (while working on it)
for (const release of RELEASES.filter((r) => !process.env.RELEASE || r === process.env.RELEASE)) {
  t(`EMS-ESP ${release}: every screen reads, saves go where ${release} keeps them, backups, restart, guests`, async () => {
    const emu = await startEmulator({ firmware: release })
    const page = await browser.newPage({ viewport: { width: 1200, height: 800 }, acceptDownloads: true })
    page.setDefaultTimeout(WAIT)
    const errors: string[] = []
    page.on('pageerror', (e) => errors.push(e.message))
    try {
      const go = (path: string) => inApp(page, path)
      await signInAs(page, emu.url, 'admin')
      await page.locator('main .cards h2').first().waitFor()
      await readable(page, 'overview')
      const token = await page.evaluate(() => localStorage.getItem('access_token'))
      const get = (path: string) => fetch(emu.url + path, { headers: { Authorization: 'Bearer ' + token } })

      // Every device panel shows rows.
      await go('/dashboard/devices')
      const devices = page.locator('main table').first().locator('tbody tr')
      await devices.first().waitFor()
      const count = await devices.count()
      assert.ok(count >= 3, `${count} devices`)
      for (let i = 0; i < count; i++) {
        await devices.nth(i).click()
        await page.locator('.panel tbody tr').first().waitFor()
        await readable(page, `panel ${i}`)
        await closePanel(page)
      }
      if (since(release, '3.7.0')) await renamed(page, get)

      await go('/dashboard/sensors')
      await page.locator('main tbody tr').first().waitFor()
      await readable(page, 'sensors')
      await go('/dashboard/status')
      await page.locator('main dl').waitFor()
      await readable(page, 'bus status')

      // Customization: a favourite saved, and the gateway holds it.
      await go('/settings/customization')
      await page.getByLabel('Device').selectOption('1')
      await page.getByLabel('Search').fill('burnstarts')
      const fav = page.getByRole('row').filter({ hasText: 'burner starts' }).getByRole('button', { name: 'Favourite' })
      await fav.click()
      await page.getByRole('button', { name: 'Apply changes (1)' }).click()
      await saved(page)
      const rows = unpack(Buffer.from(await (await get('/rest/deviceEntities?id=1')).arrayBuffer())) as { id: string; m: number }[]
      assert.ok(rows.find((e) => e.id === 'burnstarts')!.m & 8, 'favourite stored')
      assert.is(await page.locator('main [role=status].warning').count(), 0, 'no unknown-release notice')

      // Custom entities: one added and saved at the release's path.
      await go('/settings/customentities')
      await page.locator('main tbody tr').first().waitFor()
      await page.getByRole('button', { name: 'Add' }).click()
      const dialog = page.getByRole('dialog')
      await dialog.getByLabel('Name').fill('release_probe')
      assert.is(await dialog.getByLabel('Source').count(), since(release, '3.6.5') ? 1 : 0, 'RAM variables only from 3.6.5')
      await dialog.getByLabel('Device ID (hex)').fill('10')
      await dialog.getByLabel('Telegram type (hex)').fill('2B9')
      await dialog.getByRole('button', { name: 'Add' }).click()
      await page.getByRole('button', { name: 'Apply changes (1)' }).click()
      await saved(page)
      const held = (await (await get(ENTITIES[release])).json()) as { entities: Record<string, unknown>[] }
      const probe = held.entities.find((e) => e.name === 'release_probe')
      assert.ok(probe, `held at ${ENTITIES[release]}`)
      assert.equal([probe!.device_id, probe!.type_id, 'ram' in probe!], [0x10, 0x2b9, since(release, '3.6.5')])
      await page.getByRole('cell', { name: 'release_probe' }).waitFor()

      await go('/settings/scheduler')
      await page.locator('main tbody tr').first().waitFor()
      await readable(page, 'scheduler')

      await go('/system/status')
      await page.locator('main dl').waitFor()
      assert.match(await page.locator('main dd').first().innerText(), new RegExp(`^${release.replaceAll('.', '\\.')} `), 'the version')
      await readable(page, 'system status')

      // Help offers All values only where the gateway has it (3.6.4 on; before, it answers 400).
      // (The button waits for the release, so it never shows where it is not: Help opened by loading the page,
      // which has to ask the release again.)
      const asked = page.waitForResponse((r) => new URL(r.url()).pathname === '/rest/systemStatus')
      await page.goto(emu.url + '/help')
      await asked
      await page.getByRole('button', { name: 'Support info' }).waitFor()
      await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))))
      const allValues = page.getByRole('button', { name: 'All values' })
      if (since(release, '3.6.4')) await allValues.waitFor()
      else assert.is(await allValues.count(), 0, 'All values is not offered')

      await go('/settings/application')
      await page.locator('main form').waitFor()
      await readable(page, 'application settings')

      await backupsDownload(page, release)
      await restartReturns(page)
      await guestStays(browser, emu.url)
      assert.equal(errors, [])
    } finally {
      await page.close()
      await emu.stop()
    }
  })
}

t.run()
