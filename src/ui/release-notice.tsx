// Said before anything is edited on a screen whose saves go to a path that differs between releases
// (device-api §10): which release was found, and that this screen cannot save there.
import { releaseError, useGateway } from '../api/release'
import { errorText } from '../i18n'

export function ReleaseNotice() {
  const g = useGateway()
  return g && !g.release ? (
    <p class="notice warning" role="status">
      {errorText(releaseError(g.version || undefined))}
    </p>
  ) : null
}
