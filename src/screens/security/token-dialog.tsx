// An access token for a user (admin only): generateToken(), shown with a copy button.
import { useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { generateToken } from '../../api/security'
import { toast } from '../../state/toasts'
import { copyText } from '../../ui/copy'
import { Dialog } from '../../ui/dialog'
import { Icon } from '../../ui/icons'
import { Loaded, useLoad } from '../../ui/load'

export function TokenDialog({ username, onClose }: { username: string; onClose: () => void }) {
  const { t } = useTranslation()
  const load = useLoad(() => generateToken(username))
  const text = useRef<HTMLTextAreaElement>(null)
  // A refused copy leaves the token selected, to be copied by hand.
  const copy = () => copyText(load.data!.token, () => (text.current?.select(), toast(t('security.copyByHand'), 'warning')))
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
