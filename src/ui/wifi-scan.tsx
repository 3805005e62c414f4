// The WiFi scan list, shared by Network > Scan and the setup's WiFi step: starts a WiFi scan and polls for its
// result (the device answers 202 while scanning); without networks (still scanning, or an empty list) it asks
// again every second, 10 times, then shows the problem-loading message (docs/console.md §4, §8), plus the
// info that none were found when the device did answer with an empty list (docs/console.md §2). Choosing a
// network hands it to `onPick`.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { listNetworks, scanNetworks } from '../api/network'
import { errorText } from '../i18n'
import type { WifiNetwork } from '../schemas/network'
import { Icon } from './icons'
import { type Col, Table } from './table'
import { security, signalClass } from './wifi'

export const RETRIES = 10
export const RETRY_MS = 1000

/** 'scanning', the networks found (strongest first), or an error text (`none`: the device's list was empty). */
type State = 'scanning' | WifiNetwork[] | { error: string; none?: boolean }

/** `onPick`: what choosing a network does. */
export function WifiScan({ onPick }: { onPick: (n: WifiNetwork) => void }) {
  const { t } = useTranslation()
  const [state, setState] = useState<State>('scanning')
  const alive = useRef(true)

  const scan = useCallback(async () => {
    setState('scanning')
    try {
      await scanNetworks()
      let none = false // the last answer was a 200 with an empty list rather than a 202 (still scanning)
      for (let i = 0; i <= RETRIES; i++) {
        await new Promise((r) => setTimeout(r, RETRY_MS))
        if (!alive.current) return
        const list = await listNetworks()
        if (list?.networks.length) return setState([...list.networks].sort((a, b) => b.rssi - a.rssi))
        none = !!list
      }
      setState({ error: t('ui.scan.fail'), none })
    } catch (e) {
      if (alive.current) setState({ error: t('ui.scan.fail') + ': ' + errorText(e) })
    }
  }, [t])

  useEffect(() => {
    alive.current = true
    void scan() // it never rejects: a failure is shown in the list's place
    return () => void (alive.current = false)
  }, [])

  const cols = useMemo<Col<WifiNetwork>[]>(
    () => [
      // Signal second, so a phone shows it without scrolling the table.
      { label: 'SSID', cell: (n) => n.ssid || '—' }, // a hidden network
      { label: t('ui.scan.signal'), cell: (n) => <span class={signalClass(n.rssi)}>{n.rssi} dBm</span>, class: 'num' },
      { label: t('ui.scan.security'), cell: (n) => security(n, t('c.open')) },
      { label: t('c.channel'), cell: (n) => n.channel, class: 'num' },
      { label: 'BSSID', cell: (n) => n.bssid },
    ],
    [t],
  )

  return (
    <>
      {state === 'scanning' ? (
        <p aria-busy="true">{t('c.scanning')}</p>
      ) : Array.isArray(state) ? (
        <Table rows={state} cols={cols} rowKey={(n) => n.bssid} onRow={onPick} />
      ) : (
        <>
          <article class="notice error" role="alert">
            <p>{state.error}</p>
          </article>
          {state.none && (
            <article class="notice" role="status">
              <p>{t('ui.scan.none')}</p>
            </article>
          )}
        </>
      )}
      <div class="actions">
        <button type="button" class="secondary" onClick={scan} disabled={state === 'scanning'}>
          <Icon name="search" /> {t('ui.scan.again')}
        </button>
      </div>
    </>
  )
}
