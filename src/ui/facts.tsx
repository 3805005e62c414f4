// Label/value lists (status cards, device details): rows whose value may carry one of the colour classes
// ok/warn/bad/info; with `reload`, a Refresh button follows, with room for more buttons beside it.
import type { ComponentChildren } from 'preact'
import { useTranslation } from 'react-i18next'
import type { TKey } from '../i18n'
import { Icon } from './icons'
import { type Load, Loaded } from './load'

/** A row; false, null or an empty value leaves it out (the device omits what is unset). */
export type Fact = [label: string, value: ComponentChildren, cls?: string] | false | null | undefined

export function Facts({ rows, reload, children }: { rows: Fact[]; reload?: () => void; children?: ComponentChildren }) {
  const { t } = useTranslation()
  return (
    <>
      <dl class="facts">
        {rows.map(
          (r) =>
            r &&
            r[1] !== '' &&
            r[1] != null && [
              <dt key={r[0]}>{r[0]}</dt>,
              <dd key={r[0] + '='} class={r[2]}>
                {r[1]}
              </dd>,
            ],
        )}
      </dl>
      {(reload || children) && (
        <div class="actions">
          {children}
          {reload && (
            <button type="button" class="secondary" onClick={reload}>
              <Icon name="refresh" /> {t('c.refresh')}
            </button>
          )}
        </div>
      )}
    </>
  )
}

/** What a status answer's `status` number means: [text key, colour class]. */
export type States = Record<number, readonly [key: TKey, cls: string]>

/**
 * A status card (access point, NTP, network): the answer once loaded (else the error panel with Retry),
 * its state first (a number `states` does not know reads 'Unknown'), then `rows`, Refresh and `extra`.
 */
export function StatusFacts<T extends { status: number }>(p: {
  load: Load<T>
  states: States
  rows: (s: T) => Fact[]
  extra?: (s: T) => ComponentChildren
  /** A count said after the state when above 0, as "(3)" (WiFi reconnects). */
  count?: (s: T) => number | undefined
}) {
  const { t } = useTranslation()
  return (
    <Loaded load={p.load}>
      {(s) => {
        const [state, cls] = p.states[s.status] ?? ['c.unknown', 'warn']
        return (
          <Facts reload={p.load.reload} rows={[[t('c.status'), t(state) + (p.count?.(s) ? ` (${p.count(s)})` : ''), cls], ...p.rows(s)]}>
            {p.extra?.(s)}
          </Facts>
        )
      }}
    </Loaded>
  )
}
