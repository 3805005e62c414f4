// i18next with all ten languages inlined (the page may fetch nothing but the device API).
// biome-ignore-all assist/source/organizeImports: the locales come in the order they are packed (below)
import i18n, { type ParseKeys } from 'i18next'
import { initReactI18next } from 'react-i18next'
// This order is the bundle's: related languages side by side compress better (tools/locale-pack.mjs).
import en from '../locales/en.json'
import sv from '../locales/sv.json'
import no from '../locales/no.json'
import nl from '../locales/nl.json'
import de from '../locales/de.json'
import fr from '../locales/fr.json'
import it from '../locales/it.json'
import pl from '../locales/pl.json'
import sk from '../locales/sk.json'
import tr from '../locales/tr.json'

/** A key of locales/en.json (src/i18next.d.ts types t() by it): for tables and props that hold a key. */
export type TKey = ParseKeys
/** The keys under `area.`, without it: for the tables of labels that a keyPrefix `t` (or a joined key) reads. */
export type KeyIn<Area extends string> = Under<TKey, Area>
type Under<K, Area extends string> = K extends `${Area}.${infer Rest}` ? Rest : never // one key at a time

type Strings = Record<string, unknown>
const all: Record<string, Strings | (() => Strings)> = { de, en, fr, it, nl, no, pl, sk, sv, tr }
/** In the page every language but en is a function that builds its strings (tools/locale-pack.mjs), so
 *  only the languages in use are built in memory; tsx and the unit tests import the plain JSON objects. */
const strings = (code: string) => {
  const v = all[code]
  return typeof v === 'function' ? v() : v
}
const known = (code: string | null): code is string => !!code && Object.hasOwn(all, code)
/** The first of `codes` that is one of ours, else English: the stored choice, then the browser's languages
 *  (de-DE is de; nb and nn are Norwegian). tools/first-screen.mjs picks the same way for the first screen. */
export const pickLanguage = (codes: readonly (string | null)[]) => codes.map((l) => l?.slice(0, 2).replace(/n[bn]/, 'no') ?? null).find(known) ?? 'en'
const lng = pickLanguage([localStorage.getItem('lang'), ...navigator.languages])

i18n.use(initReactI18next).init({
  lng,
  fallbackLng: 'en',
  resources: Object.fromEntries([...new Set(['en', lng])].map((k) => [k, { translation: strings(k) }])),
  interpolation: { escapeValue: false }, // Preact escapes text itself
  returnNull: false,
})
document.documentElement.lang = lng

export function setLanguage(code: string) {
  localStorage.setItem('lang', code)
  document.documentElement.lang = code
  if (!i18n.hasResourceBundle(code, 'translation') && known(code)) i18n.addResourceBundle(code, 'translation', strings(code))
  i18n.changeLanguage(code)
}

/** Whether `s` is one of our keys. For a key that only data knows when the page runs (a schema's message may
 *  be ours or zod's own), so tsc cannot check it: the one place a plain string becomes a TKey. */
export const isKey = (s: string): s is TKey => i18n.exists(s)

/** The text to show for a failed call or any other error, in the user's language where we know it. */
export function errorText(e: unknown): string {
  const { key, detail } = (e ?? {}) as { key?: TKey; detail?: string } // ApiError, JwtError
  if (key) return i18n.t(key) + (detail ? ` (${detail})` : '')
  return e instanceof Error ? e.message : String(e)
}

export default i18n
