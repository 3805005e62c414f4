// Saving device answers as files (Help and System > Upload/Download).
import type { TFunction } from 'i18next'
import { useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { systemInfo } from '../api/system'
import { errorText } from '../i18n'
import { factsOf } from '../schemas/releases'
import { toast } from '../state/toasts'
import { useAction } from './action'
import { Icon } from './icons'
import { useGateway } from './release-notice'

/** Offers `data` as a download; objects are written as indented JSON. */
export function saveFile(name: string, data: unknown, type = 'text/plain') {
  const text = typeof data === 'string' ? data : JSON.stringify(data, null, 2)
  const a = document.createElement('a')
  a.href = URL.createObjectURL(new Blob([text], { type }))
  a.download = name
  document.body.appendChild(a)
  a.click()
  a.remove()
  setTimeout(() => URL.revokeObjectURL(a.href), 1000)
}

/** Says that a download failed and why ("Download failed: ..."): every download button's failure. */
export const downloadFailed = (t: TFunction, e: unknown) => toast(t('c.failed', { x: t('system.download'), e: errorText(e) }), 'error')

type SystemFile = 'info' | 'allvalues'

/**
 * The buttons of the support files (Help, System > Upload/Download): POST /api {device: 'system', entity,
 * id: 0} (device-api §2d), saved as emsesp_system_<entity>.txt. All values once the release is known to have
 * the command (before 3.6.4 it answers 400), or could not be learned (then as before: offered).
 */
export function SystemFiles() {
  const { t } = useTranslation()
  const [busy, run] = useAction((e) => downloadFailed(t, e))
  const which = useRef('') // the file being made: its button shows busy, both refuse a press
  const g = useGateway()
  const files: SystemFile[] = g && (!g.release || factsOf(g.release).allValues) ? ['info', 'allvalues'] : ['info']
  const download = (e: SystemFile) => run(async () => saveFile(`emsesp_system_${e}.txt`, await systemInfo((which.current = e))))
  return files.map((e) => (
    <button key={e} type="button" class="secondary" onClick={() => download(e)} aria-busy={busy && which.current === e} disabled={busy}>
      <Icon name="download" /> {t('help.' + e)}
    </button>
  ))
}
