// Security > Users: the user list, edited locally (add, edit, delete) until Apply, which posts it with the
// current secret. Apply is refused while no admin remains. A token can be made for a user as saved on the
// device (the device signs it from its own list).
import { useMemo, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { securitySettings } from '../../api/security'
import { hasAdmin, type SecuritySettings, type User } from '../../schemas/security'
import { ApplyBar } from '../../ui/apply-bar'
import { Icon, Tool } from '../../ui/icons'
import { useListEdit } from '../../ui/list-edit'
import { Loaded, useLoad } from '../../ui/load'
import { type Col, Table } from '../../ui/table'
import { useEditor } from '../../ui/use-editor'
import { refreshSession } from './session'
import { TokenDialog } from './token-dialog'
import { UserDialog } from './user-dialog'

export function Users() {
  const load = useLoad(securitySettings.load)
  return <Loaded load={load}>{(data) => <UserList key={JSON.stringify(data)} data={data} reload={load.reload} saved={load.setData} />}</Loaded>
}

function UserList({ data, reload, saved }: { data: SecuritySettings; reload: () => void; saved: (d: SecuritySettings) => void }) {
  const { t } = useTranslation()
  const list = useListEdit(data.users, (u) => u.username)
  const [editing, setEditing] = useState<{ user: User | null } | null>(null)
  const [tokenFor, setTokenFor] = useState<string | null>(null)
  const ed = useEditor(list, data.users, t('security.tab.users'), reload)
  const admins = hasAdmin(list.rows)

  // The row buttons call through a ref, so the columns stay the same object across renders.
  const on = useRef({ edit: (_: User) => {}, remove: (_: User) => {} })
  on.current = { edit: (user) => setEditing({ user }), remove: list.remove }
  const cols = useMemo<Col<User>[]>(
    () => [
      { label: t('c.username'), cell: (u) => u.username },
      {
        label: t('security.admin'),
        cell: (u) =>
          u.admin && (
            <span role="img" aria-label={t('security.admin')}>
              <Icon name="check" />
            </span>
          ),
      },
      {
        label: t('c.actions'),
        hideLabel: true,
        class: 'num',
        cell: (u) => (
          <>
            <Tool
              icon="lock"
              label={t('security.token')}
              name={t('security.token') + ' ' + u.username}
              disabled={!data.users.some((o) => JSON.stringify(o) === JSON.stringify(u))}
              onClick={() => setTokenFor(u.username)}
            />
            <Tool icon="edit" label={t('c.edit')} name={t('c.edit') + ' ' + u.username} onClick={() => on.current.edit(u)} />
            <Tool icon="trash" label={t('security.remove')} name={t('security.remove') + ' ' + u.username} onClick={() => on.current.remove(u)} />
          </>
        ),
      },
    ],
    [t, data],
  )

  // Saved: the list goes on from the device's answer (or what was sent), and the session from the saved list.
  const apply = () =>
    void ed.save(
      () => securitySettings.save({ ...data, users: list.rows }),
      async (answer) => {
        saved(answer ?? { ...data, users: list.rows })
        await refreshSession()
        return answer?.users ?? list.rows
      },
    )

  return (
    <>
      <Table rows={list.rows} cols={cols} rowKey={(u) => u.username} />
      {!admins && (
        <p class="notice warning" role="alert">
          {t('security.noAdmin')}
        </p>
      )}
      <ApplyBar {...ed.bar} blocked={!admins} onApply={apply}>
        <button type="button" class="secondary" onClick={() => setEditing({ user: null })}>
          <Icon name="plus" /> {t('security.add')}
        </button>
        <span class="grow" />
      </ApplyBar>
      {editing && (
        <UserDialog
          user={editing.user}
          users={list.rows}
          onClose={() => setEditing(null)}
          onDone={(u) => {
            list.put(u)
            setEditing(null)
          }}
        />
      )}
      {tokenFor && <TokenDialog username={tokenFor} onClose={() => setTokenFor(null)} />}
    </>
  )
}
