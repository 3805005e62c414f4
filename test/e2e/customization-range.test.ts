// A custom range in customization's edit dialog, as an owner meets it: the question before a range wider than
// the device's (in words, the safe answer first), the device's own range still shown once a custom one is saved,
// an emptied bound going back to the device's, a decimal comma, and refusals that say what is wrong with what.
import * as assert from 'uvu/assert'
import { settingsSuite } from './settings-suite'

const { t, x, open, dialog, posts, apply } = settingsSuite('customization: custom range', { firmware: '3.8.0' })

/** Opens the boiler's "selected flow temperature" (the device's range 0-90) in the edit dialog. */
async function editFlowTemp() {
  await open('/settings/customization')
  await x.page.locator('main select').selectOption('1')
  await x.page.getByLabel('Search').fill('selected flow')
  await x.page.getByRole('row').filter({ hasText: 'selected flow temperature' }).getByText('selected flow temperature').click()
  return { min: dialog().getByLabel('Min', { exact: true }), max: dialog().getByLabel('Max', { exact: true }) }
}

t('a range wider than the device allows is asked about in words: the safe choice is focused and keeps the device bound', async () => {
  const { min, max } = await editFlowTemp()
  await min.fill('0')
  await max.fill('500')
  await dialog().getByRole('button', { name: 'Update' }).click()
  const asked = x.page.getByRole('dialog').filter({ hasText: "Device: 0 – 90. Values outside the device's range will be sent to it." })
  const keep = asked.getByRole('button', { name: "Keep the device's range" })
  const allow = asked.getByRole('button', { name: 'Allow 0 – 500' })
  assert.ok(await keep.evaluate((b) => b === document.activeElement), 'the safe choice is the default')
  assert.not.ok(await allow.evaluate((b) => b.classList.contains('danger')), 'no red button beside the question')
  await x.page.keyboard.press('Enter')
  await asked.waitFor({ state: 'detached' })
  assert.is(await max.inputValue(), '90', "the typed bound beyond the device's is its own again")
  // Asked again, "Allow 0 – 500" takes it.
  await max.fill('500')
  await dialog().getByRole('button', { name: 'Update' }).click()
  await allow.click()
  await x.page.getByRole('row').filter({ hasText: 'selected flow temperature' }).getByRole('cell', { name: '500' }).waitFor()
})

t("once a custom range is saved the device's own range stays shown; an emptied bound is the device's again; 0,5 is read", async () => {
  const sent = await posts('rest/customizationEntities')
  let { min, max } = await editFlowTemp()
  await min.fill('20')
  await max.fill('70')
  await dialog().getByRole('button', { name: 'Update' }).click()
  await apply(1).click()
  await x.page.getByText('Settings saved').waitFor()
  assert.equal(sent.at(-1), { id: 1, entity_ids: ['08selflowtemp|>20<70'] })
  // Read again from the device, which now reports 20-70 only: the hints still name 0 and 90.
  await x.page.reload()
  ;({ min, max } = await editFlowTemp())
  assert.is(await max.inputValue(), '70')
  await dialog().getByText('Device: 0', { exact: true }).waitFor()
  await dialog().getByText('Device: 90', { exact: true }).waitFor()
  // Max emptied: the device's 90 again, without a refusal or a question.
  await max.fill('')
  await dialog().getByRole('button', { name: 'Update' }).click()
  await dialog().waitFor({ state: 'detached' })
  await apply(1).click()
  await x.page.getByText('Settings saved').waitFor()
  assert.equal(sent.at(-1), { id: 1, entity_ids: ['08selflowtemp|>20<90'] })
  // In German a decimal comma is a number: a fraction is kept inside what was typed (whole numbers on the device).
  await x.page.evaluate(() => localStorage.setItem('lang', 'de'))
  await open('/settings/customization')
  await x.page.locator('main select').selectOption('1')
  await x.page.getByLabel('Suchen').fill('selected flow')
  await x.page.getByRole('row').filter({ hasText: 'selected flow temperature' }).getByText('selected flow temperature').click()
  await dialog().getByLabel('Min', { exact: true }).fill('0,5')
  assert.is(await dialog().getByLabel('Min', { exact: true }).getAttribute('aria-invalid'), null)
  await dialog().getByRole('button', { name: 'Übernehmen' }).click()
  await dialog().waitFor({ state: 'detached' })
  const saved = x.page.waitForResponse((r) => r.url().endsWith('/rest/customizationEntities'))
  await x.page.getByRole('button', { name: 'Änderungen übernehmen (1)' }).click()
  await saved
  assert.equal(sent.at(-1), { id: 1, entity_ids: ['08selflowtemp|>1<90'] })
})

t('a refusal says what is wrong with what, never an internal field name', async () => {
  await open('/dashboard/devices')
  await x.page.getByRole('row').filter({ hasText: 'GBx72' }).first().click()
  await x.page.locator('.panel').getByRole('searchbox').fill('selected flow')
  await x.page.getByRole('button', { name: /^Edit: selected flow temperature/ }).click()
  await dialog().getByLabel('Value').fill('20,521,5')
  await dialog().getByRole('button', { name: 'Update' }).click()
  await dialog().getByText('Invalid value (1.5)', { exact: true }).waitFor()
  const said = await x.page.evaluate(() => document.body.innerText)
  assert.not.match(said, /invalid: v\b/)
  assert.not.match(said, /Not applied/)
})

t.run()
