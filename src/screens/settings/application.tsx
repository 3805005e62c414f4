// Application settings (docs/console.md §3-§5, device-api §1c): board and pins, EMS bus, options, shower,
// formatting, sensors and logging. Fields that do not apply stay hidden (docs/console.md §4).
import { useTranslation } from 'react-i18next'
import { Link } from 'wouter-preact'
import { known, readFacts, useGateway } from '../../api/release'
import { appSettings } from '../../api/settings'
import type { KeyIn } from '../../i18n'
import { LANGUAGES } from '../../languages'
import { levelName } from '../../schemas/log-levels'
import { markMax, type Settings } from '../../schemas/settings'
import { Board } from '../../ui/board'
import { Field, numbered } from '../../ui/fields'
import type { Form } from '../../ui/form'
import { hex } from '../../ui/format'
import { SettingsForm } from '../../ui/settings-form'

// The bus ids a gateway may take; their roles are the words of settings.busRoles (the last one numbered).
const BUS_IDS = [0x0a, 0x0b, 0x0d, 0x0e, 0x0f, 0x48, 0x49, 0x4a, 0x4b, 0x4c, 0x4d]
// Names the firmware's own UI shows untranslated: boolean and syslog level spellings.
const BOOL_DASH: [number, string][] = [
  [1, 'on/off'],
  [2, 'ON/OFF'],
  [3, 'true/false'],
  [5, '1/0'],
]
const BOOL_API: [number, string][] = [
  [1, '"on"/"off"'],
  [2, '"ON"/"OFF"'],
  [3, '"true"/"false"'],
  [4, 'true/false'],
  [5, '"1"/"0"'],
  [6, '1/0'],
]
// Syslog levels the release offers: 3.8.0 has WARN where DEBUG was.
const levels = (app38?: boolean) => [-1, 3, app38 ? 4 : 5, app38 ? 5 : 6, app38 ? 6 : 7, 9].map((n) => [n, levelName(n)] as const)

/** The application settings, and under them the way back to the setup. */
export function Application() {
  const { t } = useTranslation()
  return (
    <>
      <SettingsForm api={appSettings} what={t('c.tab.application')}>
        {(f) => <Fields f={f} />}
      </SettingsForm>
      <p>
        <Link href="/setup">{t('settings.setup')}</Link>
      </p>
    </>
  )
}

function Fields({ f }: { f: Form<Settings> }) {
  const { t } = useTranslation()
  const { t: L } = useTranslation(undefined, { keyPrefix: 'settings' })
  const d = f.data
  // `why`: the option is off limits, and the note under it says why ("Shower timer: Off").
  const sw = (name: keyof Settings, key: KeyIn<'settings'>, why?: string | false) => (
    <Field key={name} form={f} name={name} type="switch" label={L(key)} disabled={!!why} help={why} />
  )
  const num = (name: keyof Settings, key: KeyIn<'settings'>, min?: number, max?: number) => (
    <Field key={name} form={f} name={name} type="number" label={L(key)} min={min} max={max} />
  )
  const facts = readFacts(useGateway())
  const nops = known.value?.status?.psram === false
  const roles = L('busRoles').split('|')
  const busIds = BUS_IDS.map((id, i) => [id, `${roles[Math.min(i, 5)]}${i < 5 ? '' : ' ' + (i - 4)} (${hex(id)})`] as const)

  return (
    <>
      <fieldset class="group">
        <legend>
          {t('c.board')}
          {typeof d.platform === 'string' && d.platform && ' · ' + d.platform}
        </legend>
        <Board f={f} />
      </fieldset>
      <fieldset class="group">
        <legend>{t('c.bus')}</legend>
        <div class="grid">
          <Field form={f} name="tx_mode" type="select" label={L('txMode')} options={numbered(['EMS', 'EMS+', 'HT3', L('hardware')], 1)} />
          <Field form={f} name="ems_bus_id" type="select" label={L('busId')} options={busIds} />
        </div>
      </fieldset>
      <fieldset class="group">
        <legend>{L('general')}</legend>
        <Field form={f} name="locale" type="select" label={L('locale')} options={facts?.formats34 ? [['cz', 'Čeština'], ...LANGUAGES] : LANGUAGES} />
        {d.led_gpio !== 0 && sw('hide_led', 'hideLed')}
        {sw('telnet_enabled', 'telnet')}
        {sw('notoken_api', 'notoken')}
        {sw('readonly_mode', 'readonly')}
        {sw('low_clock', 'lowClock')}
        {d.boiler_heatingoff !== undefined && sw('boiler_heatingoff', 'heatingOff')}
        {d.developer_mode !== undefined && sw('developer_mode', 'dev')}
        {d.remote_timeout_en !== undefined && sw('remote_timeout_en', 'remote')}
        {d.remote_timeout_en && <Field form={f} name="remote_timeout" type="number" label={L('remote') + ' (h)'} min={1} max={240} />}
        {d.modbus_enabled !== undefined && (
          // The Modbus server needs PSRAM, as the firmware's own UI has it.
          <Field
            form={f}
            name="modbus_enabled"
            type="switch"
            label={t('c.enable', { x: 'Modbus' })}
            disabled={nops}
            help={nops && t('c.v.required', { field: 'PSRAM' })}
          />
        )}
        {d.modbus_enabled && (
          <div class="grid">
            <Field form={f} name="modbus_max_clients" type="number" min={0} max={50} label={t('c.maxClients')} />
            <Field form={f} name="modbus_port" type="number" label={t('c.port')} />
            {/* untranslated, as the firmware's own UI has it */}
            <Field form={f} name="modbus_timeout" type="number" min={100} max={20000} label="Timeout (ms)" />
          </div>
        )}
      </fieldset>
      <fieldset class="group">
        <legend>{L('shower')}</legend>
        {sw('shower_timer', 'showerTimer')}
        {d.shower_timer && d.shower_min_duration !== undefined && num('shower_min_duration', 'showerMin', 10, 360)}
        {sw('shower_alert', 'showerAlert', !d.shower_timer && `${L('showerTimer')}: ${t('c.offOn').split('|')[0]}`)}
        {d.shower_timer && d.shower_alert && (
          <div class="grid">
            {num('shower_alert_trigger', 'trigger', 1, 20)}
            {num('shower_alert_coldshot', 'coldshot', 1, 10)}
          </div>
        )}
      </fieldset>
      <fieldset class="group">
        <legend>{L('format')}</legend>
        {sw('fahrenheit', 'fahrenheit')}
        <div class="grid">
          <Field form={f} name="bool_dashboard" type="select" label={L('boolDash')} options={BOOL_DASH} />
          <Field form={f} name="bool_format" type="select" label={L('boolApi')} options={BOOL_API} />
          <Field form={f} name="enum_format" type="select" label={L('enumFormat')} options={numbered([t('c.value'), L('index')], 1)} />
        </div>
      </fieldset>
      <fieldset class="group">
        <legend>{L('sensors')}</legend>
        {sw('analog_enabled', 'analog')}
        {d.dallas_gpio !== 0 && sw('dallas_parasite', 'parasite')}
      </fieldset>
      <fieldset class="group">
        <legend>{L('log')}</legend>
        {sw('trace_raw', 'traceRaw')}
        {sw('syslog_enabled', 'syslog')}
        {d.syslog_enabled && (
          <div class="grid">
            <Field form={f} name="syslog_host" label={t('c.host')} />
            <Field form={f} name="syslog_port" type="number" label={t('c.port')} />
            <Field form={f} name="syslog_level" type="select" label={L('level')} options={levels(facts?.app38)} />
            {num('syslog_mark_interval', 'mark', 0, markMax(d.version))}
          </div>
        )}
      </fieldset>
    </>
  )
}
