// The fault matrix's endpoints (faults.test.ts): every GET the console makes, where, how to make the screen
// ask for it, how its answer is spoiled, and how the screen must report each fault.
import type { Page } from 'playwright-core'
import { BINARY_BODIES, DRIFT, en, type Fault, JSON_BODIES, LIST_TIMEOUT, TRANSPORT } from './faults-kinds'

type Obj = Record<string, any>

export interface Endpoint {
  /** The GET, e.g. /rest/coreData. */
  path: string
  /** Where the console makes it. */
  screen: string
  /** MessagePack answer (deviceData, deviceEntities). */
  binary?: boolean
  /** What the user does on the screen to make the console ask (open a device). */
  open?: (page: Page) => Promise<void>
  /** The answer with one field of another type. */
  wrong: (body: any) => unknown
  /**
   * An answer only shown on screen: its one wrong-typed field shows as this text (or, for '', as
   * nothing) and the rest of the screen works, instead of the error panel.
   */
  shownAs?: string
  /**
   * A list answer only shown on screen, with one record's id taken away or made text: that record is not
   * shown (`gone`, texts of it) and the others are (`keeps`), without an error panel.
   */
  drift?: (body: any) => { body: unknown; keeps: string[]; gone: string[] }
  /** Shown (inside main) once the answer is there. */
  ready: string
  /** The retry button, when the screen's is not "Retry". */
  retry?: string
  /** Faults to leave out (the scan's transport faults are made on scanNetworks, its own entry). */
  only?: readonly Fault[]
  /** The client's time-out for this call. */
  timeout?: number
  /** Extra time a bad body may take to end in an error (the scan asks 10 more times, 1 s apart). */
  slow?: number
  /** A real answer to spoil, for a GET that may answer without one (202 while scanning). */
  sample?: unknown
  /**
   * How the screen reports a fault: 'panel', the error panel with Retry (default); 'toast', for a GET an
   * action makes (`open`): an error toast, the screen stays, and doing it again works once the fault is
   * gone (`done`); 'ignored', for a check whose failure only matters as a 401 (`ready` stays usable).
   */
  shows?: 'panel' | 'toast' | 'ignored'
  /** Resolves when the action worked (for 'toast'); started before the action. */
  done?: (page: Page) => Promise<unknown>
  /** Where the error panel shows (default main; a dialog's is in the dialog). */
  scope?: string
  /** A 401 is this call's own answer (generateToken: unknown user), not the end of the session. */
  keep401?: boolean
}

const row = (page: Page, text: string) => page.getByRole('row').filter({ hasText: text }).first()
const choose = async (page: Page, label: string, value: string) => void (await page.locator('main form').getByLabel(label, { exact: true }).selectOption(value))

/** Every GET the console makes on its screens (src/screens, src/ui/settings-form.tsx, src/api). */
export const ENDPOINTS: Endpoint[] = [
  {
    path: '/rest/coreData',
    screen: '/dashboard/devices',
    wrong: (b) => ({ ...b, devices: b.devices.map((d: Obj, i: number) => (i ? d : { ...d, n: 4711 })) }),
    shownAs: '4711',
    drift: (b) => ({
      body: { ...b, devices: b.devices.map((d: Obj, i: number) => (i ? d : { ...d, id: undefined })) },
      keeps: [b.devices[1].n],
      gone: [b.devices[0].n],
    }),
    ready: 'table',
  },
  {
    path: '/rest/deviceData',
    screen: '/dashboard/devices',
    binary: true,
    open: (page) => row(page, 'RC310').click(),
    wrong: (b) => ({ ...b, data: b.data.map((v: Obj, i: number) => (i ? v : { ...v, v: { value: 1 }, u: 'bar' })) }),
    shownAs: '',
    ready: '.panel table',
  },
  {
    path: '/rest/sensorData',
    screen: '/dashboard/sensors',
    wrong: (b) => ({ ...b, ts: b.ts.map((x: Obj, i: number) => (i ? x : { ...x, n: 31337 })) }),
    shownAs: '31337',
    drift: (b) => ({
      body: { ...b, ts: b.ts.map((x: Obj, i: number) => (i ? x : { ...x, id: undefined })), as: b.as.map((x: Obj) => ({ ...x, id: 'one' })) },
      keeps: [b.ts[1].n],
      gone: [b.ts[0].n, ...b.as.map((x: Obj) => x.n)],
    }),
    ready: 'table',
  },
  {
    path: '/rest/status',
    screen: '/dashboard/status',
    wrong: (b) => ({ ...b, uptime: 'a while' }),
    shownAs: '',
    drift: (b) => ({
      body: { ...b, stats: b.stats.map((x: Obj) => (x.id ? x : { ...x, id: 'telegrams' })) },
      keeps: [en.dashboard.stats.split('|')[1]],
      gone: [en.dashboard.stats.split('|')[0]],
    }),
    ready: 'dl',
  },
  { path: '/rest/settings', screen: '/settings/application', wrong: (b) => ({ ...b, tx_mode: 'auto' }), ready: 'form' },
  { path: '/rest/devices', screen: '/settings/customization', wrong: (b) => ({ ...b, devices: 'x' }), ready: 'select' },
  {
    path: '/rest/deviceEntities',
    screen: '/settings/customization',
    binary: true,
    open: (page) =>
      page
        .getByLabel('Device')
        .selectOption('1')
        .then(() => undefined),
    wrong: (b: Obj[]) => b.map((e) => ({ ...e, m: 'favourite' })),
    ready: 'table',
  },
  { path: '/rest/schedule', screen: '/settings/scheduler', wrong: (b) => ({ ...b, schedule: 'x' }), ready: 'table' },
  { path: '/rest/customEntities', screen: '/settings/customentities', wrong: (b) => ({ ...b, entities: 'x' }), ready: 'table' },
  { path: '/rest/networkStatus', screen: '/network/status', wrong: (b) => ({ ...b, hostname: 4711 }), shownAs: '4711', ready: 'dl' },
  { path: '/rest/scanNetworks', screen: '/network/scan', wrong: (b) => b, ready: 'table', retry: en.ui.scan.again, only: TRANSPORT },
  {
    path: '/rest/listNetworks',
    screen: '/network/scan',
    wrong: (b) => ({ ...b, networks: 'x' }),
    ready: 'table',
    retry: en.ui.scan.again,
    timeout: LIST_TIMEOUT,
    slow: 11_000,
    sample: { networks: [{ ssid: 'HomeNet', bssid: '3C:A6:2F:5B:10:01', channel: 6, rssi: -54, encryption_type: 3 }] },
  },
  { path: '/rest/networkSettings', screen: '/network/settings', wrong: (b) => ({ ...b, ssid: 42 }), ready: 'form' },
  { path: '/rest/apStatus', screen: '/ap/status', wrong: (b) => ({ ...b, ip_address: 4711 }), shownAs: '4711', ready: 'dl' },
  { path: '/rest/apSettings', screen: '/ap/settings', wrong: (b) => ({ ...b, channel: 'six' }), ready: 'form' },
  { path: '/rest/ntpStatus', screen: '/ntp/status', wrong: (b) => ({ ...b, server: 4711 }), shownAs: '4711', ready: 'dl' },
  { path: '/rest/ntpSettings', screen: '/ntp/settings', wrong: (b) => ({ ...b, enabled: 'yes' }), ready: 'form' },
  { path: '/rest/mqttStatus', screen: '/mqtt/status', wrong: (b) => ({ ...b, connected: 'yes' }), shownAs: '', ready: 'dl' },
  { path: '/rest/mqttSettings', screen: '/mqtt/settings', wrong: (b) => ({ ...b, port: '1883' }), ready: 'form' },
  { path: '/rest/securitySettings', screen: '/security/users', wrong: (b) => ({ ...b, users: 'admin' }), ready: 'table' },
  { path: '/rest/securitySettings', screen: '/security/settings', wrong: (b) => ({ ...b, jwt_secret: 12345 }), ready: 'form' },
  { path: '/rest/systemStatus', screen: '/system/status', wrong: (b) => ({ ...b, free_heap: 'plenty' }), shownAs: 'plenty KB', ready: 'dl' },
  { path: '/rest/logSettings', screen: '/system/log', wrong: (b) => ({ ...b, level: 'INFO' }), ready: 'form' },
  { path: '/rest/otaSettings', screen: '/system/ota', wrong: (b) => ({ ...b, port: '8266' }), ready: 'form' },
  // GETs outside a screen's load: the token check at start, a board's pins, an access token, backups.
  {
    path: '/rest/verifyAuthorization',
    screen: '/dashboard/status',
    shows: 'ignored',
    ready: 'dl',
    wrong: (b) => b,
    only: [...TRANSPORT, '{}', 'HTML labelled JSON'],
  },
  {
    path: '/rest/boardProfile',
    screen: '/settings/application',
    shows: 'toast',
    ready: 'form',
    open: (page) => choose(page, 'Board profile', 'E32'),
    // a function, not a string: Playwright evaluates a string predicate with eval, which the page's CSP refuses
    done: (page) =>
      page.waitForFunction(() => document.querySelector<HTMLSelectElement>('main select')!.value === 'E32' && !document.querySelector('.toast.error')),
    wrong: (b) => ({ ...b, rx_gpio: 'GPIO5' }),
  },
  {
    path: '/rest/generateToken',
    screen: '/security/users',
    scope: 'dialog',
    keep401: true,
    open: (page) => page.getByRole('button', { name: `${en.security.token} admin`, exact: true }).click(),
    wrong: (b) => ({ ...b, token: 42 }),
    ready: 'textarea',
  },
  ...(['getSettings', 'getCustomizations', 'getEntities', 'getSchedule'] as const).map(
    (name, i): Endpoint => ({
      path: '/rest/' + name,
      screen: '/system/upload',
      shows: 'toast',
      ready: 'h2',
      open: (page) =>
        page
          .locator('main')
          .getByRole('button', { name: en.system.dl[(['settings', 'customizations', 'entities', 'schedule'] as const)[i]], exact: true })
          .click(),
      done: (page) => page.waitForEvent('download'),
      wrong: (b) => ({ ...b, type: 7 }),
    }),
  ),
]

export const nameOf = (ep: Endpoint) => `${ep.path} on ${ep.screen}`
export const faultsOf = (ep: Endpoint): Fault[] => [...(ep.only ?? [...TRANSPORT, ...(ep.binary ? BINARY_BODIES : JSON_BODIES)]), ...(ep.drift ? [DRIFT] : [])]
