import i18next from 'i18next'
import { initReactI18next } from 'react-i18next'
import enAudits from './locales/en/audits'
import enDashboard from './locales/en/dashboard'
import enErrors from './locales/en/errors'
import enGeneric from './locales/en/generic'
import enProfile from './locales/en/profile'
import enUsers from './locales/en/users'
import enShell from './locales/en/shell'
import enWorkbench from './locales/en/workbench'
import jaAudits from './locales/ja/audits'
import jaDashboard from './locales/ja/dashboard'
import jaErrors from './locales/ja/errors'
import jaGeneric from './locales/ja/generic'
import jaProfile from './locales/ja/profile'
import jaUsers from './locales/ja/users'
import jaShell from './locales/ja/shell'
import jaWorkbench from './locales/ja/workbench'
import zhAudits from './locales/zh/audits'
import zhDashboard from './locales/zh/dashboard'
import zhErrors from './locales/zh/errors'
import zhGeneric from './locales/zh/generic'
import zhProfile from './locales/zh/profile'
import zhUsers from './locales/zh/users'
import zhShell from './locales/zh/shell'
import zhWorkbench from './locales/zh/workbench'

export const LANGUAGES = ['zh', 'en', 'ja'] as const
export type Language = (typeof LANGUAGES)[number]
export const LANGUAGE_COOKIE = 'django_language'

export const resources = {
  en: { shell: enShell, errors: enErrors, generic: enGeneric, users: enUsers, audits: enAudits, dashboard: enDashboard, workbench: enWorkbench, profile: enProfile },
  zh: { shell: zhShell, errors: zhErrors, generic: zhGeneric, users: zhUsers, audits: zhAudits, dashboard: zhDashboard, workbench: zhWorkbench, profile: zhProfile },
  ja: { shell: jaShell, errors: jaErrors, generic: jaGeneric, users: jaUsers, audits: jaAudits, dashboard: jaDashboard, workbench: jaWorkbench, profile: jaProfile },
}

/** Shell §9: from the language cookie, else the browser's first two letters; English as fallback. */
export function detectLanguage(cookieValue: string | undefined, browserLanguage: string | undefined): Language {
  const pick = (value: string | undefined) => {
    const two = (value ?? '').slice(0, 2).toLowerCase()
    return (LANGUAGES as readonly string[]).includes(two) ? (two as Language) : undefined
  }
  return pick(cookieValue) ?? pick(browserLanguage) ?? 'en'
}

export function initI18n(language: Language) {
  if (!i18next.isInitialized) {
    void i18next.use(initReactI18next).init({
      resources,
      lng: language,
      fallbackLng: 'en',
      defaultNS: 'shell',
      ns: Object.keys(resources.en),
      interpolation: { escapeValue: false }, // React escapes; server text is never set as HTML.
      returnNull: false,
    })
  } else if (i18next.language !== language) {
    void i18next.changeLanguage(language)
  }
  return i18next
}

export { i18next }
