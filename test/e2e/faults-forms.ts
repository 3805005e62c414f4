// The fault matrix's settings forms (faults.test.ts): every form's save failing in each way must keep every
// typed value, say what went wrong in words of the console, and offer Apply again.
import type { Page } from 'playwright-core'
import { SAVE_FAULTS, SETTLE, sleep, TIMEOUT, translated } from './faults-kinds'
import { open, results, run, took } from './faults-run'
import { fillIn } from './fixture'

export interface SaveForm {
  path: string
  screen: string
  /** Valid new values by label, typed as a user would (see fillIn). */
  edit: Record<string, string | boolean>
}

/** Every settings form (src/ui/settings-form.tsx users). */
export const FORMS: SaveForm[] = [
  { path: '/rest/settings', screen: '/settings/application', edit: { 'Enable syslog': true, Host: 'logs.lan', 'Shower timer': true } },
  { path: '/rest/networkSettings', screen: '/network/settings', edit: { SSID: 'HomeNet-Garage', Hostname: 'boiler-room', 'Disable WiFi sleep': true } },
  { path: '/rest/apSettings', screen: '/ap/settings', edit: { SSID: 'gateway-ap', Channel: '6', 'Max clients': '3' } },
  { path: '/rest/ntpSettings', screen: '/ntp/settings', edit: { Server: 'pool.ntp.org', 'Time zone': 'Europe/Berlin' } },
  {
    path: '/rest/mqttSettings',
    screen: '/mqtt/settings',
    edit: { Host: 'homeassistant.local', 'Base topic': 'house', 'Client ID': 'boiler1', 'Keep alive': '30' },
  },
  { path: '/rest/securitySettings', screen: '/security/settings', edit: { 'Super user password': 'a-new-secret' } },
  { path: '/rest/otaSettings', screen: '/system/ota', edit: { 'Enable OTA updates': true, Port: '3232', Password: 'ota-pass' } },
  { path: '/rest/logSettings', screen: '/system/log', edit: { 'Log level': '7', 'Buffer size': '100', Compact: false } },
]

export const saveName = (f: SaveForm) => `save ${f.path} on ${f.screen}`

/** A failing save keeps every typed value (and says what went wrong). */
export async function saveFaults(form: SaveForm) {
  const start = Date.now()
  const { page, errors } = await open()
  let mode: (typeof SAVE_FAULTS)[number] | null = null
  await page.route(
    (u) => u.pathname === form.path,
    async (route) => {
      if (!mode || route.request().method() !== 'POST') return route.fallback()
      if (mode === '500') return route.fulfill({ status: 500, body: '' })
      if (mode === 'connection reset') return route.abort('connectionreset')
      await sleep(TIMEOUT + 500) // never forwarded: the device does not save
      return route.abort('timedout').catch(() => {})
    },
  )
  for (const fault of SAVE_FAULTS) {
    const from = errors.length
    let problem: string | null = null
    try {
      await page.goto(run.emu.url + form.screen)
      await page.locator('main form').waitFor()
      await fillIn(page.locator('main form'), form.edit)
      const before = await fields(page)
      mode = fault
      await page.getByRole('button', { name: /^Apply changes/ }).click()
      const toast = await page
        .locator('.toast.error')
        .first()
        .elementHandle({ timeout: SETTLE + (fault === 'timeout' ? TIMEOUT : 0) })
      const text = ((await toast.textContent()) ?? '').replace('×', '').trim()
      const after = await fields(page)
      if (!translated(text)) problem = `untranslated error: "${text}"`
      else if (JSON.stringify(after) !== JSON.stringify(before)) problem = `typed values lost: before ${JSON.stringify(before)}, after ${JSON.stringify(after)}`
      else if (!(await page.getByRole('button', { name: /^Apply changes/ }).isEnabled())) problem = 'Apply is not offered again'
    } catch (e) {
      problem =
        (errors.length > from ? 'page error: ' + errors.slice(from).join(' / ') + '; ' : '') + 'test step failed: ' + (e as Error).message.split('\n')[0]
    }
    mode = null
    if (!problem && errors.length > from) problem = 'page error: ' + errors.slice(from).join(' / ')
    results.push({ group: saveName(form), fault, problem })
  }
  await page.close()
  took.set(saveName(form), (Date.now() - start) / 1000)
}

/** Every field of the form: label or name, and its value (checked state for switches). */
function fields(page: Page) {
  return page.evaluate(`[...document.querySelectorAll('main form input, main form select, main form textarea')].map((e) =>
    ((e.labels && e.labels[0] && e.labels[0].innerText.trim()) || e.name) + '=' + (e.type === 'checkbox' ? e.checked : e.value))`)
}
