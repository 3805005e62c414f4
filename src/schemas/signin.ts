import * as z from 'zod/mini'
import { required } from './common'

export const SignIn = z.object({ username: required(), password: required() })
export type SignIn = z.infer<typeof SignIn>
