// Who is calling, as SecurityManager decides it, and the auth levels of the endpoints.
import type { MiddlewareHandler } from 'hono'
import { factsOf, type Release } from '../src/schemas/releases.ts'
import type { Me, SecuritySettings } from '../src/schemas/security.ts'
import type { Env, Level } from './context.ts'
import { findUser } from './jwt.ts'
import type { Store } from './store.ts'

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

/**
 * The JSON endpoints 3.7.2 and later register through SecurityManager::addEndpoint, which wraps every JSON
 * handler for admins only whatever level it was given: guests get 401 there, for a GET too. GET-only
 * endpoints (coreData, deviceData, sensorData, systemStatus, activity...) keep the level they ask for.
 * The framework's settings and /rest/time were admin-only before already.
 */
export const ADMIN_JSON_PATHS = [
  '/rest/networkSettings',
  '/rest/apSettings',
  '/rest/ntpSettings',
  '/rest/mqttSettings',
  '/rest/securitySettings',
  '/rest/time',
  '/rest/settings',
  '/rest/schedule',
  '/rest/customEntities',
  '/rest/modules',
  '/rest/logSettings',
  '/rest/action',
  '/rest/customizationEntities',
  '/rest/writeDeviceName',
  '/rest/writeDeviceValue',
  '/rest/writeTemperatureSensor',
  '/rest/writeAnalogSensor',
]

/**
 * `auth` as release `r` applies it: from 3.7.2 the paths above are admin-only. Checked where each route
 * checks its level, after the JSON body rules, so a non-JSON POST still finds no handler (404) first.
 */
export function releaseAuth(auth: (level: Level) => MiddlewareHandler<Env>, r: Release) {
  if (!factsOf(r).guestsReadOnly) return auth
  const forced = new Set(ADMIN_JSON_PATHS)
  return (level: Level): MiddlewareHandler<Env> => {
    const asked = auth(level)
    const admin = auth('admin')
    return (c, next) => (forced.has(c.req.path) ? admin : asked)(c, next)
  }
}
