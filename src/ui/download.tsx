// Saving device answers as files (Help and System > Upload/Download).
import { useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { gateway, known } from '../api/release'
import { systemInfo } from '../api/system'
import { pathsOf } from '../schemas/releases'
import { useAction } from './action'
import { Icon } from './icons'

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

type SystemFile = 'info' | 'allvalues'

/**
 * The buttons of the support files (Help, System > Upload/Download): POST /api {device: 'system', entity,
 * id: 0} (device-api §2d), saved as emsesp_system_<entity>.txt. All values only where the gateway has the
 * command: a release known to lack it (before 3.6.4) answers 400.
 */
export function SystemFiles() {
  const { t } = useTranslation()
  const [busy, run] = useAction(t('system.download'))
  const which = useRef('') // the file being made: its button shows busy, both refuse a press
  useEffect(() => void gateway().catch(() => {}), [])
  const r = known.value?.release
  const files: SystemFile[] = r && !pathsOf(r).allValues ? ['info'] : ['info', 'allvalues']
  const download = (e: SystemFile) => run(async () => saveFile(`emsesp_system_${e}.txt`, await systemInfo((which.current = e))))
  return files.map((e) => (
    <button key={e} type="button" class="secondary" onClick={() => download(e)} aria-busy={busy && which.current === e} disabled={busy}>
      <Icon name="download" /> {t('help.' + e)}
    </button>
  ))
}
