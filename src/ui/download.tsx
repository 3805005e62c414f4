// Saving device answers as files (Help and System > Upload/Download).
import type { TFunction } from 'i18next'
import { useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { readFacts, useGateway } from '../api/release'
import { readSystemInfo } from '../api/system'
import { errorText } from '../i18n'
import { hostName } from '../state/host'
import { isAdmin } from '../state/session'
import { toast } from '../state/toasts'
import { useAction } from './action'
import { Icon } from './icons'

/**
 * Offers `data` as a download; objects are written as indented JSON. Once the gateway's hostname is known the
 * name carries it, so files from several gateways are told apart: emsesp_settings.json is saved as
 * emsesp_<hostname>_settings.json, log.txt as emsesp_<hostname>_log.txt. The one place a file is named.
 */
export function saveFile(name: string, data: unknown, type = 'text/plain') {
  const text = typeof data === 'string' ? data : JSON.stringify(data, null, 2)
  const a = document.createElement('a')
  a.href = URL.createObjectURL(new Blob([text], { type }))
  const host = hostName.value
  // a name from the device (a device, an entity, the hostname) may hold what no file system takes: each run of
  // anything but letters (any language's: Entitäten stays), digits, '_', '.' and '-' becomes one '_'
  a.download = (host ? name.replace(/^(emsesp_)?/, `emsesp_${host}_`) : name).replace(/[^\p{L}\p{N}_.-]+/gu, '_')
  document.body.appendChild(a)
  a.click()
  a.remove()
  setTimeout(() => URL.revokeObjectURL(a.href), 1000)
}

/** Says that a download failed and why ("Download failed: ..."): every download button's failure. */
export const downloadFailed = (t: TFunction, e: unknown) => toast(t('c.failed', { x: t('c.download'), e: errorText(e) }), 'error')

type SystemFile = 'info' | 'allvalues'

/**
 * The buttons of the support files (Help, System > Upload/Download), saved as emsesp_system_<entity>.txt
 * (api/system systemInfo). All values once the release is known to have them (before 3.6.4 the command
 * answers 400), or could not be learned (then offered); not to guests where the export refuses them
 * (3.7.2 on).
 */
export function SystemFiles() {
  const { t } = useTranslation()
  const [busy, run] = useAction((e) => downloadFailed(t, e))
  const which = useRef('') // the file being made: its button shows busy, both refuse a press
  const f = readFacts(useGateway())
  const files: SystemFile[] = f?.allValues && (isAdmin.value || !f.guestsReadOnly) ? ['info', 'allvalues'] : ['info']
  const download = (e: SystemFile) => run(async () => saveFile(`emsesp_system_${e}.txt`, await readSystemInfo((which.current = e))))
  return files.map((e) => (
    <button key={e} type="button" class="secondary" onClick={() => download(e)} aria-busy={busy && which.current === e} disabled={busy}>
      <Icon name="download" /> {t(('ui.dl.' + e) as `ui.dl.${typeof e}`)}
    </button>
  ))
}
