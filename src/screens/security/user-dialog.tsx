// Adding or editing one user of the local list. The name of an existing user cannot change (it is the
// row's key on the device too); a new user must have a name not yet in use and is an admin by default.
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { NewUser, User } from '../../schemas/security'
import { Field } from '../../ui/fields'
import { useForm } from '../../ui/form'
import { FormDialog } from '../../ui/form-dialog'

export function UserDialog(p: { user: User | null; users: User[]; onDone: (u: User) => void; onClose: () => void }) {
  const { t } = useTranslation()
  const schema = useMemo(() => (p.user ? User : NewUser(p.users)), [])
  const form = useForm<User>(schema, p.user ?? { username: '', password: '', admin: true })
  const submit = () => {
    const u = form.check()
    if (u) p.onDone(u)
  }
  return (
    <FormDialog title={t(p.user ? 'security.editUser' : 'security.add')} onClose={p.onClose} submit={t(p.user ? 'c.update' : 'c.add')} onSubmit={submit}>
      <Field form={form} name="username" label={t('c.username')} disabled={!!p.user} autoComplete="off" />
      <Field form={form} name="password" type="password" label={t('c.password')} autoComplete="new-password" />
      <Field form={form} name="admin" type="switch" label={t('security.admin')} />
    </FormDialog>
  )
}
