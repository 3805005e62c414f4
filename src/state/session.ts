// Who is signed in. The token lives in localStorage `access_token` (as the firmware's own UI keeps it);
// the user name and role are read from the JWT's payload, which the device signs as {username, admin}.
import { computed, signal } from '@preact/signals'
import type { Me } from '../schemas/security'

const KEY = 'access_token'

/** 'Failed to parse JWT' (docs/console.md §8); `key` is its i18n key, which errorText() shows. */
export class JwtError extends Error {
  readonly key = 'c.err.jwt'
  constructor() {
    super('Failed to parse JWT')
  }
}

/** Decodes the JWT payload; throws JwtError on anything that is not a token of ours. */
export function decodeToken(token: string): Me {
  try {
    const b64 = token.split('.')[1].replace(/-/g, '+').replace(/_/g, '/')
    const json = new TextDecoder().decode(Uint8Array.from(atob(b64), (c) => c.charCodeAt(0)))
    const p = JSON.parse(json)
    if (typeof p.username === 'string' && typeof p.admin === 'boolean') return { username: p.username, admin: p.admin }
  } catch {
    // fall through
  }
  throw new JwtError()
}

function read(token: string | null) {
  if (!token) return { token: null, me: null }
  try {
    return { token, me: decodeToken(token) }
  } catch {
    localStorage.removeItem(KEY)
    return { token: null, me: null, error: 'jwt' as const }
  }
}

/** `error`: 'expired' after a 401, 'jwt' when the stored token could not be read. */
export const session = signal<{ token: string | null; me: Me | null; error?: 'expired' | 'jwt' }>(read(localStorage.getItem(KEY)))
export const me = computed(() => session.value.me)
export const isAdmin = computed(() => !!session.value.me?.admin)

/** Stores a token from sign-in; throws JwtError when it cannot be read. */
export function signIn(token: string) {
  const me = decodeToken(token)
  localStorage.setItem(KEY, token)
  session.value = { token, me }
}

/** Clears the token. `expired` marks a sign-out forced by a 401, so the app can go to /unauthorized. */
export function signOut(expired = false) {
  localStorage.removeItem(KEY)
  if (session.value.token || expired) session.value = { token: null, me: null, error: expired ? 'expired' : undefined }
}

/** Path the user tried to open before signing in; restored after sign-in. */
export const returnTo = signal<string | null>(null)
/** The device no longer takes the token after security settings were saved: the sign-in-again dialog is open. */
export const signInAgain = signal(false)
