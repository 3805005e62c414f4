// Empty states say what they are (a filter with no match, a sensor without a
// reading, a command entity), a command whose only option is "-" is run without a select, and the
// scheduler's new entry is active, inactive ones read "Off", the command field suggests the gateway's
// writable entities (free text still allowed).
import { pack, unpack } from 'msgpackr'
import * as assert from 'uvu/assert'
import { busOf } from '../../emulator/bus/index.ts'
import { signedInSuite } from './fixture'

const { t, x } = signedInSuite('empty states and scheduler defaults', 'admin')

const open = (path: string) => x.page.goto(x.emu.url + path)
const dialog = () => x.page.getByRole('dialog')
const panelOf = async (device: string) => {
  await x.page.getByRole('row').filter({ hasText: device }).first().click()
  await x.page.locator('.panel tbody tr').first().waitFor()
}
const region = () => x.page.getByRole('region', { name: 'Entities' })

t('a filter with no match says so, with what was typed', async () => {
  await open('/dashboard/devices')
  await panelOf('RC310')
  await x.page.getByRole('searchbox').fill('zzz')
  await region().getByText('No entity matches “zzz”').waitFor()
  assert.not.ok(await region().getByText('—', { exact: true }).count(), 'no lone dash')
})

t('a sensor without a reading says so, on the sensors tab and the overview', async () => {
  await open('/dashboard/sensors')
  await x.page
    .getByRole('row', { name: /^28-183D-1892-0C33/ })
    .getByText('No reading')
    .waitFor()
  await open('/dashboard/overview')
  await x.page
    .getByRole('row', { name: /^28-183D-1892-0C33/ })
    .getByText('No reading')
    .waitFor()
})

t('a command reads "Command"; with "-" its only option the Run dialog has no select and runs it', async () => {
  // the boiler's reset with "-" as its only argument, as some firmware commands have
  await x.page.route('**/rest/deviceData?id=1', async (r) => {
    try {
      const body = unpack(Buffer.from(await (await r.fetch()).body())) as { data: { id: string; l?: string[] }[] }
      for (const dv of body.data) if (dv.id.endsWith('reset')) dv.l = ['-']
      await r.fulfill({ body: Buffer.from(pack(body)), contentType: 'application/json' })
    } catch {
      // the page closed (the test ended) while a poll's answer was on its way
    }
  })
  await open('/dashboard/devices')
  await panelOf('GBx72')
  const reset = x.page.getByRole('button', { name: 'Edit: reset, Command' })
  assert.is((await reset.textContent())?.trim(), 'Command')
  await reset.click()
  await dialog().getByRole('heading', { name: 'Run command' }).waitFor()
  assert.is(await dialog().getByRole('combobox').count(), 0, 'nothing to choose')
  await dialog().getByRole('button', { name: 'Execute' }).click()
  await x.page.getByText('write command sent').waitFor()
  assert.equal(busOf(x.emu.emulator.ctx).lastWrite, { id: 1, c: 'reset', v: '-' })
})

t('scheduler: a new entry is active; inactive ones read "Off"; the command field suggests writable entities', async () => {
  await open('/settings/scheduler')
  await x.page.getByRole('cell', { name: 'workday' }).waitFor()
  const inactive = x.page.getByRole('row').filter({ hasText: 'boiler/wwonetime' })
  assert.is(await inactive.getByRole('cell').last().textContent(), 'Off')
  await x.page.getByRole('button', { name: 'Add' }).click()
  assert.ok(await dialog().getByLabel('Active').isChecked(), 'active by default')
  const cmd = dialog().getByLabel('Command')
  await x.page.waitForFunction(() => document.querySelectorAll('datalist option').length > 10)
  const list = await x.page.evaluate(() => [...document.querySelectorAll('datalist option')].map((o) => (o as HTMLOptionElement).value))
  assert.ok(list.includes('thermostat/hc1/seltemp'), "the thermostat's room temperature")
  assert.ok(list.includes('boiler/selflowtemp'), "the boiler's flow temperature")
  assert.not.ok(
    list.some((c) => c.endsWith('/curflowtemp')),
    'no read-only value',
  )
  assert.is(await cmd.getAttribute('list'), await x.page.locator('datalist').getAttribute('id'))
  await cmd.fill('custom/anything') // free text is still allowed
  await dialog().getByRole('button', { name: 'Add' }).click()
  await dialog().waitFor({ state: 'detached' })
  const added = x.page.getByRole('row').filter({ hasText: 'custom/anything' })
  assert.is(await added.getByRole('cell').last().textContent(), '', 'active: the check mark, not "Off"')
  assert.ok(await added.locator('svg').count(), 'the check mark')
})

t.run()
