// The language picker of the top bar and the sign-in card (first-screen.mjs draws the same <select> before the
// app runs).
import { useTranslation } from 'react-i18next'
import { setLanguage } from '../i18n'
import { LANGUAGES } from '../languages'

export function LanguagePicker() {
  const { t, i18n } = useTranslation()
  return (
    <select class="lang" aria-label={t('ui.language')} value={i18n.language} onChange={(e) => setLanguage(e.currentTarget.value)}>
      {LANGUAGES.map(([code, name]) => (
        <option key={code} value={code}>
          {name}
        </option>
      ))}
    </select>
  )
}
