// MQTT > Settings. Conditional fields as docs/console.md §2 has them: TLS only when the firmware reports it;
// publish-single-to-command only with publish-single on and discovery off; discovery only with
// publish-single off. The connection fields are only validated while MQTT is enabled.
import { useTranslation } from 'react-i18next'
import { mqttSettings } from '../../api/mqtt'
import { readFacts, useGateway } from '../../api/release'
import { INTERVAL_MAX } from '../../schemas/mqtt'
import { Field, numbered } from '../../ui/fields'
import { Broker } from '../../ui/mqtt-broker'
import { SettingsForm } from '../../ui/settings-form'

// The heartbeat has its own range (10-86400, docs/console.md §5); the others are 0 (auto) to 65535 (uint16 on the device).
const INTERVALS = [
  ['heartbeat', 10, 86400],
  ['boiler', 0, INTERVAL_MAX],
  ['thermostat', 0, INTERVAL_MAX],
  ['solar', 0, INTERVAL_MAX],
  ['mixer', 0, INTERVAL_MAX],
  ['water', 0, INTERVAL_MAX],
  ['sensor', 0, INTERVAL_MAX],
  ['other', 0, INTERVAL_MAX],
] as const
// Discovery flavours, as the firmware names them (untranslated).
const DISCOVERY = numbered(['Home Assistant', 'Domoticz', 'Domoticz (latest)'])

export function MqttSettings() {
  const { t } = useTranslation()
  const facts = readFacts(useGateway())
  return (
    <SettingsForm api={mqttSettings} what="MQTT">
      {(f) => {
        const d = f.data
        return (
          <>
            <Field form={f} name="enabled" type="switch" label={t('c.enable', { x: 'MQTT' })} />
            <Broker f={f}>
              <Field form={f} name="client_id" label={t('mqtt.clientId')} />
            </Broker>
            <div class="grid">
              <Field form={f} name="keep_alive" type="number" min={1} max={86400} label={t('mqtt.keepAlive')} />
              <Field form={f} name="mqtt_qos" type="select" label="QoS" options={numbered(['0', '1', '2'])} />
            </div>
            {d.enableTLS !== undefined && <Field form={f} name="enableTLS" type="switch" label={t('c.enable', { x: 'TLS' })} />}
            {d.enableTLS && <Field form={f} name="rootCA" type="textarea" label={t('mqtt.rootCA')} />}
            <Field form={f} name="clean_session" type="switch" label={t('mqtt.clean')} />
            <Field form={f} name="mqtt_retain" type="switch" label={t('mqtt.retain')} />
            <Field form={f} name="nested_format" type="select" label={t('mqtt.format')} options={numbered([t('mqtt.nest1'), t('mqtt.nest2')], 1)} />
            <Field form={f} name="send_response" type="switch" label={t('mqtt.response')} />
            <Field form={f} name="publish_single" type="switch" label={t('mqtt.single')} />
            {d.publish_single && !d.ha_enabled && <Field form={f} name="publish_single2cmd" type="switch" label={t('mqtt.single2cmd')} />}
            {!d.publish_single && <Field form={f} name="ha_enabled" type="switch" label={t('mqtt.ha')} />}
            {!d.publish_single && d.ha_enabled && (
              <div class="grid">
                <Field form={f} name="discovery_type" type="select" label={t('mqtt.discType')} options={DISCOVERY} />
                <Field form={f} name="discovery_prefix" label={t('mqtt.prefix')} />
                <Field
                  form={f}
                  name="entity_format"
                  type="select"
                  label={t('mqtt.entity')}
                  // 3.7.0 on: 3 and 4 are 1 and 2 as 3.6 named them, labelled as the firmware's own UI does
                  options={(facts?.formats34 ? [0, 3, 4, 1, 2] : [0, 1, 2]).map(
                    (i) => [i, t(`mqtt.ent.${i > 2 ? i - 2 : i}` as 'mqtt.ent.0') + (i > 2 ? ' (v3.6)' : '')] as const,
                  )}
                />
              </div>
            )}
            <h2>{t('mqtt.intervals')}</h2>
            <div class="grid" style="grid-template-columns:repeat(auto-fill,minmax(10rem,1fr))">
              {INTERVALS.map(
                ([k, min, max]) =>
                  d[`publish_time_${k}`] !== undefined && (
                    <Field key={k} form={f} name={`publish_time_${k}`} type="number" min={min} max={max} label={t(('mqtt.i.' + k) as `mqtt.i.${typeof k}`)} />
                  ),
              )}
            </div>
          </>
        )
      }}
    </SettingsForm>
  )
}
