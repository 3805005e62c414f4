// The one banner the dashboard's tabs show when their values cannot be trusted (the gateway does not answer,
// or the bus is offline), and the load that feeds it. A failure without an answer is said once, by the
// banner, instead of an error card per load: the cards keep their last values, dimmed, until an answer comes.
import type { ComponentType } from 'preact'
import { useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { ApiError } from '../../api/errors'
import { again, answered, busOffline, unreachable } from '../../state/reach'
import { Icon } from '../../ui/icons'
import { ErrorPanel, type Load, useLoad } from '../../ui/load'

/** The values on screen are old: the bus or the gateway is away. */
export const stale = () => busOffline.value || unreachable.value

/** useLoad for the dashboard: `bus` reads whether an answer says the bus is connected (undefined: it does not
 *  say, nothing changes). A call that got no answer shows no error panel (the banner says it, with Retry), and
 *  is made again as soon as another load gets an answer. */
export function useLinkLoad<T>(fetcher: (early: (d: T) => void) => Promise<T>, pollMs?: number | (() => number), bus?: (d: T) => boolean | undefined): Load<T> {
  const lost = useRef(false)
  const load = useLoad<T>(async (early) => {
    try {
      const d = await fetcher(early)
      const on = bus?.(d)
      lost.current = unreachable.value = false
      if (on !== undefined) busOffline.value = !on
      return d
    } catch (e) {
      if ((lost.current = e instanceof ApiError && (e.key === 'c.err.network' || e.key === 'c.err.timeout'))) unreachable.value = true
      throw e
    }
  }, pollMs)
  const back = !unreachable.value
  const n = again.value
  useEffect(() => void ((back || n) && lost.current && load.reload()), [back, n])
  // Busy (not an error) until a first answer: the banner already says why nothing comes.
  return lost.current && load.error ? { ...load, error: undefined, loading: load.data === undefined } : load
}

/** The gateway away: since when it has not answered (the values shown are from then at the latest); the bus
 *  offline. Both are alerts: what is on screen may no longer be true. */
export function LinkBanner() {
  const { t, i18n } = useTranslation()
  if (unreachable.value)
    return <ErrorPanel message={t('dashboard.noAnswer', { time: new Date(answered.value).toLocaleTimeString(i18n.language) })} onRetry={() => again.value++} />
  return busOffline.value ? (
    <p class="notice warning" role="alert">
      <Icon name="warning" /> {t('dashboard.notConnected')}
    </p>
  ) : null
}

/** A tab with the banner above it. */
export const withBanner = (View: ComponentType) => () => (
  <>
    <LinkBanner />
    <View />
  </>
)
