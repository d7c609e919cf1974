import { i18next, LANGUAGE_COOKIE, type Language } from '@/shared/i18n'
import { writeCookie } from '@/shared/lib/cookies'

/** Django's codes for the three languages (reference §1.11: the django_language cookie). */
const DJANGO_CODES: Record<Language, string> = { zh: 'zh-hans', en: 'en', ja: 'ja' }
const ONE_YEAR_S = 365 * 86_400

/** Shell §9: the choice is written to the language cookie (and Lina's localStorage `lang`). */
export function setLanguage(lang: Language) {
  writeCookie(LANGUAGE_COOKIE, DJANGO_CODES[lang], ONE_YEAR_S)
  localStorage.setItem('lang', lang)
  document.documentElement.lang = lang
  void i18next.changeLanguage(lang)
}
