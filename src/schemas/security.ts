// Security settings (users and JWT secret) and the generated API token. Messages are i18n keys under `c.v.`
// (shared) or `security.v.` (this area).
import * as z from 'zod/mini'
import { obj, required, str } from './common'

const USERNAME_RE = /^[a-zA-Z0-9_.]{1,24}$/

/** One user of /rest/securitySettings (device-api §1a). */
export const User = obj({
  /** Sign-in name, 1-24 of a-z A-Z 0-9 _ . */
  username: required().check(z.regex(USERNAME_RE, 'c.v.username')),
  /** Password, stored and sent back as plain text. */
  password: required('c.v.password64').check(z.maxLength(64, 'c.v.password64')),
  /** Administrator (may change settings); otherwise a guest. */
  admin: z.boolean(),
})
export type User = z.infer<typeof User>

/** Who is signed in: the token's claims, exactly {username, admin} (device-api §2a), as a stored user has them. */
export type Me = Pick<User, 'username' | 'admin'>

/** A user being added: on top of the rules above, the name must not be taken (docs/console.md §5). */
export const NewUser = (users: readonly User[]) =>
  User.check(z.refine((u) => !users.some((o) => o.username === u.username), { message: 'security.v.taken', path: ['username'] }))

/** Apply is refused while no administrator remains (docs/console.md §4). */
export const hasAdmin = (users: readonly User[]) => users.some((u) => u.admin)

/** GET/POST /rest/securitySettings (§1a). */
export const SecuritySettings = obj({
  /** The key tokens are signed with (HS256, §2a); changing it ends every token. */
  jwt_secret: required('c.v.secret').check(z.maxLength(64, 'c.v.secret')),
  /** The users; without any the device falls back to admin/admin and guest/guest. */
  users: z.array(User),
})
export type SecuritySettings = z.infer<typeof SecuritySettings>

/** GET /rest/generateToken?username=U: token, a JWT for that user, for the API (§2a). */
export const Token = obj({ token: str })
/** POST /rest/signIn: access_token, the JWT of the signed-in user (§2a). */
export const SignInAnswer = obj({ access_token: str })
