// Issue 20: the console on every EMS-ESP 3.6.x release the emulator speaks (--firmware; docs/device-api.md
// §10): sign-in, overview, every device panel, sensors, customization (save), custom entities (add and save,
// then the gateway holds it at that release's path), scheduler and system status, with no unreadable answer
// and no page error. What the gateway receives is read from the emulator, not from the page.
import { unpack } from 'msgpackr'
import type { Page } from 'playwright-core'
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import type { Release } from '../../src/schemas/releases.ts'
import { launch } from './browser'
import { startEmulator } from './emulator'

const RELEASES: Release[] = ['3.6.0', '3.6.1', '3.6.2', '3.6.4', '3.6.5']
/** Where each release keeps its custom entities (written out here, not taken from the emulator's profile). */
const ENTITIES: Record<Release, string> = {
  '3.6.0': '/rest/entities',
  '3.6.1': '/rest/entities',
  '3.6.2': '/rest/customentities',
  '3.6.4': '/rest/customentities',
  '3.6.5': '/rest/customEntities',
  '3.7.0': '/rest/customEntities',
  '3.7.1': '/rest/customEntities',
  '3.7.2': '/rest/customEntities',
  '3.8.0': '/rest/customEntities',
}

const t = suite('releases')
let browser: Awaited<ReturnType<typeof launch>>
t.before(async () => void (browser = await launch()))
t.after(async () => void (await browser?.close()))

/** Fails on anything the console says it could not read, or on a value rendered from nothing. */
async function readable(page: Page, where: string) {
  const text = await page.locator('main').innerText()
  assert.not.match(text, /cannot read|Page error|undefined|NaN|\[object/, where)
}

for (const release of RELEASES) {
  t(`EMS-ESP ${release}: every screen reads, customization and custom entities are saved where ${release} keeps them`, async () => {
    const emu = await startEmulator({ firmware: release })
    const page = await browser.newPage({ viewport: { width: 1200, height: 800 } })
    page.setDefaultTimeout(8000)
    const errors: string[] = []
    page.on('pageerror', (e) => errors.push(e.message))
    try {
      const go = (path: string) => page.goto(emu.url + path)
      await go('/')
      await page.getByLabel('Username').fill('admin')
      await page.getByLabel('Password', { exact: true }).fill('admin')
      await page.getByLabel('Password', { exact: true }).press('Enter')
      await page.waitForURL((u) => u.pathname === '/dashboard/overview')
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
        await page.keyboard.press('Escape')
        await page.locator('.panel').waitFor({ state: 'detached' })
      }

      await go('/dashboard/sensors')
      await page.locator('main tbody tr').first().waitFor()
      await readable(page, 'sensors')

      // Customization: a favourite saved, and the gateway holds it.
      await go('/settings/customization')
      await page.getByLabel('Device').selectOption('1')
      await page.getByLabel('Search').fill('burnstarts')
      const fav = page.getByRole('row').filter({ hasText: 'burner starts' }).getByRole('button', { name: 'Favourite' })
      await fav.click()
      await page.getByRole('button', { name: 'Apply changes (1)' }).click()
      await page.getByText('Settings saved').waitFor()
      const rows = unpack(Buffer.from(await (await get('/rest/deviceEntities?id=1')).arrayBuffer())) as { id: string; m: number }[]
      assert.ok(rows.find((e) => e.id === 'burnstarts')!.m & 8, 'favourite stored')
      assert.is(await page.locator('main [role=status].warning').count(), 0, 'no unknown-release notice')

      // Custom entities: one added and saved at the release's path.
      await go('/settings/customentities')
      await page.locator('main tbody tr').first().waitFor()
      await page.getByRole('button', { name: 'Add' }).click()
      const dialog = page.getByRole('dialog')
      await dialog.getByLabel('Name').fill('release_probe')
      assert.is(await dialog.getByLabel('Source').count(), release === '3.6.5' ? 1 : 0, 'RAM variables only from 3.6.5')
      await dialog.getByLabel('Device ID (hex)').fill('10')
      await dialog.getByLabel('Telegram type (hex)').fill('2B9')
      await dialog.getByRole('button', { name: 'Add' }).click()
      await page.getByRole('button', { name: 'Apply changes (1)' }).click()
      await page.getByText('Settings saved').waitFor()
      const held = (await (await get(ENTITIES[release])).json()) as { entities: Record<string, unknown>[] }
      const probe = held.entities.find((e) => e.name === 'release_probe')
      assert.ok(probe, `held at ${ENTITIES[release]}`)
      assert.equal([probe!.device_id, probe!.type_id, 'ram' in probe!], [0x10, 0x2b9, release === '3.6.5'])
      await page.getByRole('cell', { name: 'release_probe' }).waitFor()

      await go('/settings/scheduler')
      await page.locator('main tbody tr').first().waitFor()
      await readable(page, 'scheduler')

      await go('/system/status')
      await page.locator('main dl').waitFor()
      assert.match(await page.locator('main dd').first().innerText(), new RegExp(`^${release.replaceAll('.', '\\.')} `), 'the version')
      await readable(page, 'system status')

      // Help offers All values only where the gateway has the command (3.6.4 on; before, it answers 400).
      // (The button waits for the release, so it never shows where it is not.)
      const asked = page.waitForResponse((r) => new URL(r.url()).pathname === '/rest/systemStatus')
      await go('/help')
      await asked
      await page.getByRole('button', { name: 'Support info' }).waitFor()
      await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))))
      const allValues = page.getByRole('button', { name: 'All values' })
      if (release >= '3.6.4') await allValues.waitFor()
      else assert.is(await allValues.count(), 0, 'All values is not offered')

      // The application settings form: boiler_heatingoff only where the release has it.
      await go('/settings/application')
      await page.locator('main form').waitFor()
      await readable(page, 'application settings')
      assert.equal(errors, [])
    } finally {
      await page.close()
      await emu.stop()
    }
  })
}

t.run()
