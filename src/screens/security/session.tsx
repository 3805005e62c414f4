// After security settings are saved the session is checked again (spec section 6). A new secret, or a
// change to the signed-in user's admin flag or existence, ends the token (device-api §2a): instead of
// dropping the user on the sign-in page, a dialog asks to sign in again right here, so the page and
// whatever it holds stay as they are.
import { signal } from '@preact/signals'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ApiError, get, post } from '../../api/client'
import { errorText } from '../../i18n'
import { SignIn } from '../../schemas/signin'
import { me, signIn, signOut } from '../../state/session'
import { toast } from '../../state/toasts'
import { Dialog } from '../../ui/dialog'
import { Field } from '../../ui/fields'
import { useForm } from '../../ui/form'

const asking = signal(false)

/** Checks the token with the device; when it no longer counts, opens the sign-in-again dialog. */
export async function refreshSession() {
  try {
    await get('rest/verifyAuthorization', { keep401: true })
  } catch (e) {
    if (e instanceof ApiError && e.status === 401) asking.value = true
  }
}

export const SignInAgain = () => (asking.value ? <Again /> : null)

function Again() {
  const { t } = useTranslation()
  const form = useForm(SignIn, { username: me.value?.username ?? '', password: '' })
  const [busy, setBusy] = useState(false)
  const submit = async (e: Event) => {
    e.preventDefault()
    const data = form.check()
    if (!data) return
    setBusy(true)
    try {
      const { access_token } = await post<{ access_token: string }>('rest/signIn', data, { keep401: true })
      signIn(access_token)
      asking.value = false
      toast(t('signin.loggedIn', { name: data.username }))
    } catch (err) {
      toast(err instanceof ApiError && err.status === 401 ? t('signin.invalid') : errorText(err), 'warning')
    }
    setBusy(false)
  }
  // Refusing leaves a token the device no longer takes: sign out as a 401 would.
  const close = () => {
    asking.value = false
    signOut(true)
  }
  return (
    <Dialog
      title={t('security.again')}
      onClose={close}
      footer={
        <button type="submit" form="again" aria-busy={busy} disabled={busy}>
          {t('signin.submit')}
        </button>
      }
    >
      <p>{t('security.againText')}</p>
      <form id="again" onSubmit={submit} noValidate>
        <Field form={form} name="username" label={t('signin.username')} autoComplete="username" />
        <Field form={form} name="password" type="password" label={t('c.password')} autoComplete="current-password" />
      </form>
    </Dialog>
  )
}
