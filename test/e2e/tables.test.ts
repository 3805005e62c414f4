// Tables on a 360 px phone: every column of every row is on screen (wide tables turn into label/value
// cards), values are not cut, and rows that open something are real buttons that the keyboard can use.
import * as assert from 'uvu/assert'
import { e2eSuite, tokenOf, withToken } from './fixture'

const { t, x } = e2eSuite('tables at 360 px', { page: { viewport: { width: 360, height: 740 } } })
let token = ''
t.before(async () => {
  token = await tokenOf(x, 'admin')
})

/** Per table: the column labels and, for its first row, each labelled cell's text if the whole of it is
 *  on screen (inside 0..360 and not clipped), else null. */
async function columnsSeen(path: string, wait: string) {
  await withToken(x, token)
  await x.page.goto(x.emu.url + path)
  await x.page.getByRole('cell', { name: wait }).first().waitFor()
  return x.page.$$eval('table', (tables) =>
    tables.map((table) => {
      const labels = [...table.querySelectorAll('thead th')].map((th) => th.textContent!.trim())
      const cells = [...table.querySelectorAll('tbody tr:first-child td')] as HTMLElement[]
      return labels.map((label, i) => {
        const td = cells[i]
        const r = td.getBoundingClientRect()
        const whole = r.width > 0 && r.left >= 0 && r.right <= 360 && td.scrollWidth <= td.clientWidth + 1
        return [label, whole ? td.innerText.trim() : null] as const
      })
    }),
  )
}

const cut = (tables: (readonly [string, string | null])[][]) =>
  tables
    .flat()
    .filter(([, text]) => text === null)
    .map(([l]) => l)

t('scheduler, custom entities, analog sensors, bus statistics and users show every column at 360 px', async () => {
  for (const [path, wait] of [
    ['/settings/scheduler', 'workday'],
    ['/settings/customentities', 'flowtemp'],
    ['/dashboard/sensors', 'water pressure'],
    ['/dashboard/status', '100%'],
    ['/security/users', 'guest'],
  ]) {
    const tables = await columnsSeen(path, wait)
    assert.ok(tables.length > 0, path)
    assert.equal(cut(tables), [], `${path}: columns off screen or cut`)
    if (path === '/dashboard/sensors')
      assert.ok(
        tables[1].some(([l, v]) => l === 'Value' && /^\d+\.\d bar$/.test(v!)),
        'analog value whole (not "1.4 ba")',
      )
  }
})

t('rows that open something are buttons: Enter on one opens its dialog; no focusable bare rows', async () => {
  await withToken(x, token)
  await x.page.goto(x.emu.url + '/settings/scheduler')
  const row = x.page.getByRole('row').filter({ hasText: 'workday' })
  await row.getByRole('button').first().focus()
  await x.page.keyboard.press('Enter')
  await x.page.getByRole('dialog').getByLabel('Command').waitFor()
  assert.is(await x.page.getByRole('dialog').getByLabel('Command').inputValue(), 'thermostat/hc1/mode')
  assert.is(await x.page.locator('tr[tabindex]').count(), 0)
})

t.run()
