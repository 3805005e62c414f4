// Sidebar (210 px; a drawer under 600 px) and the top bar with theme and user menu (with the language picker).
import type { ComponentChildren } from 'preact'
import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useLocation } from 'wouter-preact'
import { navigate } from 'wouter-preact/use-browser-location'
import { guarded } from '../state/guard'
import { isAdmin, me, returnTo, signOut } from '../state/session'
import { applyTheme, theme } from '../state/theme'
import { useBackCloses } from '../ui/back-closes'
import { Icon, Mark } from '../ui/icons'
import { LanguagePicker } from '../ui/language-picker'
import { NAV } from './nav'

function ThemeButton() {
  const { t } = useTranslation()
  const next = { auto: 'dark', dark: 'light', light: 'auto' } as const
  const cur = theme.value
  return (
    <button
      type="button"
      class="icon-btn"
      title={t(('app.theme.' + cur) as `app.theme.${typeof cur}`)}
      aria-label={t(('app.theme.' + cur) as `app.theme.${typeof cur}`)}
      onClick={() => applyTheme(next[cur])}
    >
      <Icon name={cur === 'light' ? 'sun' : cur === 'dark' ? 'moon' : 'auto'} />
    </button>
  )
}

// Signing out on purpose: asks Stay/Leave if something is unsaved, then straight to the sign-in page
// (not the expired-session way through /unauthorized, and no path to come back to).
const signOutNow = () =>
  guarded(() => {
    returnTo.value = null
    navigate('/', { replace: true })
    signOut()
  })

// The name it shows starts its accessible name (what speech-input users say); Escape closes it and
// returns focus to it.
function UserMenu() {
  const { t } = useTranslation()
  const user = me.value!
  const close = (e: KeyboardEvent) => {
    const d = e.currentTarget as HTMLDetailsElement
    if (e.key !== 'Escape' || !d.open) return
    e.stopPropagation() // one Escape, one layer: the device panel under the menu stays open
    d.open = false
    d.querySelector('summary')!.focus()
  }
  return (
    <details class="dropdown user-menu" onKeyDown={close}>
      <summary aria-label={`${user.username} (${t('app.userMenu')})`}>
        <Icon name="user" /> <span class="hide-sm">{user.username}</span>
      </summary>
      <ul>
        <li>
          <strong>{user.username}</strong>
          <br />
          <small>{t(user.admin ? 'app.role.admin' : 'app.role.guest')}</small>
        </li>
        {/* Here, not in the top bar: on a phone that holds the menu button, title, theme and user only. */}
        <li>
          <LanguagePicker />
        </li>
        <li>
          <button type="button" class="secondary" onClick={signOutNow}>
            <Icon name="logout" /> {t('app.signOut')}
          </button>
        </li>
      </ul>
    </details>
  )
}

export function Layout({ children }: { children: ComponentChildren }) {
  const { t } = useTranslation()
  const [path] = useLocation()
  const [open, setOpen] = useState(false)
  const menuBtn = useRef<HTMLButtonElement>(null)
  useEffect(() => setOpen(false), [path])
  useBackCloses(() => setOpen(false), open) // a phone's Back closes the drawer rather than leaving the page
  useEffect(() => {
    if (!open) return
    const esc = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return
      setOpen(false)
      menuBtn.current?.focus() // focus was in the drawer, which is leaving
    }
    addEventListener('keydown', esc)
    return () => removeEventListener('keydown', esc)
  }, [open])
  return (
    <div class="layout">
      {/* The first tab stop: past the menu and top bar to the screen. */}
      {/* biome-ignore lint/a11y/useValidAnchor: a skip link is a link to #main; the handler also moves focus there */}
      <a class="skip" href="#main" onClick={(e) => (e.preventDefault(), document.getElementById('main')!.focus())}>
        {t('app.skip')}
      </a>
      <aside id="sidebar" class={open ? 'sidebar open' : 'sidebar'}>
        <div class="side-mark">
          <Mark />
        </div>
        <nav aria-label={t('app.menu')}>
          <ul>
            {NAV.filter((n) => !n.admin || isAdmin.value).map((n) => (
              <li key={n.path}>
                <Link href={n.path} aria-current={path === n.path || path.startsWith(n.path + '/') ? 'page' : undefined}>
                  <Icon name={n.icon} /> {t(n.key)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </aside>
      {/* biome-ignore lint/a11y/noStaticElementInteractions lint/a11y/useKeyWithClickEvents: a tap beside the open drawer closes it; keys have Escape and the menu button */}
      {open && <div class="scrim" onClick={() => setOpen(false)} />}
      <div class="main">
        <header class="topbar">
          <button
            ref={menuBtn}
            type="button"
            class="icon-btn menu-btn"
            aria-label={t('app.menu')}
            aria-expanded={open}
            aria-controls="sidebar"
            onClick={() => setOpen(!open)}
          >
            <Icon name="menu" />
          </button>
          <strong class="brand">EMS-ESP</strong>
          <span class="grow" />
          <ThemeButton />
          <UserMenu />
        </header>
        <main id="main" tabIndex={-1}>
          {children}
        </main>
      </div>
    </div>
  )
}
