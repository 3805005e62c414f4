// A production-only esbuild plugin that ships react-i18next's useTranslation without the branches the console
// can never reach. The console uses two things of react-i18next: initReactI18next (src/i18n.ts) and
// useTranslation(), called with no namespace and at most a keyPrefix string; it has every language's strings
// in the page, so i18next is ready from its first render on. The hook is one function: esbuild cannot drop a
// branch that depends on an argument or on whether i18next is ready, so the plugin edits the source as it is
// loaded. Each edit is one of these, and the build warns (and ships that part as it is) when react-i18next's
// source no longer has what it looks for:
//   - an i18n instance from props or from an <I18nextProvider>'s context: the console passes neither, so the
//     hook takes the one initReactI18next registered; and no warning for a missing instance, since src/i18n.ts
//     registers it before the first render (src/main.tsx imports it first);
//   - the used namespaces recorded for server-side rendering (getInitialProps, useSSR): the page has none;
//   - "ready" worked out by asking i18next whether the namespaces are loaded: with all resources given to
//     init() (and no backend: the slim i18next refuses one) init is synchronous and every namespace is loaded,
//     so the answer is always yes, and with it go the Suspense promise and throw, the loading effect and the
//     warning wrapper around a not-ready t;
//   - the `lng`, `nsMode` and function-keyPrefix options: the console sets none (a keyPrefix is a string);
//   - Trans's defaults and its HTML unescaping (defaults.js): the console renders no <Trans>;
//   - the context object (context.js) is made pure, so it goes once the hook no longer reads it.
// What stays: t bound to i18n's current language (and the keyPrefix), the subscription to 'languageChanged'
// (react.bindI18n) that renders the component again when the language picker calls changeLanguage, and the
// i18n instance returned (in its wrapper, which changes with the language).
// The dev build keeps react-i18next whole. test/build/slim-react-i18next.test.mjs renders a component with
// both and switches the language, and checks that src/ uses react-i18next only in the ways above.
import { editor, slimPlugin, swap } from './slim-plugin.mjs'

/** The options src/ may pass to useTranslation (its second argument; the first, a namespace, never). */
export const ALLOWED_OPTIONS = ['keyPrefix']

/** `src` without the statement of useTranslation's body (indented by two spaces) that starts with `head` and ends
 *  with the next line that closes it at that depth ("  }" or "  }, [...]);"); null if it is not there. */
function statement(src, head) {
  const from = src == null ? -1 : src.indexOf(`\n  ${head}`)
  const end = from < 0 ? -1 : src.indexOf('\n  }', from + 1)
  const after = end < 0 ? -1 : src.indexOf('\n', end + 1) // the hook's body goes on after it
  return after < 0 ? null : src.slice(0, from) + src.slice(after)
}

/** The edited useTranslation.js and what could not be done. */
export const slimUseTranslation = (source) =>
  editor(source, [
    [
      'the instance from props or context',
      (s) => {
        const r = s.replace(/\n {2}const \{\n {4}i18n: i18nFromProps\n {2}\} = props;\n {2}const \{\n[^}]*\} = useContext\(I18nContext\) \|\| \{\};/, '')
        return r === s ? null : swap(swap(r, 'i18nFromProps || i18nFromContext || getI18n()', 'getI18n()'), ' || defaultNSFromContext', '')
      },
    ],
    ['the missing-instance warning', (s) => statement(s, "if (!i18n) {\n    warnOnce(i18n, 'NO_I18NEXT_INSTANCE'")],
    ['the missing-instance subscription', (s) => swap(s, '\n    if (!i18n) return dummySubscribe;', '')],
    ['the missing-instance snapshot', (s) => swap(s, '\n    if (!i18n) {\n      return notReadySnapshot;\n    }', '')],
    [
      'the namespaces recorded for SSR',
      (s) =>
        swap(
          swap(s, '\n  if (i18n && !i18n.reportNamespaces) i18n.reportNamespaces = new ReportNamespaces();', ''),
          '\n  i18n?.reportNamespaces?.addUsedNamespaces?.(namespaces);',
          '',
        ),
    ],
    [
      'the namespace loading check',
      (s) =>
        s.replace(
          /const calculatedReady = !!\(i18n\.isInitialized \|\| i18n\.initializedStoreOnce\) && namespaces\.every\(n => hasLoadedNamespace\(n, i18n, i18nOptions\)\);/,
          'const calculatedReady = true; // every namespace is in the page, and init() with resources is synchronous',
        ),
    ],
    [
      'the Suspense promise',
      (s) => {
        const r = swap(s, '\n  let pendingTranslationLoad;', '')
        return r && statement(r, 'if (i18n && useSuspense && !ready) {\n    pendingTranslationLoad = ')
      },
    ],
    [
      'the loading effect',
      (s) => swap(statement(s, 'useEffect(() => {\n    if (i18n && !ready && !useSuspense) {'), '\n  const [loadCount, setLoadCount] = useState(0);', ''),
    ],
    ['the Suspense throw', (s) => statement(s, 'if (i18n && useSuspense && !ready) {\n    let inDevelopment')],
    [
      'the not-ready t wrapper',
      (s) => s.replace(/const effectiveT = !ready && !useSuspense \? \(\.\.\.args\) => \{\n[\s\S]*?\n {4}\} : t;/, 'const effectiveT = t;'),
    ],
    ['useSuspense', (s) => swap(s, '\n    useSuspense,\n    keyPrefix,', '\n    keyPrefix,')],
    ['the lng option', (s) => swap(swap(s, 'props.lng || i18n.language', 'i18n.language'), ', i18nOptions, props.lng]', ', i18nOptions]')],
    ['the function keyPrefix', (s) => s.replace(/typeof keyPrefix === 'function' \? keyFromSelector\(keyPrefix, \{[^}]*\}\) : keyPrefix;/, 'keyPrefix;')],
    ['the nsMode option', (s) => swap(s, "i18nOptions.nsMode === 'fallback' ? namespaces : namespaces[0]", 'namespaces[0]')],
  ])

/** The edited defaults.js: only what useTranslation reads (bindI18n, bindI18nStore); Trans's defaults and its
 *  unescape go, and useSuspense with the Suspense branches. */
export const slimDefaults = (source) =>
  editor(source, [
    ['the unescape import', (s) => swap(s, "import { unescape } from './unescape.js';\n", '')],
    [
      'the Trans and Suspense defaults',
      (s) => s.replace(/(\n {2}bindI18nStore: '',)\n {2}transEmptyNodeValue: ''[^}]*?\n {2}transDefaultProps: undefined\n\};/, '$1\n};'),
    ],
  ])

/** The edited context.js: the context object made pure, so it goes once useTranslation no longer reads it. */
export const slimContext = (source) =>
  editor(source, [
    ['the context object', (s) => swap(s, 'export const I18nContext = createContext();', 'export const I18nContext = /* @__PURE__ */ createContext();')],
  ])

const file = (name) => new RegExp(`[\\\\/]node_modules[\\\\/]react-i18next[\\\\/]dist[\\\\/]es[\\\\/]${name}\\.js$`)

/** The three files' plugins, one each. */
export const slimReactI18next = [
  slimPlugin('react-i18next', file('useTranslation'), slimUseTranslation),
  slimPlugin('react-i18next', file('defaults'), slimDefaults),
  slimPlugin('react-i18next', file('context'), slimContext),
]
