// The scheduler of 3.7.0, 3.7.2 and 3.8.0 in real Chromium against the emulator: items of each kind made, listed
// by kind, edited and saved as the device reads them back; Execute; an item of a kind we do not know kept
// through an Apply; 3.8.0's list kept current while open.
import * as assert from 'uvu/assert'
import { fillIn } from './fixture'
import { settingsSuite } from './settings-suite'

type Item = { id: number; active: boolean; flags: number; time: string; cmd: string; value: string; name: string }
const items = (s: { schedule: Item[] }) => s.schedule

// every release that has the kinds
for (const firmware of ['3.7.0', '3.7.2', '3.8.0'] as const) {
  const { t, x, open, dialog, stored, posts, apply } = settingsSuite(`scheduler on ${firmware}`, { firmware })
  const kind = () => dialog().getByLabel('Type')

  t('each kind made, listed by kind, edited and saved as the device reads it back; an on-change item renamed and saved', async () => {
    await open('/settings/scheduler')
    await x.page.getByRole('cell', { name: 'workday' }).waitFor()
    for (const k of ['Timer', 'On change', 'Condition', 'Immediate']) await x.page.getByRole('cell', { name: k, exact: true }).first().waitFor()
    await x.page.getByRole('button', { name: 'Add' }).click()
    assert.equal(await kind().locator('option').allTextContents(), ['Days', 'Timer', 'On change', 'Condition', 'Immediate'])
    await kind().selectOption('On change')
    await dialog().getByRole('button', { name: 'Add' }).click()
    await dialog().getByText('On change is required').waitFor()
    await fillIn(dialog(), { 'On change': 'boiler/flowtemp', Command: 'thermostat/hc1/seltemp', Value: '20', Name: 'flow_watch' })
    await dialog().getByRole('button', { name: 'Add' }).click()
    await x.page.getByRole('button', { name: 'Add' }).click()
    await kind().selectOption('Condition')
    await dialog().getByLabel('Condition').fill('boiler/outdoortemp < 0')
    // a web call as JSON, longer than the 64 characters of 3.6.x
    const web = '{"url":"http://192.168.1.9/api/on","method":"POST","header":{"Content-Type":"application/json"},"value":"on"}'
    await dialog().getByLabel('Command').fill(web)
    await dialog().getByLabel('Name').fill('cold_night_watch_19')
    await dialog().getByRole('button', { name: 'Add' }).click()
    // the on-change item of the demo, renamed in its own dialog
    await x.page.getByRole('cell', { name: 'outdoor', exact: true }).click()
    assert.is(await kind().inputValue(), '129')
    assert.is(await dialog().getByLabel('On change').inputValue(), 'boiler/outdoortemp')
    await dialog().getByLabel('Name').fill('outdoor_watch')
    await dialog().getByRole('button', { name: 'Update' }).click()
    await dialog().waitFor({ state: 'detached' })
    await x.page.getByRole('row').filter({ hasText: 'flow_watch' }).getByRole('cell', { name: 'On change' }).waitFor()
    await apply(3).click()
    await x.page.getByText('Settings saved').waitFor()
    const by = (n: string) => items(stored('schedule')).find((s) => s.name === n)
    assert.equal([by('flow_watch')?.flags, by('flow_watch')?.time], [129, 'boiler/flowtemp'])
    assert.equal([by('cold_night_watch_19')?.flags, by('cold_night_watch_19')?.time, by('cold_night_watch_19')?.cmd], [130, 'boiler/outdoortemp < 0', web])
    assert.equal([by('outdoor_watch')?.flags, by('outdoor_watch')?.time], [129, 'boiler/outdoortemp'])
    assert.is(by('outdoor'), undefined)
    await x.page.getByRole('cell', { name: 'cold_night_watch_19' }).waitFor()
  })

  t('immediate: no time and no Active; Execute sends it active at once, and the device reads it back off', async () => {
    await open('/settings/scheduler')
    await x.page.getByRole('cell', { name: 'workday' }).waitFor()
    const sent = await posts('rest/schedule')
    await x.page.getByRole('button', { name: 'Add' }).click()
    await kind().selectOption('Immediate')
    assert.is(await dialog().getByLabel('Active').count(), 0)
    assert.is(await dialog().getByLabel('Time').count(), 0)
    assert.is(await dialog().getByRole('button', { name: 'Execute' }).count(), 0, 'nothing to run without a command')
    await dialog().getByLabel('Command').fill('system/message')
    await dialog().getByLabel('Value').fill('hello')
    await dialog().getByLabel('Name').fill('say_hello')
    await dialog().getByRole('button', { name: 'Execute' }).click()
    await x.page.getByText('Settings saved').waitFor()
    const now = (sent[0] as { schedule: Item[] }).schedule.find((s) => s.name === 'say_hello')!
    assert.equal([now.flags, now.active, now.time, now.cmd, now.value], [132, true, '', 'system/message', 'hello'])
    const kept = items(stored('schedule')).find((s) => s.name === 'say_hello')!
    assert.equal([kept.active, kept.time], [false, ''])
    // listed as the device read it back: off, and nothing left to apply
    await x.page.getByRole('row').filter({ hasText: 'say_hello' }).getByRole('cell', { name: 'Off' }).waitFor()
    await apply(1).waitFor({ state: 'detached' })
  })

  t('an item of a kind we do not know (flags 136) is listed as its number and survives an Apply of another change', async () => {
    const future: Item = { id: 99, active: true, flags: 136, time: 'later', cmd: 'system/fetch', value: '', name: 'future' }
    x.emu.emulator.store.set('schedule', { schedule: [...items(stored('schedule')), future] })
    await open('/settings/scheduler')
    await x.page.getByRole('row').filter({ hasText: 'future' }).getByRole('cell', { name: '136', exact: true }).waitFor()
    const sent = await posts('rest/schedule')
    await x.page.getByRole('cell', { name: 'workday' }).click()
    await dialog().getByLabel('Value').fill('eco')
    await dialog().getByRole('button', { name: 'Update' }).click()
    await apply(1).click()
    await x.page.getByText('Settings saved').waitFor()
    const back = (sent[0] as { schedule: Item[] }).schedule.find((s) => s.name === 'future')
    assert.equal(back, future)
    const { id: _, ...rest } = future
    assert.equal({ ...items(stored('schedule')).find((s) => s.name === 'future'), id: 0 }, { ...rest, id: 0 })
  })

  t.run()
}

{
  const { t, x, open, dialog, stored, apply } = settingsSuite('scheduler on 3.8.0', { firmware: '3.8.0' })

  t('the list is re-read every 30 s while nothing is changed; an open dialog keeps what is typed', async () => {
    await x.page.clock.install()
    await open('/settings/scheduler')
    await x.page.getByRole('cell', { name: 'workday' }).click()
    await dialog().getByLabel('Value').fill('eco')
    const more: Item = { id: 0, active: true, flags: 64, time: '10:00', cmd: 'thermostat/hc1/mode', value: 'auto', name: 'added_elsewhere' }
    x.emu.emulator.store.set('schedule', { schedule: [...items(stored('schedule')), more] })
    await x.page.clock.fastForward(30_500)
    await x.page.getByRole('cell', { name: 'added_elsewhere' }).waitFor()
    assert.is(await dialog().getByLabel('Value').inputValue(), 'eco')
    await dialog().getByRole('button', { name: 'Update' }).click()
    await apply(1).click()
    await x.page.getByText('Settings saved').waitFor()
    const by = (n: string) => items(stored('schedule')).find((s) => s.name === n)
    assert.equal([by('workday')?.value, by('added_elsewhere')?.time], ['eco', '10:00'])
  })

  t.run()
}
