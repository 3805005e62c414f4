// Who is calling, as SecurityManager decides it, and the auth levels of the endpoints.
import type { MiddlewareHandler } from 'hono'
import type { Env, Level } from './context.ts'
import { findUser } from './jwt.ts'
import type { Store } from './store.ts'
import type { Me, SecuritySettings } from '../src/schemas/security.ts'

/**
 * The token of a request: `Authorization: Bearer x`; only when there is NO Authorization header at all,
 * `?access_token=x` (EventSource cannot send headers). A header without the Bearer prefix means no token.
 */
export function tokenOf(req: Request): string | null {
  const header = req.headers.get('authorization')
  if (header !== null) return header.startsWith('Bearer ') ? header.slice(7) : null
  return new URL(req.url).searchParams.get('access_token')
}

export function createAuth(store: Store) {
  const me = (req: Request): Me | null => {
    const token = tokenOf(req)
    if (!token) return null
    const { jwt_secret, users } = store.get<SecuritySettings>('security')
    const user = findUser(token, jwt_secret, users)
    return user && { username: user.username, admin: user.admin }
  }
  // Failure is always 401 with an empty body, also for a guest on an admin endpoint (no 403 in the API).
  const auth =
    (level: Level): MiddlewareHandler<Env> =>
    async (c, next) => {
      const who = level === 'none' ? null : me(c.req.raw)
      if (level !== 'none' && (!who || (level === 'admin' && !who.admin))) return c.body(null, 401)
      c.set('me', who)
      await next()
    }
  return { me, auth }
}
