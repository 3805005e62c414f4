// Sign-in (spec section 2): language, username, password; Enter submits (rules in use-sign-in.tsx).
import { useTranslation } from 'react-i18next'
import { LanguagePicker } from '../../app/layout'
import { SignInFields, useSignIn } from './use-sign-in'

export default function SignIn() {
  const { t } = useTranslation()
  // After sign-in the / route redirects to the remembered path (default /dashboard).
  const { form, busy, submit } = useSignIn()

  return (
    <main class="signin">
      <article>
        <header>
          <h1>EMS-ESP</h1>
          <LanguagePicker />
        </header>
        <form onSubmit={submit} noValidate>
          <SignInFields form={form} />
          <button type="submit" aria-busy={busy} disabled={busy}>
            {t('signin.submit')}
          </button>
        </form>
      </article>
    </main>
  )
}
