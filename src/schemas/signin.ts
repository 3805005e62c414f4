import * as z from 'zod/mini'
import { required } from './common'

/** POST /rest/signIn (device-api §1a): the user's name and password. */
export const SignIn = z.object({ username: required(), password: required() })
export type SignIn = z.infer<typeof SignIn>
