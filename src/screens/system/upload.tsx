// System > Upload/Download: a firmware image (.bin, its .md5 first if wanted) or a backup (.json) by drop
// area or file picker, with progress and cancel (device-api §4); and the downloads of support information,
// all values and the four backups, named as the firmware's own page names them. A dropped file of another
// type is refused before it is sent; a failure says what failed.
import { useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ApiError } from '../../api/errors'
import { type Backup, readBackup, uploadFile } from '../../api/system'
import { errorText } from '../../i18n'
import { toast } from '../../state/toasts'
import { useAction } from '../../ui/action'
import { downloadFailed, SystemFiles, saveFile } from '../../ui/download'
import { Icon } from '../../ui/icons'
import { awaitRestart } from '../../ui/restart'

/** Backups: backup(type), saved as emsesp_<type>.json. */
const BACKUPS: Backup[] = ['settings', 'customizations', 'entities', 'schedule']

export function Upload() {
  const { t } = useTranslation()
  const [progress, setProgress] = useState<number | null>(null) // null: no upload running
  const [md5, setMd5] = useState('')
  const [over, setOver] = useState(false)
  const abort = useRef<AbortController>()

  const [, run] = useAction((e) => {
    if (abort.current?.signal.aborted) toast(t('system.aborted'), 'warning')
    // The device drops the connection on a file type it does not take, so the browser only sees a network
    // error. A file it refuses after reading it is said by why: not an image for this chip (503), too large
    // for its slot or its file system (507), not written (500: an .md5 that is no hash, or an image that fails it).
    else if (e instanceof ApiError && (e.key === 'c.err.network' || e.status > 499))
      toast(t([`system.refused.${e.status as 500 | 503 | 507}`, 'system.badFile']), 'warning')
    else toast(t('c.failed', { x: t('system.upload'), e: errorText(e) }), 'error')
  })
  const [, download] = useAction((e) => downloadFailed(t, e))
  const send = (file?: File) => {
    if (!file) return
    if (!/\.(bin|json|md5)$/i.test(file.name)) return toast(t('system.badFile'), 'warning')
    void run(async () => {
      const signal = (abort.current = new AbortController()).signal
      setProgress(0)
      try {
        const r = await uploadFile(file, { onProgress: setProgress, signal })
        if (r?.md5) {
          setMd5(r.md5)
          toast(t('system.md5ok'))
        } else {
          // An image or a backup: the device restarts with it. Said now, while the waiting screen comes up:
          // after the restart it is no news.
          toast(t('system.uploadDone'))
          void awaitRestart()
        }
      } finally {
        setProgress(null)
      }
    })
  }

  return (
    <>
      <h2>{t('system.upload')}</h2>
      <p>{t('system.uploadText')}</p>
      {md5 && <p>MD5: {md5}</p>}
      {progress === null ? (
        <label
          class={over ? 'drop over' : 'drop'}
          onDragOver={(e) => (e.preventDefault(), setOver(true))}
          onDragLeave={() => setOver(false)}
          onDrop={(e) => (e.preventDefault(), setOver(false), send(e.dataTransfer?.files[0]))}
        >
          <Icon name="upload" size={32} />
          {t('system.drop')}
          <input type="file" accept=".bin,.json,.md5" onChange={(e) => send(e.currentTarget.files?.[0])} />
        </label>
      ) : (
        <div class="drop">
          <progress value={progress} max={1} aria-label={t('system.upload')} />
          {Math.round(progress * 100)}%
          <button type="button" class="secondary" onClick={() => abort.current?.abort()}>
            {t('c.cancel')}
          </button>
        </div>
      )}
      <h2>{t('c.download')}</h2>
      <div class="actions start">
        <SystemFiles />
      </div>
      <p>{t('system.dlText')}</p>
      <div class="actions start">
        {BACKUPS.map((file) => (
          <button key={file} type="button" class="secondary" onClick={() => download(async () => saveFile(`emsesp_${file}.json`, await readBackup(file)))}>
            <Icon name="download" /> {t(('system.dl.' + file) as `system.dl.${typeof file}`)}
          </button>
        ))}
      </div>
    </>
  )
}
