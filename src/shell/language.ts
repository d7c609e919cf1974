import { djangoCode, i18next, LANGUAGE_COOKIE, loadLanguage, type Language } from '@/shared/i18n'
import { writeCookie } from '@/shared/lib/cookies'

const ONE_YEAR_S = 365 * 86_400

/** Shell §9: the choice is written to the language cookie (and Lina's localStorage `lang`). */
/** The language's words are fetched on the first switch to it (issue 24). */
export async function setLanguage(lang: Language): Promise<unknown> {
  writeCookie(LANGUAGE_COOKIE, djangoCode(lang), ONE_YEAR_S)
  localStorage.setItem('lang', lang)
  document.documentElement.lang = lang
  await loadLanguage(lang)
  return i18next.changeLanguage(lang)
}
