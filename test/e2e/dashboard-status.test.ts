// The dashboard's bus status in real Chromium against the emulated bus: connected, the statistics, Scan
// devices, and the bus offline on the devices tab and the status.
import * as assert from 'uvu/assert'
import { dashboardSuite } from './dashboard-suite'

const { t, x, tokens, bus, as, counting } = dashboardSuite('dashboard: bus status')

t('status: connected in green, the statistics; Scan devices says Scanning...', async () => {
  await as('admin', '/dashboard/status')
  await x.page.getByText('Connected', { exact: true }).waitFor()
  assert.is(await x.page.getByText('Connected', { exact: true }).getAttribute('class'), 'ok')
  await x.page.getByRole('cell', { name: 'EMS telegrams received' }).waitFor()
  assert.is(await x.page.locator('tbody tr').filter({ hasText: 'EMS telegrams received' }).locator('.ok').innerText(), '100%')
  const scans = counting('scanDevices')
  await x.page.getByRole('button', { name: 'Scan devices' }).click()
  await x.page.getByText('Scanning...', { exact: true }).waitFor()
  assert.is(scans.length, 1)
})

t('bus offline: the not-connected warning on the devices tab and Disconnected in red', async () => {
  const res = await fetch(x.emu.url + '/rest/emulator/bus', {
    method: 'POST',
    headers: { 'content-type': 'application/json', Authorization: 'Bearer ' + tokens.admin },
    body: '{"offline":true}',
  })
  assert.is(res.status, 200)
  try {
    await as('guest')
    await x.page.getByRole('alert').getByText('The EMS bus is not connected').waitFor()
    await x.page.getByRole('link', { name: 'Status' }).click()
    assert.is(await x.page.getByText('Disconnected', { exact: true }).getAttribute('class'), 'bad')
  } finally {
    bus().setOffline(false)
  }
})

t.run()
