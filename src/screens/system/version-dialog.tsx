// The version check (device-api §2c): the latest official release and development build from GitHub,
// with release notes and the firmware image for this board; 'No internet connection' when GitHub cannot
// be reached, which is the usual case on a gateway's network. From 3.7.0 an admin can have the device install
// a newer one itself (api/system uploadURL), except on Tasmota builds, which are updated by hand.
import { useTranslation } from 'react-i18next'
import { Link } from 'wouter-preact'
import { factsNow } from '../../api/release'
import { checkReleases, type Release, uploadURL } from '../../api/system'
import type { SystemStatus } from '../../schemas/system'
import { isAdmin } from '../../state/session'
import { Dialog } from '../../ui/dialog'
import { Loaded, useLoad } from '../../ui/load'

type Act = (action: () => Promise<unknown>, title: string, text: string) => void

export function VersionDialog({ s, act, onClose }: { s: SystemStatus; act: Act; onClose: () => void }) {
  const { t } = useTranslation()
  const load = useLoad(() => checkReleases(s).catch(() => null))
  const f = factsNow()
  const dev = s.emsesp_version.includes('dev')
  // An admin of 3.7.0 on may install the other branch's (switch between development and official) and from
  // 3.7.2 reinstall the one of the branch it runs, as the firmware's own page offers; Tasmota builds only by hand.
  const offer = (r: Release, mine: boolean) =>
    !s.arduino_version?.startsWith('Tasmota') && (r.newer || (isAdmin.value && f.uploadURL && (!mine || f.reinstall)))
  const row = (label: string, r: Release, mine: boolean) => (
    <p>
      {label}: <b>{r.version}</b> (
      <a href={r.notes} target="_blank" rel="noreferrer">
        {t('system.notes')}
      </a>
      ,{' '}
      <a href={r.url} target="_blank" rel="noreferrer">
        {t('c.download')}
      </a>
      ){' '}
      {offer(r, mine) && (
        <button type="button" class="link" onClick={() => act(() => uploadURL(r.url), t('system.update', { v: r.version }), r.url)}>
          {t('system.update', { v: r.version })}
        </button>
      )}
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
      <p>{t('system.current', { v: s.emsesp_version, p: s.esp_platform })}</p>
      <Loaded load={load}>
        {(r) =>
          r ? (
            <>
              {row(t('system.stable'), r.stable, !dev)}
              {row(t('system.dev'), r.dev, dev)}
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
