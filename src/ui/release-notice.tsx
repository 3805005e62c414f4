// Said before anything is edited on a screen whose saves go to a path that differs between releases
// (device-api §10): which release was found, and that this screen cannot save there.
import { useEffect } from 'react'
import { gateway, known, releaseError } from '../api/release'
import { errorText } from '../i18n'

/** The gateway's release as far as known (undefined until system status has answered or failed), asking once. */
export function useGateway() {
  useEffect(() => void gateway().catch(() => {}), [])
  return known.value
}

export function ReleaseNotice() {
  const g = useGateway()
  return g && !g.release ? (
    <p class="notice warning" role="status">
      {errorText(releaseError(g.version || undefined))}
    </p>
  ) : null
}
