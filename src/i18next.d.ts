// Translation keys are typed from the English strings: `t('no.such.key')` fails tsc, in useTranslation()'s t
// and in i18n.t alike. Every other locale has the same keys (test/unit/console/locales.test.ts), so en.json speaks for
// all. A key joined at run time keeps its plain concatenation and says what it makes, for t() to check:
// `t(('help.' + key) as `help.${typeof key}`)`, with `key` typed by a union or an `as const` table. A template
// literal, which tsc would type by itself, makes the page larger. The settings
// screens take their area's keys with useTranslation's typed keyPrefix. A key only data knows goes through
// isKey() (src/i18n.ts).
import type en from '../locales/en.json'

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation'
    resources: { translation: typeof en }
  }
}
