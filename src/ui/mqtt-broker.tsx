// The MQTT broker's fields, shared by MQTT > Settings and the setup's MQTT step.
import type { ComponentChildren } from 'preact'
import { useTranslation } from 'react-i18next'
import type { MqttSettings } from '../schemas/mqtt'
import { Field } from './fields'
import type { Form } from './form'

/** The broker's address, the login and the base topic; `children` go beside the base topic. */
export function Broker({ f, children }: { f: Form<MqttSettings>; children?: ComponentChildren }) {
  const { t } = useTranslation()
  return (
    <>
      <div class="grid">
        <Field form={f} name="host" label={t('c.host')} />
        <Field form={f} name="port" type="number" min={0} max={65535} label={t('c.port')} />
      </div>
      <div class="grid">
        <Field form={f} name="base" label={t('ui.base')} />
        {children}
      </div>
      <div class="grid">
        <Field form={f} name="username" label={t('c.username')} autoComplete="off" />
        <Field form={f} name="password" type="password" label={t('c.password')} autoComplete="new-password" />
      </div>
    </>
  )
}
