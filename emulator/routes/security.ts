// Sign-in, token checks and the users of the gateway (device-api §1a, §2a).

import { SecuritySettings } from '../../src/schemas/security.ts'
import { SignIn } from '../../src/schemas/signin.ts'
import type { App, Ctx } from '../context.ts'
import { jsonBody, settingsEndpoint } from '../endpoints.ts'
import { signJwt } from '../jwt.ts'

/** Factory settings; a POST without `users` also falls back to these two accounts. */
export const SECURITY_DEFAULTS: SecuritySettings = {
  jwt_secret: 'ems-esp-neo',
  users: [
    { username: 'admin', password: 'admin', admin: true },
    { username: 'guest', password: 'guest', admin: false },
  ],
}

export function register(app: App, ctx: Ctx) {
  ctx.store.define('security', SECURITY_DEFAULTS, SecuritySettings)
  const security = () => ctx.store.get<SecuritySettings>('security')

  app.post('/rest/signIn', jsonBody, (c) => {
    const body = SignIn.safeParse(c.get('body'))
    const { jwt_secret, users } = security()
    const user = body.success && users.find((u) => u.username === body.data.username && u.password === body.data.password)
    // A malformed body is just a failed sign-in on the device: 401, never 400.
    if (!user) return c.body(null, 401)
    return c.json({ access_token: signJwt(user, jwt_secret) })
  })

  // 200 with an EMPTY body: the device returns no claims, the UI decodes the token itself.
  app.get('/rest/verifyAuthorization', ctx.auth('auth'), (c) => c.body(null, 200))

  app.get('/rest/generateToken', ctx.auth('admin'), (c) => {
    const username = c.req.query('username')
    // The device dereferences a null parameter here; answer 400 rather than pretend.
    if (username === undefined) return c.body(null, 400)
    const { jwt_secret, users } = security()
    const user = users.find((u) => u.username === username)
    return user ? c.json({ token: signJwt(user, jwt_secret) }) : c.body(null, 401)
  })

  settingsEndpoint(app, ctx, { path: '/rest/securitySettings', area: 'security', schema: SecuritySettings })
}
