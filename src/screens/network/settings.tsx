// Network > Settings: WiFi (or the network chosen on the Scan tab), transmit power, hostname, mDNS, CORS,
// IPv6 (only when the firmware has the option) and a fixed IP. A save the firmware answers with 205 shows
// the restart warning (SettingsForm).
import { useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { networkSettings } from '../../api/network'
import { NEW_CONNECTION, type NetworkSettings as Network, TX_POWERS } from '../../schemas/network'
import { picked } from '../../state/picked'
import { Field } from '../../ui/fields'
import type { Form } from '../../ui/form'
import { SettingsForm } from '../../ui/settings-form'
import { security } from '../../ui/wifi'

export function NetworkSettings() {
  const { t } = useTranslation()
  return (
    <SettingsForm api={networkSettings} what={t('c.network')} onSaved={() => (picked.value = null)}>
      {(f) => <Fields f={f} />}
    </SettingsForm>
  )
}

function Fields({ f }: { f: Form<Network> }) {
  const { t } = useTranslation()
  const initial = useRef(f.data).current
  const net = picked.value
  useEffect(() => {
    // A network chosen on the Scan tab: its SSID and BSSID, and the defaults for a new connection (docs/console.md §9).
    // The password is kept only for the network already set (another network's key would be wrong).
    if (net)
      f.patch({
        ssid: net.ssid,
        bssid: net.bssid,
        password: net.encryption_type && net.ssid === f.data.ssid ? f.data.password : '',
        ...NEW_CONNECTION,
        ...('enableIPv6' in f.data && { enableIPv6: false }),
      })
    return () => void (picked.value = null)
  }, [])
  // Shown while the form still holds the chosen network (Clear selection brings the device's values back).
  const chosen = net && f.data.ssid === net.ssid && f.data.bssid === net.bssid ? net : null
  const clear = () => {
    picked.value = null
    f.reset(initial)
  }
  const power = f.data.tx_power
  const powers = TX_POWERS.includes(power) ? TX_POWERS : [...TX_POWERS, power]
  const ip = (name: 'local_ip' | 'gateway_ip' | 'subnet_mask' | 'dns_ip_1' | 'dns_ip_2', label: string) => (
    <Field form={f} name={name} label={label} autoComplete="off" />
  )

  return (
    <>
      {chosen && (
        <article class="notice">
          <p>
            <strong id="picked">{chosen.ssid || '—'}</strong>
            <br />
            <small>
              {security(chosen, t('c.open'))} · {t('c.channel')} {chosen.channel} · {chosen.bssid}
            </small>
          </p>
          <button type="button" class="secondary" aria-describedby="picked" onClick={clear}>
            {t('network.clearChoice')}
          </button>
        </article>
      )}
      {/* A hidden network's name must still be typed in. */}
      {!chosen?.ssid && <Field form={f} name="ssid" label="SSID" />}
      {!chosen && <Field form={f} name="bssid" label="BSSID" />}
      {chosen?.encryption_type !== 0 && <Field form={f} name="password" type="password" autoComplete="new-password" label={t('c.password')} />}
      <Field form={f} name="tx_power" type="select" label={t('network.txPower')} options={powers.map((p) => [p, p ? p / 4 + ' dBm' : t('network.auto')])} />
      <Field form={f} name="nosleep" type="switch" label={t('network.nosleep')} />
      <Field form={f} name="bandwidth20" type="switch" label={t('network.bw20')} />
      <Field form={f} name="hostname" label={t('c.hostname')} />
      <Field form={f} name="enableMDNS" type="switch" label={t('c.enable', { x: 'mDNS' })} />
      <Field form={f} name="enableCORS" type="switch" label={t('c.enable', { x: 'CORS' })} />
      {f.data.enableCORS && <Field form={f} name="CORSOrigin" label={t('network.origin')} />}
      {'enableIPv6' in f.data && <Field form={f} name="enableIPv6" type="switch" label={t('c.enable', { x: 'IPv6' })} />}
      <Field form={f} name="static_ip_config" type="switch" label={t('network.fixed')} />
      {f.data.static_ip_config && (
        <div class="grid">
          {ip('local_ip', t('network.localIp'))}
          {ip('gateway_ip', t('network.gateway'))}
          {ip('subnet_mask', t('c.subnet'))}
          {ip('dns_ip_1', 'DNS 1')}
          {ip('dns_ip_2', 'DNS 2')}
        </div>
      )}
    </>
  )
}
