// The small things a new user still trips over, each as the user meets it.
import * as assert from 'uvu/assert'
import { MQTT_DEFAULTS } from '../../emulator/routes/mqtt.ts'
import { signedInSuite, tokenOf } from './fixture'

let guest = ''
const { t, x } = signedInSuite('polish', 'admin', { beforeEach: (x) => x.emu.emulator.store.set('mqtt', MQTT_DEFAULTS) })
t.before(async () => {
  guest = await tokenOf(x, 'guest')
})
const open = (path: string) => x.page.goto(x.emu.url + path)

t('MQTT switched off: an emptied publish interval does not block Apply (the last value is kept)', async () => {
  await open('/mqtt/settings')
  await x.page.getByRole('switch', { name: 'Enable MQTT' }).uncheck()
  await x.page.getByLabel('Boilers and heat pumps').fill('')
  await x.page.getByRole('button', { name: /^Apply changes/ }).click()
  await x.page.getByText('Settings saved').waitFor()
  const saved = x.emu.emulator.store.get('mqtt')
  assert.equal([saved.enabled, saved.publish_time_boiler], [false, MQTT_DEFAULTS.publish_time_boiler])
})

t('MQTT intervals: the fields of a row stay in line when a label wraps (360 px, German)', async () => {
  await x.page.setViewportSize({ width: 360, height: 800 })
  await x.page.addInitScript(() => localStorage.setItem('lang', 'de'))
  await open('/mqtt/settings')
  await x.page.locator('[name=publish_time_other]').waitFor()
  const tops = await x.page.evaluate(() => {
    const rows = new Map<number, number[]>()
    for (const f of document.querySelectorAll('[name^=publish_time_]')) {
      const cell = f.closest('.field')!.getBoundingClientRect()
      rows.set(Math.round(cell.top), [...(rows.get(Math.round(cell.top)) ?? []), Math.round(f.getBoundingClientRect().top)])
    }
    return [...rows.values()]
  })
  assert.ok(
    tops.some((r) => r.length > 1),
    `two fields in a row: ${JSON.stringify(tops)}`,
  )
  for (const row of tops) assert.is(new Set(row).size, 1, `inputs of a row at ${row}`)
})

t('sent away with a word why: an unknown address, and a guest on an admin page or tab', async () => {
  await open('/nowhere')
  await x.page.getByText('Page not found: /nowhere').waitFor()
  await x.page.waitForURL((u) => u.pathname === '/dashboard/overview')
  await open('/dashboard/nothing')
  await x.page.getByText('Page not found: /dashboard/nothing').waitFor()
  const page = await x.browser.newPage()
  await page.addInitScript((tk) => localStorage.setItem('access_token', tk), guest)
  for (const path of ['/settings/application', '/mqtt/settings']) {
    await page.goto(x.emu.url + path)
    await page.getByText('That page is for administrators only').waitFor()
    await page.waitForURL((u) => u.pathname !== path)
  }
  await page.close()
})

t('Upload/Download: headings no larger than the page title, no ".md5" jargon; a dropped file of another type is refused, unsent', async () => {
  await open('/system/upload')
  const sizes = await x.page.evaluate(() => ['main h1', 'main h2'].map((s) => parseFloat(getComputedStyle(document.querySelector(s)!).fontSize)))
  assert.ok(sizes[1] <= sizes[0], `h2 ${sizes[1]} px, title ${sizes[0]} px`)
  assert.not.match(await x.page.locator('main').innerText(), /md5/i)
  let sent = 0
  x.page.on('request', (r) => r.method() === 'POST' && r.url().includes('/rest/uploadFile') && sent++)
  await x.page.locator('.drop').evaluate((drop) => {
    const dt = new DataTransfer()
    dt.items.add(new File(['hello'], 'notes.txt', { type: 'text/plain' }))
    drop.dispatchEvent(new DragEvent('drop', { dataTransfer: dt, bubbles: true, cancelable: true }))
  })
  await x.page.getByText('Invalid file extension or incompatible bin file').waitFor()
  assert.is(sent, 0)
})

t('an upload that fails says what failed', async () => {
  await x.page.route('**/rest/uploadFile', (r) => r.fulfill({ status: 404, body: '' }))
  await open('/system/upload')
  await x.page.locator('input[type=file]').setInputFiles({ name: 'emsesp_settings.json', mimeType: 'application/json', buffer: Buffer.from('{}') })
  await x.page.getByText('Upload failed: Not Found').waitFor()
})

t('a disabled option says why: the shower alert needs the shower timer', async () => {
  await open('/settings/application')
  const timer = x.page.getByRole('switch', { name: 'Shower timer' })
  if (await timer.isChecked()) await timer.uncheck()
  const alert = x.page.getByRole('switch', { name: 'Shower alert' })
  assert.ok(await alert.isDisabled())
  assert.is(await alert.getAttribute('aria-describedby').then((id) => x.page.locator('#' + id).textContent()), 'Shower timer: Off')
  await timer.check()
  assert.ok(await alert.isEnabled())
  assert.is(await alert.getAttribute('aria-describedby'), null, 'no note once it can be used')
})

t('custom entities of value type 7 and 9 show ENUM and CMD, not a number', async () => {
  await x.page.route('**/rest/customEntities', async (r) => {
    if (r.request().method() !== 'GET') return r.continue()
    const body = await (await r.fetch()).json()
    body.entities.push({ ...body.entities[0], id: 50, name: 'an_enum', value_type: 7 }, { ...body.entities[0], id: 51, name: 'a_cmd', value_type: 9 })
    await r.fulfill({ json: body })
  })
  await open('/settings/customentities')
  for (const [name, type] of [
    ['an_enum', 'ENUM'],
    ['a_cmd', 'CMD'],
  ]) {
    await x.page.getByRole('row').filter({ hasText: name }).getByRole('cell', { name: type, exact: true }).waitFor()
  }
})

t("password fields have a show/hide button (the sign-in card too), inside the field's box", async () => {
  await x.page.addInitScript(() => localStorage.removeItem('access_token'))
  await x.page.goto(x.emu.url + '/')
  const pw = x.page.getByLabel('Password', { exact: true })
  await pw.fill('secret')
  const box = await pw.boundingBox()
  const eye = x.page.getByRole('button', { name: 'Show password' })
  await eye.click()
  assert.equal([await pw.getAttribute('type'), await eye.getAttribute('aria-pressed'), await pw.inputValue()], ['text', 'true', 'secret'])
  await eye.click()
  assert.equal([await pw.getAttribute('type'), await eye.getAttribute('aria-pressed')], ['password', 'false'])
  const b = (await eye.boundingBox())!
  assert.ok(b.x > box!.x && b.x + b.width < box!.x + box!.width, 'the button is inside the field')
  assert.equal(await pw.boundingBox(), box, 'the field keeps its size')
})

t('a session that expires mid-use returns to the page it was on after signing in again', async () => {
  await open('/ntp/status')
  await x.page.getByText('Local time').first().waitFor()
  await x.page.route('**/rest/**', (r) => r.fulfill({ status: 401, body: '' })) // the device no longer takes the token
  await x.page.getByRole('button', { name: 'Refresh' }).click()
  await x.page.getByText('Please sign in to continue').waitFor()
  await x.page.unroute('**/rest/**')
  await x.page.getByLabel('Username').fill('admin')
  await x.page.getByLabel('Password', { exact: true }).fill('admin')
  await x.page.getByLabel('Password', { exact: true }).press('Enter')
  await x.page.waitForURL((u) => u.pathname !== '/')
  assert.is(new URL(x.page.url()).pathname, '/ntp/status')
})

t.run()
