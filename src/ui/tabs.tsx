// Route-backed tabs: /<base>/<tab>. No tab redirects to the first allowed one; an unknown or forbidden one
// to `fallback` if given (the dashboard's spec route), else to the first allowed one, with a notice why.
import type { ComponentChildren } from 'preact'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, Redirect, useLocation } from 'wouter-preact'
import { toast } from '../state/toasts'
import { PageTitle } from './page-title'

export interface Tab {
  id: string
  label: string
  /** Not offered (for example admin-only tabs for a guest). */
  hidden?: boolean
  /** Offered but greyed out. */
  disabled?: boolean
  render: () => ComponentChildren
}

export function RouteTabs({ base, tabs, title, fallback }: { base: string; tabs: Tab[]; title: string; fallback?: string }) {
  const [path] = useLocation()
  const id = path.slice(base.length + 1).split('/')[0]
  const current = tabs.find((t) => t.id === id && !t.hidden && !t.disabled)
  // Sent to another tab: say why when the tab asked for is unknown or not offered (an admin's, for a guest).
  const { t } = useTranslation()
  const asked = tabs.find((t) => t.id === id)
  useEffect(() => {
    if (id && (!asked || asked.hidden)) toast(asked ? t('nav.adminOnly') : t('nav.notFound', { path }), 'warning')
  }, [path])
  if (!current) return <Redirect to={`${base}/${(id && fallback) || tabs.find((t) => !t.hidden && !t.disabled)!.id}`} replace />
  return (
    <>
      <PageTitle title={title} sub={current.label} />
      <nav class="tabs" aria-label={title}>
        {tabs
          .filter((t) => !t.hidden)
          .map((t) =>
            t.disabled ? (
              <span key={t.id} aria-disabled="true">
                {t.label}
              </span>
            ) : (
              <Link key={t.id} href={`${base}/${t.id}`} aria-current={t === current ? 'page' : undefined}>
                {t.label}
              </Link>
            ),
          )}
      </nav>
      <section>{current.render()}</section>
    </>
  )
}
