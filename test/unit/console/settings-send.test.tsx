// "Nothing wrong is sent", as the device receives it: a settings form (the real SettingsForm
// with the MQTT and application endpoints) sends the last accepted value for a field that is not checked
// now (hidden, or its switch off), and a check failing on a field the page does not show says so.
import './_dom'
import '../../../src/i18n'
import { render, type VNode } from 'preact'
import { act } from 'preact/test-utils'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { MQTT_DEFAULTS } from '../../../emulator/routes/mqtt.ts'
import { SETTINGS_DEFAULTS } from '../../../emulator/routes/settings.ts'
import { mqttSettings } from '../../../src/api/mqtt'
import { networkSettings } from '../../../src/api/network'
import { appSettings } from '../../../src/api/settings'
import { NetworkSettings as NetworkPage } from '../../../src/screens/network/settings'
import { signIn } from '../../../src/state/session'
import { toasts } from '../../../src/state/toasts'
import { Field } from '../../../src/ui/fields'
import { SettingsForm } from '../../../src/ui/settings-form'
import { json, stubFetch, token, typeInto, until } from './_helpers'

let answer: unknown
/** The device loads `answer` and takes any save with an empty answer. */
const stub = stubFetch(test, (req) => json(req.method === 'POST' ? '' : answer))
/** What the saves sent, in order. */
const posted = () => stub.sent.filter((s) => s.method === 'POST').map((s) => s.body as any)
test.before(() => signIn(token({ username: 'admin', admin: true })))
const root = document.body.appendChild(document.createElement('div'))
const $ = (sel: string) => root.querySelector(sel) as HTMLInputElement
const type = (sel: string, value: string) => typeInto($(sel), value)
const click = (sel: string) => act(() => $(sel).click())
const apply = () => act(() => void (root.querySelector('form') as HTMLFormElement).dispatchEvent(new Event('submit', { bubbles: true, cancelable: true })))
/** Apply, then wait until the device has had `saves` saves in all. */
async function applied(saves: number) {
  await apply()
  await until(() => posted().length === saves)
}
/** Time for a save that must not come. */
const moment = () => act(() => new Promise((r) => setTimeout(r, 20)))
/** Renders `form` with the device answering `data`, once `field` shows (the form has loaded). */
async function load(form: VNode, data: unknown, field: string) {
  answer = data
  await act(() => render(form, root))
  await until(() => !!$(field))
}
test.before.each(() => {
  toasts.value = []
})
test.after.each(() => act(() => render(null, root)))

// The demo broker's settings as a 3.6.4 answer (no TLS keys, no publish_single2cmd), for another broker.
const { enableTLS, rootCA, publish_single2cmd, ...MQTT_364 } = MQTT_DEFAULTS
const MQTT = { ...MQTT_364, host: 'broker.lan', client_id: 'ems' }
const Mqtt = () => (
  <SettingsForm api={mqttSettings} what="MQTT">
    {(f) => (
      <>
        <Field form={f} name="enabled" type="switch" label="Enable" />
        <Field form={f} name="port" type="number" label="Port" />
        <Field form={f} name="keep_alive" type="number" label="Keep alive" />
        <Field form={f} name="client_id" label="Client id" />
      </>
    )}
  </SettingsForm>
)

test('MQTT off: port 70000, keep-alive 0 or an emptied port do not block Apply and are not sent; the device gets what it accepted', async () => {
  await load(<Mqtt />, MQTT, '#f-port')
  await type('#f-port', '70000')
  await type('#f-keep_alive', '0')
  await click('#f-enabled')
  await applied(1)
  assert.equal([posted()[0].enabled, posted()[0].port, posted()[0].keep_alive], [false, 1883, 60])
  await type('#f-port', '')
  await applied(2)
  assert.is(posted()[1].port, 1883) // never null
})

test('a 5,000-character client id is refused with a message, not sent', async () => {
  await load(<Mqtt />, MQTT, '#f-client_id')
  await type('#f-client_id', 'x'.repeat(5000))
  await apply()
  await moment()
  assert.is(posted().length, 0)
  assert.match(root.textContent!, 'Client id is too long')
})

const APP = { ...SETTINGS_DEFAULTS, board_profile: 'CUSTOM', syslog_enabled: true, syslog_host: 'log.lan' }
function App() {
  return (
    <SettingsForm api={appSettings} what="Application">
      {(f) => (
        <>
          <Field form={f} name="syslog_enabled" type="switch" label="Syslog" />
          {f.data.syslog_enabled && <Field form={f} name="syslog_port" type="number" label="Port" />}
          <Field form={f} name="led_gpio" type="number" label="LED GPIO" />
        </>
      )}
    </SettingsForm>
  )
}

test('syslog port emptied, then syslog off: the device gets the port it had (not null); hidden keys go back as received', async () => {
  await load(<App />, APP, '#f-syslog_port')
  await type('#f-syslog_port', '')
  await click('#f-syslog_enabled')
  await applied(1)
  assert.equal([posted()[0].syslog_enabled, posted()[0].syslog_port], [false, 514])
  assert.equal([posted()[0].version, posted()[0].platform, posted()[0].solar_maxflow, posted()[0].weblog_compact], ['3.6.5', 'ESP32', 30, true])
})

test('a check failing on a field the page does not show is said with its message, never a silent refusal', async () => {
  await load(<App />, { ...APP, dallas_gpio: 6 }, '#f-led_gpio') // a flash pin on an ESP32: the form above does not show dallas_gpio
  await apply()
  await moment()
  assert.is(posted().length, 0)
  assert.equal(
    toasts.value.map((t) => [t.kind, t.text]),
    [['error', 'Must be an valid GPIO port']],
  )
})

const NETWORK = {
  ssid: 'Home',
  bssid: '',
  password: 'secret12',
  hostname: 'ems-esp',
  static_ip_config: true,
  local_ip: '192.168.1.60',
  gateway_ip: '192.168.1.1',
  subnet_mask: '255.255.255.0',
  bandwidth20: false,
  tx_power: 0,
  nosleep: false,
  enableMDNS: true,
  enableCORS: true,
  CORSOrigin: '*',
}
const Network = () => (
  <SettingsForm api={networkSettings} what="Network">
    {(f) => (
      <>
        <Field form={f} name="static_ip_config" type="switch" label="Fixed IP" />
        {f.data.static_ip_config && <Field form={f} name="local_ip" label="Local IP" />}
        <Field form={f} name="CORSOrigin" label="CORS origin" />
      </>
    )}
  </SettingsForm>
)

test('network: local IP "abc" typed, then fixed IP off: the device gets the address it had', async () => {
  await load(<Network />, NETWORK, '#f-local_ip')
  await type('#f-local_ip', 'abc')
  await click('#f-static_ip_config')
  await applied(1)
  assert.equal([posted()[0].static_ip_config, posted()[0].local_ip], [false, '192.168.1.60'])
})

test('network: a 20,000-character CORS origin is refused with a message, not sent', async () => {
  await load(<Network />, NETWORK, '#f-CORSOrigin')
  await type('#f-CORSOrigin', 'x'.repeat(20000))
  await apply()
  await moment()
  assert.is(posted().length, 0)
  assert.match(root.textContent!, 'CORS origin is too long')
})

test('the network page: an origin typed too long, then CORS switched off: the toast names the hidden field and what is wrong', async () => {
  await load(<NetworkPage />, { ...NETWORK, enableCORS: true }, '#f-CORSOrigin')
  await type('#f-CORSOrigin', 'x'.repeat(300))
  await click('#f-enableCORS')
  assert.not.ok($('#f-CORSOrigin'), 'the origin is hidden with CORS off')
  await apply()
  await moment()
  assert.is(posted().length, 0)
  assert.equal(
    toasts.value.map((t) => [t.kind, t.text]),
    [['error', 'CORS origin is too long']],
  )
})

function Shower() {
  return (
    <SettingsForm api={appSettings} what="Application">
      {(f) => (
        <>
          <Field form={f} name="shower_alert" type="switch" label="Alert" />
          {f.data.shower_alert && <Field form={f} name="shower_alert_trigger" type="number" label="Trigger" />}
        </>
      )}
    </SettingsForm>
  )
}
test('shower alert trigger emptied, then the alert off: the device gets the trigger it had', async () => {
  await load(<Shower />, { ...APP, shower_timer: true, shower_alert: true }, '#f-shower_alert_trigger')
  await type('#f-shower_alert_trigger', '')
  await click('#f-shower_alert')
  await applied(1)
  assert.equal([posted()[0].shower_alert, posted()[0].shower_alert_trigger], [false, 7])
})

function Ethernet() {
  return (
    <SettingsForm api={appSettings} what="Application">
      {(f) => (
        <>
          <Field
            form={f}
            name="phy_type"
            type="select"
            label="PHY"
            options={[
              [0, 'none'],
              [1, 'LAN8720'],
            ]}
          />
          {f.data.phy_type !== 0 && <Field form={f} name="eth_power" type="number" label="Power GPIO" />}
        </>
      )}
    </SettingsForm>
  )
}
test('ethernet power GPIO emptied, then no PHY: the device gets the GPIO it had', async () => {
  await load(<Ethernet />, { ...APP, phy_type: 1, eth_power: 12 }, '#f-eth_power')
  await type('#f-eth_power', '')
  await act(() => {
    $('#f-phy_type').value = '0'
    $('#f-phy_type').dispatchEvent(new Event('change', { bubbles: true }))
  })
  await applied(1)
  assert.equal([posted()[0].phy_type, posted()[0].eth_power], [0, 12])
})

test.run()
