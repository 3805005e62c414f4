// Route-backed tabs: /<base>/<tab>. No tab redirects to the first allowed one; an unknown or forbidden one
// to `fallback` if given (the dashboard's usual route), else to the first allowed one, with a notice why.
import type { ComponentType } from 'preact'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, Redirect, useLocation } from 'wouter-preact'
import type { TKey } from '../i18n'
import { isAdmin } from '../state/session'
import { toast } from '../state/toasts'
import { PageTitle } from './page-title'

export interface Tab {
  id: string
  /** Its label's i18n key. */
  key: TKey
  view: ComponentType
  /** Admins only: not offered to guests. */
  admin?: true
  /** Offered only while this says so (read at each render: a signal it reads re-renders the tabs). */
  when?: () => unknown
}

/** One area of the sidebar (app/nav.ts): `base` is its path, `title` its name. */
export function RouteTabs({ base, tabs: all, title, fallback }: { base: string; tabs: Tab[]; title: string; fallback?: string }) {
  const [path] = useLocation()
  const tabs = all.filter((tab) => !tab.when || tab.when())
  const { t } = useTranslation()
  const guest = !isAdmin.value
  const open = (tab: Tab) => !(guest && tab.admin)
  const id = path.slice(base.length + 1).split('/')[0]
  const current = tabs.find((tab) => tab.id === id && open(tab))
  // Sent to another tab: say why when the tab asked for is unknown or not offered (an admin's, for a guest).
  const asked = tabs.find((tab) => tab.id === id)
  useEffect(() => {
    if (id && (!asked || !open(asked))) toast(asked ? t('c.adminOnly') : t('c.notFound', { path }), 'warning')
    // On a phone the row scrolls sideways: the open tab is brought to its start (or as far as the row goes).
    // The row is scrolled, not the tab into view: Chromium 153's scrollIntoView also moves where Tab starts
    // from, so on a page just loaded the first Tab skipped "Skip to content".
    const tab = document.querySelector<HTMLElement>('.tabs [aria-current]')
    if (tab) tab.parentElement!.scrollLeft = tab.offsetLeft - tab.parentElement!.offsetLeft
  }, [path])
  if (!current) return <Redirect to={`${base}/${(id && fallback) || tabs.find(open)!.id}`} replace />
  return (
    <>
      <PageTitle title={title} sub={t(current.key)} />
      <nav class="tabs" aria-label={title}>
        {tabs.filter(open).map((tab) => (
          <Link key={tab.id} href={`${base}/${tab.id}`} aria-current={tab === current ? 'page' : undefined}>
            {t(tab.key)}
          </Link>
        ))}
      </nav>
      <section>
        <current.view />
      </section>
    </>
  )
}
