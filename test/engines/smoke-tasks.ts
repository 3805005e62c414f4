// The smoke set's tasks (smoke.ts runs them in every engine): signing in as admin and guest, a device's
// values, a number's trend, a value edit and a settings form the emulated device receives, setting the clock, the live log.

import type { Test } from 'uvu'
import * as assert from 'uvu/assert'
import { busOf } from '../../emulator/bus/index.ts'
import { MQTT_DEFAULTS } from '../../emulator/routes/mqtt.ts'
import { NTP_DEFAULTS } from '../../emulator/routes/ntp.ts'
import type { Target } from './find'
import { dialog, MENU, type Smoke } from './smoke-context'

export function tasks(t: Test, s: Smoke) {
  t('admin signs in and sees every menu item, Settings and Security too', async () => {
    await s.signIn('admin')
    await s.page.see({ role: 'link', name: 'Dashboard', within: MENU })
    assert.ok(await s.menuHas('Settings'))
    assert.ok(await s.menuHas('Security'))
    await s.page.click({ label: 'admin (User menu)' })
    await s.page.see({ role: 'button', name: 'Sign out' })
  })

  t('a guest has no Settings or Security and is sent away from /settings', async () => {
    await s.signIn('guest')
    await s.page.see({ role: 'link', name: 'Dashboard', within: MENU })
    assert.not.ok(await s.menuHas('Settings'))
    assert.not.ok(await s.menuHas('Security'))
    await s.page.go('/settings/application')
    await s.page.until('a guest to be sent away from /settings', '() => !location.pathname.startsWith("/settings")')
  })

  t('the dashboard: a device opens its values, formatted; Escape closes it', async () => {
    await s.signIn('admin')
    await s.page.click({ role: 'row', name: /^GBx72/ })
    await s.page.see({ role: 'heading', level: 2, name: 'GBx72/Trendline/Cerapur/Greenstar Si/27i' })
    assert.match(await s.page.text({ role: 'row', name: /^system pressure/ }), /^system pressure\s+\d\.\d bar/)
    assert.match(await s.page.text({ role: 'row', name: /^total burner operating time/ }), /\d+ days \d+ hours \d+ minutes/)
    await s.page.tab.press('Escape')
    await s.page.gone({ role: 'heading', level: 2, name: 'GBx72/Trendline/Cerapur/Greenstar Si/27i' })
  })

  t("the overview: a number's line of its last 24 hours, named by min, max and last, opens its trend; Escape closes it", async () => {
    await s.signIn('admin')
    await s.page.go('/dashboard/overview')
    await s.page.click({ role: 'button', name: /^Min \d.* °C, Max \d.* °C, Last \d.* °C$/ })
    await s.page.see({ role: 'button', name: '24 hours', within: dialog })
    await s.page.see({ text: 'Mean', within: dialog })
    await s.page.see({ role: 'button', name: 'Export CSV', within: dialog })
    await s.page.tab.press('Escape')
    await s.page.gone({ role: 'button', name: '24 hours' })
  })

  t('editing a value: out of range is refused with the message; a good value reaches the device', async () => {
    await s.signIn('admin')
    await s.page.click({ role: 'row', name: /^RC310/ })
    await s.page.click({ role: 'button', name: /^Edit: hc1 selected room temperature, \d/ })
    const value: Target = { label: 'Value', within: dialog }
    const buttons =
      '() => [...document.querySelectorAll("dialog[open] footer button")].map((b) => { const r = b.getBoundingClientRect(); return [Math.round(r.top), Math.round(r.height)].join() })'
    const [cancel, update] = await s.page.until<string[]>('the dialog buttons', buttons)
    assert.is(cancel, update, 'Cancel and Update in line, equally tall')
    // the value shown is selected: what is typed replaces it
    const shown = await s.page.value(value)
    assert.match(shown, /^\d+(\.\d+)?$/, 'the dialog opens with the current value')
    await s.page.tab.type('19')
    assert.is(await s.page.value(value), '19')
    await s.page.fill(value, '31')
    await s.page.click({ role: 'button', name: 'Update', within: dialog })
    await s.page.see({ text: 'Value must be between 5 and 30', within: dialog })
    // a comma is no decimal mark in English: refused and said, never read as 215 or emptied
    await s.page.fill(value, '21,5')
    await s.page.see({ text: 'Invalid value (1.5)', within: dialog })
    await s.page.fill(value, '22.5')
    await s.page.click({ role: 'button', name: 'Update', within: dialog })
    await s.page.see({ text: 'write command sent' })
    await s.page.gone(dialog)
    assert.equal(busOf(s.emu.emulator.ctx).lastWrite, { id: 2, c: 'hc1/seltemp', v: 22.5 })
    await s.page.see({ text: '22.5 °C', within: { role: 'row', name: /^hc1 selected room temperature/ } })
  })

  // The engine's own number parsing once emptied this field (WebKit) or read 21,5 as 215 (Chromium).
  t('in Turkish a value typed with a decimal comma is sent as the number meant and shown with a comma', async () => {
    await s.signIn('admin')
    // stored as the picker stores it (typing 'Türkçe' into a select is not the same in every engine's driver)
    await s.page.run('() => localStorage.setItem("lang", "tr")')
    await s.page.go('/dashboard/devices')
    try {
      await s.page.click({ role: 'row', name: /^RC310/ })
      await s.page.click({ role: 'button', name: /^Düzenle: hc1 selected room temperature, \d/ })
      await s.page.fill({ label: 'Değer', within: dialog }, '21,5')
      await s.page.click({ role: 'button', name: 'Güncelle', within: dialog })
      await s.page.see({ text: 'Yazma komutu gönderildi' })
      assert.equal(busOf(s.emu.emulator.ctx).lastWrite, { id: 2, c: 'hc1/seltemp', v: 21.5 })
      await s.page.see({ text: '21,5 °C', within: { role: 'row', name: /^hc1 selected room temperature/ } })
    } finally {
      await s.page.run('() => localStorage.removeItem("lang")')
    }
  })

  t('a settings form: the messages, nothing sent; then applied and saved on the device', async () => {
    await s.signIn('admin', '/mqtt/settings')
    await s.page.fill({ label: 'Host' }, '')
    await s.page.fill({ label: 'Port' }, '70000')
    await s.page.click({ role: 'button', name: /^Apply changes/ })
    await s.page.see({ text: 'Host is required' })
    await s.page.see({ text: 'Port must be between 0 and 65535' })
    await s.page.fill({ label: 'Host' }, 'bad host')
    await s.page.see({ text: 'Must be a valid IP address or hostname' })
    assert.is(s.emu.emulator.store.get('mqtt').host, MQTT_DEFAULTS.host, 'nothing sent')
    await s.page.fill({ label: 'Host' }, 'mqtt.lan')
    await s.page.fill({ label: 'Port' }, '8883')
    await s.page.click({ role: 'button', name: 'Apply changes (2)' })
    await s.page.see({ text: 'Settings saved' })
    const saved = s.emu.emulator.store.get('mqtt')
    assert.equal([saved.host, saved.port], ['mqtt.lan', 8883])
  })

  t('setting the clock: with NTP off the dialog is prefilled with the local time here, in 24 h, and sets the device', async () => {
    s.emu.emulator.store.set('ntp', { ...NTP_DEFAULTS, enabled: false })
    await s.signIn('admin', '/ntp/status')
    await s.page.click({ role: 'button', name: 'Set time' })
    const field: Target = { label: 'Local time', within: { role: 'dialog', name: 'Set time' } }
    await s.page.see(field)
    // a text field (a datetime-local field draws a 12-hour clock in some locales): "YYYY-MM-DD HH:MM:SS"
    assert.match(await s.page.value(field), /^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/)
    await s.page.click({ role: 'button', name: 'Set time', within: { role: 'dialog' } })
    await s.page.see({ text: 'Time set' })
    await s.page.gone({ role: 'dialog' })
    // The device's local clock now reads this computer's local date (the browser's and this process's), shown
    // as English writes a date, with a 24 h time.
    const today = new Intl.DateTimeFormat('en', { dateStyle: 'medium' }).format(new Date())
    await s.page.see({ text: new RegExp('^' + today + ', \\d\\d:\\d\\d') })
  })

  t('the live log: new lines arrive over EventSource', async () => {
    await s.signIn('admin', '/system/log')
    const lines = '() => document.querySelectorAll("[role=log] div").length'
    await s.page.until('the backlog', lines)
    const n = await s.page.run<number>(lines)
    await s.page.until('a new log line', `() => (${lines})() > ${n}`)
  })
}
