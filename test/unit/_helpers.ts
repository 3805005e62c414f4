// Small helpers several unit test files share.
import type { ApiError } from '../../src/api/client'

/** A token shaped as the device makes it (fixed header, `payload` claims); the signature is not checked here. */
export const token = (payload: object) =>
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.' + Buffer.from(JSON.stringify(payload)).toString('base64url') + '.sig'

/** The error `p` rejects with; throws if it resolves. */
export async function fails(p: Promise<unknown>) {
  try {
    await p
  } catch (e) {
    return e as ApiError
  }
  throw new Error('expected a failure')
}
