// Said before anything is edited on a screen whose saves go to a path that differs between releases
// (device-api §10): which release was found, and that this screen cannot save there.
import { useEffect } from 'react'
import { gateway, known, releaseError } from '../api/release'
import { errorText } from '../i18n'

export function ReleaseNotice() {
  useEffect(() => void gateway().catch(() => {}), [])
  const g = known.value
  return g && !g.release ? (
    <p class="notice warning" role="status">
      {errorText(releaseError(g.version || undefined))}
    </p>
  ) : null
}
