// What the settings screens' end-to-end files (settings-*.test.ts) share: an admin's suite, and what the
// device holds or receives: its store, the JSON bodies POSTed to an endpoint, Apply with its change count.
import { type SuiteOptions, signedInSuite } from './fixture'

export function settingsSuite(name: string, o?: SuiteOptions) {
  const s = signedInSuite(name, 'admin', o)
  const { x } = s
  return {
    ...s,
    open: (path: string) => x.page.goto(x.emu.url + path),
    dialog: () => x.page.getByRole('dialog'),
    /** What the device holds now in `area`. */
    stored: <T = Record<string, unknown>>(area: string) => x.emu.emulator.store.get(area) as T,
    /** Apply changes, with the number of changed fields it says. */
    apply: (n: number) => x.page.getByRole('button', { name: `Apply changes (${n})` }),
    /** The JSON bodies POSTed to `path` from now on, as the device receives them. */
    async posts(path: string) {
      const seen: unknown[] = []
      await x.page.route(
        (u) => u.pathname === '/' + path,
        (route) => {
          const r = route.request()
          if (r.method() === 'POST') seen.push(JSON.parse(r.postData() ?? 'null'))
          return route.continue()
        },
      )
      return seen
    },
  }
}
