// Loading data from the device: useLoad fetches (and optionally polls while the page is visible);
// <Loaded> shows a busy indicator first, the error panel with Retry on failure, and the content.
import type { ComponentChildren } from 'preact'
import { useCallback, useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { errorText } from '../i18n'
import { Icon } from './icons'

export interface Load<T> {
  data?: T
  error?: string
  /** No call has settled yet. */
  loading: boolean
  reload: () => Promise<void>
  setData: (d: T) => void
}

/** Fetches with `fetcher` on mount (and every `pollMs` while the document is visible). A function for `pollMs` is
 *  asked again for each wait, so an interval may depend on what was learned meanwhile without a reload.
 *  `early` shows what the first call has so far (a slow load's first parts); once a call has settled it is
 *  ignored. `loading`: no call has settled yet. */
export function useLoad<T>(fetcher: (early: (d: T) => void) => Promise<T>, pollMs?: number | (() => number)): Load<T> {
  const [s, set] = useState<{ data?: T; error?: string; loading: boolean }>({ loading: true })
  const f = useRef(fetcher)
  f.current = fetcher
  const alive = useRef(true)
  const reload = useCallback(async () => {
    try {
      const data = await f.current((data) => alive.current && set((o) => (o.loading ? { data, loading: true } : o)))
      if (alive.current) set({ data, loading: false })
    } catch (e) {
      if (alive.current) set((o) => ({ ...o, error: errorText(e), loading: false }))
    }
  }, [])
  useEffect(() => {
    alive.current = true
    const first = reload()
    if (!pollMs) return () => void (alive.current = false)
    let id: ReturnType<typeof setTimeout> | undefined
    const wait = () => alive.current && (id = setTimeout(tick, typeof pollMs === 'function' ? pollMs() : pollMs))
    const tick = () => (document.visibilityState === 'visible' && reload(), wait())
    first.then(wait) // the first wait once the first answer is in: what it taught may set the interval
    const onShow = () => document.visibilityState === 'visible' && reload()
    document.addEventListener('visibilitychange', onShow)
    return () => {
      alive.current = false
      clearTimeout(id)
      document.removeEventListener('visibilitychange', onShow)
    }
  }, [reload])
  const setData = useCallback((data: T) => set({ data, loading: false }), [])
  return { ...s, reload, setData }
}

export function ErrorPanel({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useTranslation()
  return (
    <article class="notice error" role="alert">
      <p>
        <Icon name="warning" /> {message}
      </p>
      <button type="button" onClick={onRetry}>
        {t('c.retry')}
      </button>
    </article>
  )
}

/** Busy until the first answer; then the content, with the error panel above it when a refresh failed. */
export function Loaded<T>({ load, children }: { load: Load<T>; children: (data: T) => ComponentChildren }) {
  const { t } = useTranslation()
  const { data, error, loading, reload } = load
  // Busy only while a call is running: a settled call (even one that answered nothing) always ends it.
  if (data === undefined && !error && loading) return <p aria-busy="true">{t('c.loading')}</p>
  return (
    <>
      {error && <ErrorPanel message={error} onRetry={reload} />}
      {data !== undefined && children(data)}
    </>
  )
}
