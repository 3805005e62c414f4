// Setup: a gateway brought online in one guided pass, made for a phone. An admin of a gateway
// without a WiFi SSID (the factory state, when it runs its access point) lands here after signing in; any
// admin can come back from Settings. One step a screen: WiFi (scan list or typed SSID, password), name,
// board, MQTT (optional), summary. The steps edit copies of the device's network, application and MQTT
// settings, checked with those areas' own schemas, so Back keeps everything. Save posts only the areas
// that changed, whole (device-api §0): MQTT, application, then network (the restart follows), then the
// restart (§5); a 205 is a save too (§8.4). A failure stops there, names the part and keeps every value.
import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { navigate } from 'wouter-preact/use-browser-location'
import { mqttSettings } from '../../api/mqtt'
import { networkSettings, readNetworkStatus } from '../../api/network'
import { appSettings } from '../../api/settings'
import type { SettingsEndpoint as Api } from '../../api/settings-endpoint'
import { restart } from '../../api/system'
import { errorText } from '../../i18n'
import type { MqttSettings } from '../../schemas/mqtt'
import { ETHERNET_UP, type NetworkSettings, SetupNetwork, type WifiNetwork } from '../../schemas/network'
import { BOARDS, type Settings } from '../../schemas/settings'
import { isAdmin } from '../../state/session'
import { useAction } from '../../ui/action'
import { useBackCloses } from '../../ui/back-closes'
import { Board, Pins } from '../../ui/board'
import { Facts } from '../../ui/facts'
import { Field } from '../../ui/fields'
import { type Form, useForm } from '../../ui/form'
import { Icon } from '../../ui/icons'
import { Loaded, useLoad } from '../../ui/load'
import { Broker } from '../../ui/mqtt-broker'
import { PageTitle } from '../../ui/page-title'
import { awaitRestart } from '../../ui/restart'
import { sendable } from '../../ui/settings-form'
import { answerOf } from '../../ui/use-editor'
import { WifiScan as Scan } from '../../ui/wifi-scan'
import './setup.css'

/** Where a signed-in user lands at /: `to` (the remembered path), or /setup for an admin of a gateway that
 *  has no WiFi SSID yet and is not online by Ethernet either (network status 10: an Ethernet-only gateway
 *  needs no setup). The check runs beside the landing page's own reads, not in front of them, and moves on
 *  only while the user has not moved on; when the device cannot say, it stays. */
export function Land({ to }: { to: () => string }) {
  useEffect(() => {
    const path = to()
    navigate(path, { replace: true })
    const stayed = history.length // the user's own moves push, the landing page's redirects replace
    if (isAdmin.value)
      networkSettings
        .load()
        .then(async (n) => n.ssid || (await readNetworkStatus()).status === ETHERNET_UP || (history.length === stayed && navigate('/setup', { replace: true })))
        .catch(() => {})
  }, [])
  return null
}

const load = () => Promise.all([networkSettings.load(), appSettings.load(), mqttSettings.load()])

export default function Setup() {
  const { t } = useTranslation()
  const loaded = useLoad(load)
  return (
    <>
      <PageTitle title={t('c.setup')} />
      <Loaded load={loaded}>{([n, a, m]) => <Wizard n={n} a={a} m={m} />}</Loaded>
    </>
  )
}

function Wizard(p: { n: NetworkSettings; a: Settings; m: MqttSettings }) {
  const { t } = useTranslation()
  const n = useForm<NetworkSettings>(SetupNetwork, p.n)
  const a = useForm<Settings>(appSettings.schema, p.a)
  const m = useForm<MqttSettings>(mqttSettings.schema, p.m)
  const [step, setStep] = useState(0)
  const [net, setNet] = useState<WifiNetwork>() // picked from the scan
  const [error, setError] = useState('')
  const [done, setDone] = useState(false)
  const h2 = useRef<HTMLHeadingElement>(null)
  useEffect(() => h2.current!.focus(), [step, done])
  // Each step past the first is a layer of its own, so a phone's Back steps back one step a time.
  for (let i = 1; i < 5; i++) useBackCloses(() => done || setStep(i - 1), step >= i)

  // Next checks the fields this step shows (each Field's input is #f-<name>), with the area's schema; the
  // summary's submit button saves.
  const next = () => {
    if (step > 3) return save()
    const f: Pick<Form<object>, 'errors' | 'check'> = [n, n, a, m][step]
    if (Object.keys(f.errors).some((k) => document.getElementById('f-' + k))) f.check()
    else setStep(step + 1)
  }
  const nd = n.data
  const board = a.data.board_profile
  const titles = [t('c.network'), t('c.hostname'), t('c.board'), 'MQTT', t('setup.sum')]
  const local = nd.enableMDNS && `http://${nd.hostname}.local/`
  const ip = nd.static_ip_config && `http://${nd.local_ip}/`
  // Once saved, the summary links where the device will be found.
  const link = (u: string | false) => (done && u ? <a href={u}>{u}</a> : u)

  // useAction keeps it busy and to one run at a time; a failure is said under the summary, naming the part
  // that failed and those saved before it, so it is caught here rather than toasted.
  const [busy, run] = useAction()
  const save = () =>
    run(async () => {
      setError('')
      const saved: string[] = []
      let part = ''
      try {
        for (const [name, f, api, base] of [
          ['MQTT', m, mqttSettings, p.m],
          [t('c.tab.application'), a, appSettings, p.a],
          [t('c.network'), n, networkSettings, p.n],
        ] as [string, Form<object>, Api<object>, Record<string, unknown>][]) {
          if (!f.changed) continue
          part = name
          // MQTT switched off: its fields go as the device had them where their rules would refuse them
          await answerOf(api.save(sendable(api.schema, f.data, base)))
          f.reset() // saved: a retry skips it, and leaving asks nothing
          saved.push(name)
        }
        part = t('c.restart')
        await restart()
        setDone(true)
        void awaitRestart('/', false) // back at the same address (a LAN or Ethernet gateway): the console again
      } catch (e) {
        setError(t('c.notSaved', { x: part, e: errorText(e) }) + (saved.length ? `. ${t('c.saved')}: ${saved.join(', ')}` : ''))
      }
    })

  const body = [
    <>
      {/* A network picked: its name (the key kept only for the network already set), and the field to fill next
          in view (the list is long on a phone). */}
      <Scan
        onPick={(w) => {
          setNet(w)
          n.patch({ ssid: w.ssid, password: w.ssid === p.n.ssid && w.encryption_type ? p.n.password : '' })
          setTimeout(() => document.getElementById(w.ssid && w.encryption_type ? 'f-password' : 'f-ssid')!.focus())
        }}
      />
      <Field form={n} name="ssid" label="SSID" />
      {/* an open network, while it is the one named, needs no key */}
      {!(net && net.ssid === nd.ssid && !net.encryption_type) && (
        <Field form={n} name="password" type="password" label={t('c.password')} autoComplete="new-password" />
      )}
    </>,
    <Field form={n} name="hostname" label={t('c.hostname')} help={local} />,
    <>
      <Board f={a} />
      {board !== 'CUSTOM' && <Pins d={a.data} />}
    </>,
    <>
      <Field form={m} name="enabled" type="switch" label={t('c.enable', { x: 'MQTT' })} />
      {m.data.enabled && <Broker f={m} />}
    </>,
    <Facts
      rows={[
        ['SSID', nd.ssid],
        [titles[1], link(local) || nd.hostname],
        !!ip && [t('c.ip'), link(ip)],
        [titles[2], BOARDS.find((b) => b[0] === board)?.[1] ?? board],
        m.data.enabled && ['MQTT', `${m.data.host}:${m.data.port}`], // as it will be: off is left out
      ]}
    />,
  ][step]

  // A form, so Enter in a field is Next.
  return (
    <form onSubmit={(e) => (e.preventDefault(), next())} noValidate>
      <h2 ref={h2} tabIndex={-1} class="step">
        {done ? t('c.restarting') : titles[step]} {!done && <small>{step + 1}/5</small>}
      </h2>
      {body /* done: still the summary, now with links */}
      {/* The device may not come back at this address (it joins the WiFi chosen, the phone is still on its
          access point): where to find it then, the WiFi to join and what to open, in no language's words. */}
      {done && (
        <p>
          <Icon name="wifi" /> {nd.ssid} → {link(local || ip || `http://${nd.hostname}/`)}
        </p>
      )}
      {error && (
        <p role="alert" class="err">
          {error}
        </p>
      )}
      {/* After Save, until the device is back: the button stays busy, and a line says why */}
      {done && <p role="status">{t('c.restartWait')}</p>}
      <div class="actions">
        {step > 0 && !done && (
          <button type="button" class="secondary" onClick={() => setStep(step - 1)} disabled={busy}>
            {t('setup.back')}
          </button>
        )}
        {step === 3 && (
          <button type="button" class="secondary" onClick={() => (m.reset(p.m), setStep(4))}>
            {t('setup.skip')}
          </button>
        )}
        <button type="submit" aria-busy={busy || done} disabled={busy || done}>
          {t(step < 4 ? 'setup.next' : 'setup.save')}
        </button>
      </div>
    </form>
  )
}
