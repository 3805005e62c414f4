// Security (admin only): users and the signing secret.
import type { Tab } from '../../ui/tabs'
import './security.css'
import { SignInAgain } from './session'
import { Secret } from './settings'
import { Users } from './users'

// Either tab's save can end the session: the sign-in-again dialog (session.tsx) comes with both.
const again = (View: () => preact.JSX.Element) => () => (
  <>
    <View />
    <SignInAgain />
  </>
)

export const securityTabs: Tab[] = [
  { id: 'users', key: 'security.tab.users', view: again(Users) },
  { id: 'settings', key: 'c.settings', view: again(Secret) },
]
