// After security settings are saved the session is checked again (docs/console.md §6). A new secret, or a
// change to the signed-in user's admin flag or existence, ends the token (device-api §2a): instead of
// dropping the user on the sign-in page, a dialog asks to sign in again right here, so the page and
// whatever it holds stay as they are.
import { useTranslation } from 'react-i18next'
import { ApiError } from '../../api/errors'
import { stillValid } from '../../api/security'
import { me, signInAgain, signOut } from '../../state/session'
import { Dialog } from '../../ui/dialog'
import { SignInFields, useSignIn } from '../../ui/sign-in-form'

/** Checks the token with the device; when it no longer counts, opens the sign-in-again dialog. */
export async function refreshSession() {
  try {
    await stillValid()
  } catch (e) {
    if (e instanceof ApiError && e.status === 401) signInAgain.value = true
  }
}

export const SignInAgain = () => (signInAgain.value ? <Again /> : null)

function Again() {
  const { t } = useTranslation()
  const { form, busy, submit, error } = useSignIn(me.value?.username, () => (signInAgain.value = false))
  // Refusing leaves a token the device no longer takes: sign out as a 401 would.
  const close = () => {
    signInAgain.value = false
    signOut(true)
  }
  return (
    <Dialog
      title={t('security.again')}
      onClose={close}
      footer={
        <button type="submit" form="again" aria-busy={busy} disabled={busy}>
          {t('c.signIn')}
        </button>
      }
    >
      <p>{t('security.againText')}</p>
      <form id="again" onSubmit={submit} noValidate>
        <SignInFields form={form} error={error} />
      </form>
    </Dialog>
  )
}
