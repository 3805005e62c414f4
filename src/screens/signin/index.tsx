// Sign-in (spec section 2): language, username, password; Enter submits. 401 is a wrong login;
// anything else is shown as 'error' plus the message. What was typed stays.
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ApiError, post } from '../../api/client'
import { LanguagePicker } from '../../app/layout'
import { errorText } from '../../i18n'
import { SignIn as Schema } from '../../schemas/signin'
import { signIn } from '../../state/session'
import { toast } from '../../state/toasts'
import { Field } from '../../ui/fields'
import { useForm } from '../../ui/form'

export default function SignIn() {
  const { t } = useTranslation()
  const form = useForm(Schema, { username: '', password: '' })
  const [busy, setBusy] = useState(false)

  const submit = async (e: Event) => {
    e.preventDefault()
    const data = form.check()
    if (!data) return
    setBusy(true)
    try {
      const { access_token } = await post<{ access_token: string }>('rest/signIn', data, { keep401: true })
      toast(t('signin.loggedIn', { name: data.username }))
      signIn(access_token) // the / route now redirects to the remembered path (default /dashboard)
    } catch (err) {
      if (err instanceof ApiError && err.status === 401) toast(t('signin.invalid'), 'warning')
      else toast(t('signin.error', { message: errorText(err) }), 'error')
      setBusy(false)
    }
  }

  return (
    <main class="signin">
      <article>
        <header>
          <h1>EMS-ESP</h1>
          <LanguagePicker />
        </header>
        <form onSubmit={submit} noValidate>
          <Field form={form} name="username" label={t('signin.username')} autoComplete="username" />
          <Field form={form} name="password" type="password" label={t('c.password')} autoComplete="current-password" />
          <button type="submit" aria-busy={busy} disabled={busy}>
            {t('signin.submit')}
          </button>
        </form>
      </article>
    </main>
  )
}
