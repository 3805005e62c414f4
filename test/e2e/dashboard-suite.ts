// What the dashboard's end-to-end files (dashboard-*.test.ts) share: a suite with admin and guest tokens
// (downloads accepted, for the CSV export), the emulated bus, and the device list and panel as a user meets
// them: a device's row, its opened panel, an entity's value cell, the requests made, the dialog.
import type { Request } from 'playwright-core'
import { busOf } from '../../emulator/bus/index.ts'
import { e2eSuite, panelValue, type SuiteOptions, tokenOf, withToken } from './fixture'

export function dashboardSuite(name: string, o: SuiteOptions = {}) {
  const { t, x } = e2eSuite(name, { page: { acceptDownloads: true }, ...o })
  const tokens: Record<string, string> = {}
  t.before(async () => {
    for (const user of ['admin', 'guest']) tokens[user] = await tokenOf(x, user)
  })
  const device = (name: string) => x.page.getByRole('row').filter({ hasText: name }).first()
  return {
    t,
    x,
    /** The admin's and the guest's tokens, for the device's own requests. */
    tokens,
    device,
    bus: () => busOf(x.emu.emulator.ctx),
    dialog: () => x.page.getByRole('dialog'),

    /** Signed in as `user` (token stored as the sign-in page stores it) on `path`. */
    async as(user: 'admin' | 'guest', path = '/dashboard/devices') {
      await withToken(x, tokens[user])
      await x.page.goto(x.emu.url + path)
    },
    async openDevice(name: string) {
      await device(name).click()
      await x.page.getByRole('heading', { name, level: 2 }).waitFor()
    },
    /** The value cell of an entity row in the panel. */
    cellOf: (entity: string) => panelValue(x.page, entity),
    /** Counts the requests to `path` from now on. */
    counting(path: string) {
      const seen: Request[] = []
      x.page.on('request', (r) => r.url().includes(path) && seen.push(r))
      return seen
    },
  }
}
