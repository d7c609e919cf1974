import i18next from 'i18next'
import { initReactI18next } from 'react-i18next'
import { isolateBidi } from '@/shared/lib/bidi'

export const LANGUAGES = ['zh', 'en', 'ja'] as const
export type Language = (typeof LANGUAGES)[number]
export const LANGUAGE_COOKIE = 'django_language'

/** Django's codes for the three languages (reference §1.11): the language cookie's values. */
const DJANGO_CODES: Record<Language, string> = { zh: 'zh-hans', en: 'en', ja: 'ja' }
export const isLanguage = (value: string | undefined): value is Language => (LANGUAGES as readonly string[]).includes(value ?? '')
/** The code the server knows a language by, for the language cookie and Accept-Language. */
export const djangoCode = (lang: Language) => DJANGO_CODES[lang]

// Issue 24: only the active language's words are fetched at start; another language's come when the
// user switches to it (shell §9), so a first load carries one language instead of three.

/** Loads one language's namespaces (a feature's words, by the app: src/app/feature-locales.ts). */
export type LanguageLoader = (lang: Language) => Promise<Record<string, object>>

/** The shared namespaces of one language (shell, errors, generic). */
export async function sharedNamespaces(lang: Language): Promise<Record<string, object>> {
  // Globbed here, not at the top: node code (steps, the mock) imports this module without Vite.
  const sharedFiles = import.meta.glob<{ default: object }>('./locales/*/*.ts')
  const entries = Object.entries(sharedFiles).filter(([file]) => file.includes(`/locales/${lang}/`))
  const loaded = await Promise.all(entries.map(async ([file, load]) => [/([a-z-]+)\.ts$/.exec(file)![1], (await load()).default] as const))
  return Object.fromEntries(loaded)
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

let loadFeatures: LanguageLoader = async () => ({})
const loaded = new Set<Language>()

/** The shared namespaces every language has. */
const SHARED = ['shell', 'generic', 'errors']

/**
 * Fetches a language's words once and hands them to i18next. The console's loader brings the shared
 * namespaces with the features' (one request); another loader (a test's) gets them fetched here.
 */
export async function loadLanguage(lang: Language): Promise<void> {
  if (loaded.has(lang)) return
  const features = await loadFeatures(lang)
  const shared = SHARED.every((ns) => ns in features) ? {} : await sharedNamespaces(lang)
  for (const [ns, words] of Object.entries({ ...features, ...shared })) i18next.addResourceBundle(lang, ns, words, true, true)
  loaded.add(lang)
}

let starting: Promise<unknown> = Promise.resolve()

/**
 * Resolves once the start's words are here (initI18n): what words itself while the console starts (the
 * start-up guard's toast, which may fail before the words have come) waits for this first.
 */
export const startWords = (): Promise<void> => starting.then(() => undefined, () => undefined)

/** Starts i18next in `language` once its words are here; the other languages load on switch. */
export function initI18n(language: Language, features?: LanguageLoader) {
  const started = startI18n(language, features)
  starting = started
  return started
}

async function startI18n(language: Language, features?: LanguageLoader) {
  if (features) loadFeatures = features
  // The words' request leaves now, before i18next's start (loadLanguage asks for the same module again:
  // one request), so that it is not queued behind what the caller asks next (issue 24).
  if (!loaded.has(language)) loadFeatures(language).catch(() => undefined)
  if (!i18next.isInitialized) {
    await i18next.use(initReactI18next).init({
      resources: {},
      lng: language,
      fallbackLng: 'en',
      defaultNS: 'shell',
      partialBundledLanguages: true,
      // React escapes (server text is never set as HTML); a value is isolated when it carries bidi controls
      // (issue 26), so a name in a toast, a title or a question cannot turn the words around it.
      interpolation: { escapeValue: true, escape: isolateBidi },
      returnNull: false,
    })
  }
  await loadLanguage(language)
  if (i18next.language !== language) await i18next.changeLanguage(language)
  return i18next
}

export { i18next }
