// Sign-in (docs/console.md §2): language, username, password; Enter submits (rules in ui/sign-in-form.tsx). It takes
// over the static card the page paints first (first-screen.mjs): same markup, with what was typed there.
import { useLayoutEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { queued, takeOver, typed } from '../../ui/first-paint'
import { Mark } from '../../ui/icons'
import { LanguagePicker } from '../../ui/language-picker'
import { SignInFields, useSignIn } from '../../ui/sign-in-form'

export default function SignIn() {
  const { t } = useTranslation()
  // After sign-in the / route redirects to the remembered path (default /dashboard).
  const { form, busy, submit, error } = useSignIn(typed('username'), undefined, typed('password'))
  const card = useRef<HTMLElement>(null)
  useLayoutEffect(() => {
    const sent = queued() // Enter in the static card: sent once, now
    takeOver(card.current)
    if (sent) submit()
  }, [])

  return (
    <main class="signin" ref={card}>
      <article>
        <header>
          <h1>
            <Mark />
            EMS-ESP
          </h1>
          <LanguagePicker />
        </header>
        <form onSubmit={submit} noValidate>
          <SignInFields form={form} error={error} />
          <button type="submit" aria-busy={busy} disabled={busy}>
            {t('c.signIn')}
          </button>
        </form>
      </article>
    </main>
  )
}
