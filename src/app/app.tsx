// Routes (docs/console.md §2). Signed-out users only see / (sign-in); a signed-in path they tried to open is
// remembered, they go to /unauthorized and then /, and after sign-in they land where they wanted.
import { useEffect, useLayoutEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { Redirect, Route, Router, Switch, useLocation } from 'wouter-preact'
import { navigate, useBrowserLocation } from 'wouter-preact/use-browser-location'
import { verify } from '../api/security'
import Setup, { Land } from '../screens/setup'
import SignIn from '../screens/signin'
import { guarded, held, watchUnsaved } from '../state/guard'
import { returnTo, session, signOut } from '../state/session'
import { toast } from '../state/toasts'
import { closeLayer } from '../ui/back-closes'
import { Boundary } from '../ui/boundary'
import { ConfirmHost } from '../ui/confirm-host'
import { TakeOver } from '../ui/first-paint'
import { setTitle } from '../ui/page-title'
import { RestartScreen } from '../ui/restart'
import { RouteTabs } from '../ui/tabs'
import { Toasts } from '../ui/toasts'
import { Layout } from './layout'
import { NAV, type NavItem } from './nav'

const SETUP: NavItem = { path: '/setup', key: 'c.setup', icon: 'gear', admin: true, page: Setup }

// In-app navigation asks Stay or Leave while a form has unsaved changes.
const guardedNavigate = (to: string, o?: { replace?: boolean; state?: unknown }) => guarded(() => navigate(to, o))
const useGuardedLocation = (): [string, typeof guardedNavigate] => [useBrowserLocation()[0], guardedNavigate]

/** The page's history listeners, installed with the router (which is there for the page's life): Back and
 *  Forward go through the unsaved-changes guard first, then close an open dialog or panel. A layout effect, so
 *  they come before the router's own listener (added in an effect) and can stop it. */
function useHistory() {
  useLayoutEffect(() => {
    watchUnsaved()
    addEventListener('popstate', (e) => held(e) || closeLayer(), true)
  }, [])
}

export function App() {
  useHistory()
  return (
    <Router hook={useGuardedLocation}>
      <Routes />
      <Toasts />
      <ConfirmHost />
      <RestartScreen />
    </Router>
  )
}

/** Shows a toast, signs out if asked, and goes to / (for /unauthorized and pages not open to the user). */
function Notice({ text, kind, out }: { text: string; kind: 'warning' | 'success'; out?: boolean }) {
  useEffect(() => {
    if (out) signOut()
    toast(text, kind)
    navigate('/', { replace: true })
  }, [])
  return null
}

function Routes() {
  const { t } = useTranslation()
  const [path] = useLocation()
  const { me, error } = session.value

  // A 401 from any call signed us out: say so at /unauthorized. A token we cannot read is reported.
  useEffect(() => {
    if (error === 'expired') navigate('/unauthorized', { replace: true })
    else if (error === 'jwt') toast(t('c.err.jwt'), 'error')
  }, [error])
  // The signed-out page's window title (screens set theirs with their heading).
  useEffect(() => {
    if (!me) setTitle(t('c.signIn'))
  }, [me, t])
  // Check the stored token against the device once on load (a 401 signs out via the client).
  useEffect(() => {
    if (session.value.token) verify().catch(() => {})
  }, [])

  if (path !== '/' && path.endsWith('/')) return <Redirect to={path.replace(/\/+$/, '') || '/'} replace />
  const area = path.split('/')[1]
  // /setup is no sidebar item: admins reach it from Settings, or land on it (Land).
  const item = [...NAV, SETUP].find((n) => n.path === '/' + area)
  // Keys make each route its own component, so a Redirect that leads to another Redirect runs again
  // (wouter's Redirect navigates once, on mount).
  return (
    <Switch>
      <Route key="root" path="/">
        {me ? <Land to={takeReturn} /> : <SignIn />}
      </Route>
      <Route key="unauth" path="/unauthorized">
        <Notice text={t('app.please')} kind="warning" out />
      </Route>
      <Route key={area}>
        {/* Sent away, with a word why: an unknown address, or an admin's page for a guest. */}
        {!item ? (
          <Notice text={t('c.notFound', { path })} kind="warning" />
        ) : !me ? (
          <Remember path={path} />
        ) : item.admin && !me.admin ? (
          <Notice text={t('c.adminOnly')} kind="warning" />
        ) : (
          <>
            <TakeOver />
            <Layout>
              <Boundary>
                <Screen item={item} />
              </Boundary>
            </Layout>
          </>
        )}
      </Route>
    </Switch>
  )
}

function Screen({ item }: { item: NavItem }) {
  const { t } = useTranslation()
  const Page = item.page
  return Page ? <Page /> : <RouteTabs base={item.path} title={t(item.key)} tabs={item.tabs!} fallback={item.fallback} />
}

function takeReturn() {
  const to = returnTo.value ?? '/dashboard'
  returnTo.value = null
  return to
}

function Remember({ path }: { path: string }) {
  useEffect(() => {
    returnTo.value = path
    navigate('/unauthorized', { replace: true })
  }, [])
  return null
}
