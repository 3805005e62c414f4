// Placeholder until the Help page lands.
import { useTranslation } from 'react-i18next'

export default function Help() {
  const { t } = useTranslation()
  return <h1 class="page-title">{t('nav.help')}</h1>
}
