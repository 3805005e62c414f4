// Help (docs/console.md §2): where to read, ask and report, and the two text files a support request needs
// (POST /api, device-api §2d; no sign-in needed on the device, so guests can download them too).
import { useTranslation } from 'react-i18next'
import { SystemFiles } from '../../ui/download'
import { Icon, type IconName } from '../../ui/icons'
import { PageTitle } from '../../ui/page-title'
import './help.css'

const LINKS: [IconName, 'docs' | 'chat' | 'issues', string][] = [
  ['info', 'docs', 'https://emsesp.github.io/docs'],
  ['user', 'chat', 'https://discord.gg/3J3GgnzpyT'],
  ['warning', 'issues', 'https://github.com/emsesp/EMS-ESP32/issues/new/choose'],
]

export default function Help() {
  const { t } = useTranslation()
  return (
    <>
      <PageTitle title={t('nav.help')} />
      <ul class="help">
        {LINKS.map(([icon, key, href]) => (
          <li key={key}>
            <Icon name={icon} />{' '}
            <a href={href} target="_blank" rel="noopener noreferrer">
              {t(('help.' + key) as `help.${typeof key}`)}
            </a>
          </li>
        ))}
      </ul>
      <article class="support">
        <h2>{t('c.supportInfo')}</h2>
        <p>{t('help.supportText')}</p>
        <div class="actions">
          <SystemFiles />
        </div>
      </article>
    </>
  )
}
