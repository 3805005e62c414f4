// Signing in, shared by the sign-in page and the security page's sign-in-again dialog (spec section 8):
// 401 is a wrong login (warning); anything else is 'error' plus the message; what was typed stays.
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ApiError } from '../../api/client'
import { signIn as requestToken } from '../../api/security'
import { errorText } from '../../i18n'
import { SignIn } from '../../schemas/signin'
import { me, signIn } from '../../state/session'
import { toast } from '../../state/toasts'
import { Field } from '../../ui/fields'
import { type Form, useForm } from '../../ui/form'

/** The sign-in form state and its submit handler; `onDone` runs after the token is stored. */
export function useSignIn(username = '', onDone?: () => void) {
  const { t } = useTranslation()
  const form = useForm(SignIn, { username, password: '' }, { guard: false })
  const [busy, setBusy] = useState(false)
  const submit = async (e: Event) => {
    e.preventDefault()
    const data = form.check()
    if (!data || busy) return
    setBusy(true)
    try {
      signIn(await requestToken(data)) // throws JwtError on a token it cannot read
      // The name the token carries (the device may match names differently from what was typed).
      toast(t('signin.loggedIn', { name: me.value?.username }))
      onDone?.()
    } catch (err) {
      if (err instanceof ApiError && err.status === 401) toast(t('signin.invalid'), 'warning')
      else toast(t('signin.error', { message: errorText(err) }), 'error')
    }
    setBusy(false)
  }
  return { form, busy, submit }
}

export function SignInFields({ form }: { form: Form<SignIn> }) {
  const { t } = useTranslation()
  return (
    <>
      <Field form={form} name="username" label={t('signin.username')} autoComplete="username" />
      <Field form={form} name="password" type="password" label={t('c.password')} autoComplete="current-password" />
    </>
  )
}
