// The flag buttons an owner touches: the favourite star on each row of the device panel (marks and unmarks,
// changing nothing else of the entity's customization) and the flag toggles of a customization row (24 px,
// apart, at 360 px in German and Polish).
import * as assert from 'uvu/assert'
import { signedInSuite } from './fixture'

const { t, x } = signedInSuite('flag buttons', 'admin', { firmware: '3.8.0' })

const thermostat = () =>
  (x.emu.emulator.store.get('customizations') as { masked_entities: { product_id: number; entity_ids: string[] }[] }).masked_entities.find(
    (m) => m.product_id === 158,
  )!.entity_ids

t('the device panel: the star marks a favourite and takes it back, pressed and filled; the rest of the entry is kept', async () => {
  await x.page.goto(x.emu.url + '/dashboard/devices')
  await x.page.getByRole('row').filter({ hasText: 'RC310' }).first().click()
  const row = (name: string) => x.page.locator('.panel tbody tr').filter({ hasText: name }).first()
  const star = (name: string) => row(name).getByRole('button', { name: 'Favourite', exact: true })
  // hc2's set temperature: a favourite with a custom range 17-24 (the demo's customization)
  await star('hc2 selected room temperature').waitFor()
  assert.is(await star('hc2 selected room temperature').getAttribute('aria-pressed'), 'true')
  const filled = (name: string) =>
    star(name)
      .locator('path')
      .evaluate((p) => getComputedStyle(p).fill !== 'none')
  assert.ok(await filled('hc2 selected room temperature'), 'a favourite has a filled star')
  await star('hc2 selected room temperature').click()
  await x.page.waitForFunction(() =>
    [...document.querySelectorAll('.panel tbody tr')].some(
      (r) => r.textContent?.includes('hc2 selected room temperature') && r.querySelector('[aria-pressed=false]'),
    ),
  )
  assert.not.ok(await filled('hc2 selected room temperature'), 'an outline star when not')
  assert.ok(thermostat().includes('00hc2/seltemp|>17<24'), thermostat().join())
  // A value without a command (found by its name) becomes a favourite.
  const name = 'damped outdoor temperature'
  await star(name).click()
  await x.page.waitForFunction(
    (n) => [...document.querySelectorAll('.panel tbody tr')].some((r) => r.textContent?.includes(n) && r.querySelector('[aria-pressed=true]')),
    name,
  )
  assert.ok(thermostat().includes('08dampedoutdoortemp'), thermostat().join())
})

for (const lang of ['de', 'pl']) {
  t(`customization rows at 360 px in ${lang}: each flag toggle at least 24 x 24 px, none touching the next`, async () => {
    await x.page.setViewportSize({ width: 360, height: 740 })
    await x.page.addInitScript((l) => localStorage.setItem('lang', l), lang)
    await x.page.goto(x.emu.url + '/settings/customization')
    await x.page.locator('main select').selectOption('1')
    const buttons = x.page.locator('.flags').first().locator('button')
    await buttons.first().waitFor()
    const boxes = await buttons.evaluateAll((bs) => bs.map((b) => b.getBoundingClientRect().toJSON() as DOMRect))
    assert.is(boxes.length, 5)
    for (const b of boxes) assert.ok(b.width >= 24 && b.height >= 24, `${b.width} x ${b.height}`)
    for (let i = 1; i < boxes.length; i++) assert.ok(boxes[i].left - boxes[i - 1].right >= 2, `gap ${boxes[i].left - boxes[i - 1].right}`)
  })
}

t.run()
