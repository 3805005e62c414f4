// An access token for a user (admin only): generateToken(), shown with a copy button. The device
// is reached over plain HTTP, where the Clipboard API is missing, so copying falls back to a selection.
import { useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { generateToken } from '../../api/security'
import { toast } from '../../state/toasts'
import { Dialog } from '../../ui/dialog'
import { Icon } from '../../ui/icons'
import { Loaded, useLoad } from '../../ui/load'

export function TokenDialog({ username, onClose }: { username: string; onClose: () => void }) {
  const { t } = useTranslation()
  const load = useLoad(() => generateToken(username))
  const text = useRef<HTMLTextAreaElement>(null)
  const copy = async () => {
    const token = load.data?.token ?? ''
    try {
      await navigator.clipboard.writeText(token)
    } catch {
      text.current?.select()
      // The selection stays, so a refused copy can still be done by hand.
      if (!document.execCommand('copy')) return toast(t('security.copyByHand'), 'warning')
    }
    toast(t('c.copied'))
  }
  return (
    <Dialog
      title={t('security.tokenFor', { name: username })}
      onClose={onClose}
      footer={
        <button type="button" onClick={copy} disabled={!load.data}>
          <Icon name="copy" /> {t('c.copy')}
        </button>
      }
    >
      <Loaded load={load}>
        {(d) => (
          <>
            <p>{t('security.tokenText')}</p>
            <textarea ref={text} readOnly rows={4} value={d.token} aria-label={t('security.token')} />
          </>
        )}
      </Loaded>
    </Dialog>
  )
}
