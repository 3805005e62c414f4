// Signing in, shared by the sign-in page and the security page's sign-in-again dialog (docs/console.md §8):
// 401 is a wrong login, anything else is 'error' plus the message; either shows in the form (role=alert)
// until the user types again; what was typed stays.
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ApiError } from '../api/errors'
import { signIn as requestToken } from '../api/security'
import { errorText } from '../i18n'
import { SignIn } from '../schemas/signin'
import { me, signIn } from '../state/session'
import { toast } from '../state/toasts'
import { useAction } from './action'
import { Field } from './fields'
import { type Form, useForm } from './form'

/** The sign-in form state and its submit handler; `onDone` runs after the token is stored. */
export function useSignIn(username = '', onDone?: () => void, password = '') {
  const { t } = useTranslation()
  const form = useForm(SignIn, { username, password }, { guard: false })
  const [error, setError] = useState('')
  // The message shows in the form (role=alert), not as a toast.
  const [busy, run] = useAction((err) =>
    setError(err instanceof ApiError && err.status === 401 ? t('ui.signin.invalid') : t('ui.signin.error', { message: errorText(err) })),
  )
  useEffect(() => setError(''), [form.data]) // typing again clears the message
  const submit = (e?: Event) => {
    e?.preventDefault()
    const data = form.check()
    if (data)
      void run(async () => {
        signIn(await requestToken(data)) // throws JwtError on a token it cannot read
        // The name the token carries (the device may match names differently from what was typed).
        toast(t('ui.signin.loggedIn', { name: me.value?.username }))
        onDone?.()
      })
  }
  return { form, busy, submit, error }
}

export function SignInFields({ form, error }: { form: Form<SignIn>; error?: string }) {
  const { t } = useTranslation()
  return (
    <>
      <Field form={form} name="username" label={t('c.username')} autoComplete="username" />
      <Field form={form} name="password" type="password" label={t('c.password')} autoComplete="current-password" />
      {error && (
        <p role="alert" class="err">
          {error}
        </p>
      )}
    </>
  )
}
