// Sign-in, tokens and security settings (device-api §1a, §2a). The 401s here are answers (call401).

import { SecuritySettings, SignInAnswer, Token } from '../schemas/security'
import type { SignIn } from '../schemas/signin'
import { settingsEndpoint } from './settings-endpoint'
import { call, call401 } from './transport'

/** The access token for a name and password; a wrong pair is a 401 ApiError. */
export const signIn = (data: SignIn) => call401('rest/signIn', { json: data, schema: SignInAnswer }).then((a) => a.access_token)
/** The check of the stored token on load: a 401 signs out, as from any call (docs/console.md §4). */
export const verify = () => call('rest/verifyAuthorization')
/** The same check where a 401 is an answer, not a sign-out: the sign-in-again dialog decides. */
export const stillValid = () => call401('rest/verifyAuthorization')
/** A token for `username` (admin only); an unknown user is a 401, which must not sign the admin out. */
export const generateToken = (username: string) => call401('rest/generateToken', { schema: Token, searchParams: { username } })

/** The secret and the users (the Users tab edits the list, the Settings tab the secret). */
export const securitySettings = settingsEndpoint('rest/securitySettings', SecuritySettings)
