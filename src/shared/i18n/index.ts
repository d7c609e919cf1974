import i18next from 'i18next'
import { initReactI18next } from 'react-i18next'
import enErrors from './locales/en/errors'
import enGeneric from './locales/en/generic'
import enShell from './locales/en/shell'
import jaErrors from './locales/ja/errors'
import jaGeneric from './locales/ja/generic'
import jaShell from './locales/ja/shell'
import zhErrors from './locales/zh/errors'
import zhGeneric from './locales/zh/generic'
import zhShell from './locales/zh/shell'

export const LANGUAGES = ['zh', 'en', 'ja'] as const
export type Language = (typeof LANGUAGES)[number]
export const LANGUAGE_COOKIE = 'django_language'

/** Django's codes for the three languages (reference §1.11): the language cookie's values. */
const DJANGO_CODES: Record<Language, string> = { zh: 'zh-hans', en: 'en', ja: 'ja' }
export const isLanguage = (value: string | undefined): value is Language => (LANGUAGES as readonly string[]).includes(value ?? '')
/** The code the server knows a language by, for the language cookie and Accept-Language. */
export const djangoCode = (lang: Language) => DJANGO_CODES[lang]

/** The shared namespaces; each feature brings its own (src/features/<feature>/locales/, by the app). */
export const resources = {
  en: { shell: enShell, errors: enErrors, generic: enGeneric },
  zh: { shell: zhShell, errors: zhErrors, generic: zhGeneric },
  ja: { shell: jaShell, errors: jaErrors, generic: jaGeneric },
}

/** Namespaces by language: the shared ones plus the features'. */
export type Namespaces = Record<Language, Record<string, object>>

/** Shell §9: from the language cookie, else the browser's first two letters; English as fallback. */
export function detectLanguage(cookieValue: string | undefined, browserLanguage: string | undefined): Language {
  const pick = (value: string | undefined) => {
    const two = (value ?? '').slice(0, 2).toLowerCase()
    return (LANGUAGES as readonly string[]).includes(two) ? (two as Language) : undefined
  }
  return pick(cookieValue) ?? pick(browserLanguage) ?? 'en'
}

export function initI18n(language: Language, featureNamespaces: Namespaces = { en: {}, zh: {}, ja: {} }) {
  if (!i18next.isInitialized) {
    const all = Object.fromEntries(LANGUAGES.map((l) => [l, { ...featureNamespaces[l], ...resources[l] }]))
    void i18next.use(initReactI18next).init({
      resources: all,
      lng: language,
      fallbackLng: 'en',
      defaultNS: 'shell',
      ns: Object.keys(all.en),
      interpolation: { escapeValue: false }, // React escapes; server text is never set as HTML.
      returnNull: false,
    })
  } else if (i18next.language !== language) {
    void i18next.changeLanguage(language)
  }
  return i18next
}

export { i18next }
