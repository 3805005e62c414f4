// Application settings (docs/console.md §3-§5, device-api §1c): board and pins, EMS bus, options, shower,
// formatting, sensors and logging. Fields that do not apply stay hidden (docs/console.md §4).
import { useTranslation } from 'react-i18next'
import { Link } from 'wouter-preact'
import { appSettings } from '../../api/settings'
import { type KeyIn, LANGUAGES } from '../../i18n'
import { levelName } from '../../schemas/log-levels'
import type { Settings } from '../../schemas/settings'
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
const LEVELS = [-1, 3, 5, 6, 7, 9].map((n) => [n, levelName(n)] as const)

/** The application settings, and under them the way back to the setup. */
export function Application() {
  const { t } = useTranslation()
  return (
    <>
      <SettingsForm api={appSettings}>{(f) => <Fields f={f} />}</SettingsForm>
      <p>
        <Link href="/setup">{t('setup.again')}</Link>
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
  const num = (name: keyof Settings, key: KeyIn<'settings'>, help?: string) => (
    <Field key={name} form={f} name={name} type="number" label={L(key)} help={help} />
  )
  const roles = L('busRoles').split('|')
  const busIds = BUS_IDS.map((id, i) => [id, `${roles[Math.min(i, 5)]}${i < 5 ? '' : ' ' + (i - 4)} (${hex(id)})`] as const)

  return (
    <>
      <fieldset class="group">
        <legend>
          {L('board')}
          {typeof d.platform === 'string' && d.platform && ' · ' + d.platform}
        </legend>
        <Board f={f} />
      </fieldset>
      <fieldset class="group">
        <legend>{L('bus')}</legend>
        <div class="grid">
          <Field form={f} name="tx_mode" type="select" label={L('txMode')} options={numbered(['EMS', 'EMS+', 'HT3', L('hardware')], 1)} />
          <Field form={f} name="ems_bus_id" type="select" label={L('busId')} options={busIds} />
        </div>
      </fieldset>
      <fieldset class="group">
        <legend>{L('general')}</legend>
        <Field form={f} name="locale" type="select" label={L('locale')} options={LANGUAGES} />
        {d.led_gpio !== 0 && sw('hide_led', 'hideLed')}
        {sw('telnet_enabled', 'telnet')}
        {sw('notoken_api', 'notoken')}
        {sw('readonly_mode', 'readonly')}
        {sw('low_clock', 'lowClock')}
        {d.boiler_heatingoff !== undefined && sw('boiler_heatingoff', 'heatingOff')}
      </fieldset>
      <fieldset class="group">
        <legend>{L('shower')}</legend>
        {sw('shower_timer', 'showerTimer')}
        {sw('shower_alert', 'showerAlert', !d.shower_timer && `${L('showerTimer')}: ${t('dashboard.offOn').split('|')[0]}`)}
        {d.shower_timer && d.shower_alert && (
          <div class="grid">
            {num('shower_alert_trigger', 'trigger')}
            {num('shower_alert_coldshot', 'coldshot')}
          </div>
        )}
      </fieldset>
      <fieldset class="group">
        <legend>{L('format')}</legend>
        {sw('fahrenheit', 'fahrenheit')}
        <div class="grid">
          <Field form={f} name="bool_dashboard" type="select" label={L('boolDash')} options={BOOL_DASH} />
          <Field form={f} name="bool_format" type="select" label={L('boolApi')} options={BOOL_API} />
          <Field form={f} name="enum_format" type="select" label={L('enumFormat')} options={numbered([L('value'), L('index')], 1)} />
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
            <Field form={f} name="syslog_host" label={L('host')} />
            {num('syslog_port', 'port')}
            <Field form={f} name="syslog_level" type="select" label={L('level')} options={LEVELS} />
            {num('syslog_mark_interval', 'mark')}
          </div>
        )}
      </fieldset>
    </>
  )
}
