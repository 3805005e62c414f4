// Help (docs/console.md §2): the installer's own support text where one was uploaded (3.7.0 on), where to read,
// ask and report, and the two text files a support request needs (POST /api, device-api §2d; no sign-in
// needed on the device, so guests can download them too).
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { readSupportLines } from '../../api/system'
import { SystemFiles } from '../../ui/download'
import { Icon, type IconName } from '../../ui/icons'
import { PageTitle } from '../../ui/page-title'
import './help.css'

const LINKS: [IconName, 'docs' | 'chat' | 'issues', string][] = [
  ['info', 'docs', 'https://emsesp.github.io/docs'],
  ['user', 'chat', 'https://discord.gg/3J3GgnzpyT'],
  ['warning', 'issues', 'https://github.com/emsesp/EMS-ESP32/issues/new/choose'],
]

// The firmware's own page renders these lines as HTML; the console keeps device data text (an inert parse
// reads the text out of the markup, nothing of it runs or loads). Its image is left out: the page's
// Content-Security-Policy loads no image from elsewhere.
const textOf = (html: string) => new DOMParser().parseFromString(html, 'text/html').body.textContent ?? ''

export default function Help() {
  const { t } = useTranslation()
  const [support, setSupport] = useState<string[]>([])
  // an extra beside the page: when it cannot be read, the page is as it would be without it
  useEffect(
    () =>
      void readSupportLines().then(
        (l) => setSupport(l.map(textOf).filter(Boolean)),
        () => {},
      ),
    [],
  )
  return (
    <>
      <PageTitle title={t('c.help')} />
      {support.length > 0 && (
        <article class="support">
          {support.map((l, i) => (
            <p key={i}>{l}</p>
          ))}
        </article>
      )}
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
