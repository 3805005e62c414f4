// Tokens exactly as the 3.6.5 firmware makes and checks them (ArduinoJsonJWT + SecurityManager):
// HS256, a fixed header string, claims {"username","admin"} and nothing else, no expiry.
import { createHmac, timingSafeEqual } from 'node:crypto'
import type { Me } from '../src/schemas/security.ts'

/** base64url of {"alg":"HS256","typ":"JWT"}; the firmware compares it byte for byte. */
export const JWT_HEADER = 'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9'

const b64url = (b: Buffer | string) => Buffer.from(b).toString('base64url') // no padding
const sign = (data: string, secret: string) => b64url(createHmac('sha256', secret).update(data).digest())

export function signJwt(user: Me, secret: string): string {
  // Key order and compact form matter: the firmware serialises {"username":..,"admin":..}.
  const payload = b64url(JSON.stringify({ username: user.username, admin: user.admin }))
  const data = `${JWT_HEADER}.${payload}`
  return `${data}.${sign(data, secret)}`
}

/**
 * The claims of a token signed with `secret`, or null. It only proves the signature; the caller must
 * still find a stored user with exactly these claims (see findUser).
 */
export function decodeJwt(token: string, secret: string): Record<string, unknown> | null {
  const parts = token.split('.')
  if (parts.length !== 3 || parts[0] !== JWT_HEADER) return null
  const expected = Buffer.from(sign(`${parts[0]}.${parts[1]}`, secret))
  const got = Buffer.from(parts[2])
  if (got.length !== expected.length || !timingSafeEqual(got, expected)) return null
  try {
    const claims: unknown = JSON.parse(Buffer.from(parts[1], 'base64url').toString('utf8'))
    return claims && typeof claims === 'object' && !Array.isArray(claims) ? (claims as Record<string, unknown>) : null
  } catch {
    return null
  }
}

/**
 * The stored user a token stands for. Like SecurityManager::validatePayload, the claims must EQUAL those
 * rebuilt from the user (same keys and values; ArduinoJson's object comparison ignores key order), so an
 * extra claim, a removed user or a changed admin flag makes the token invalid. The password plays no part.
 */
export function findUser<U extends Me>(token: string, secret: string, users: U[]): U | null {
  const claims = decodeJwt(token, secret)
  if (!claims || Object.keys(claims).length !== 2) return null
  return users.find((u) => claims.username === u.username && claims.admin === u.admin) ?? null
}
