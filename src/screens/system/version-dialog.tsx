// The version check (device-api §2c): the latest official release and development build from GitHub,
// with release notes and the firmware image for this board; 'No internet connection' when GitHub cannot
// be reached, which is the usual case on a gateway's network.
import { useTranslation } from 'react-i18next'
import { Link } from 'wouter-preact'
import { checkReleases, type Release } from '../../api/system'
import { isAdmin } from '../../state/session'
import { Dialog } from '../../ui/dialog'
import { Loaded, useLoad } from '../../ui/load'

export function VersionDialog({ version, platform, onClose }: { version: string; platform: string; onClose: () => void }) {
  const { t } = useTranslation()
  const load = useLoad(() => checkReleases(platform).catch(() => null))
  const row = (label: string, r: Release) => (
    <p>
      {label}: <b>{r.version}</b> (
      <a href={r.notes} target="_blank" rel="noreferrer">
        {t('system.notes')}
      </a>
      ,{' '}
      <a href={r.url} target="_blank" rel="noreferrer">
        {t('system.download')}
      </a>
      )
    </p>
  )
  return (
    <Dialog
      title={t('system.check')}
      onClose={onClose}
      footer={
        <button type="button" onClick={onClose}>
          {t('c.close')}
        </button>
      }
    >
      <p>{t('system.current', { v: version, p: platform })}</p>
      <Loaded load={load}>
        {(r) =>
          r ? (
            <>
              {row(t('system.stable'), r.stable)}
              {row(t('system.dev'), r.dev)}
              {isAdmin.value && (
                <p>
                  {t('system.install')}{' '}
                  <Link href="/system/upload" onClick={onClose}>
                    {t('system.tab.upload')}
                  </Link>
                </p>
              )}
            </>
          ) : (
            <p class="notice warning" role="alert">
              {t('system.offline')}
            </p>
          )
        }
      </Loaded>
    </Dialog>
  )
}
