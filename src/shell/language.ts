import { djangoCode, i18next, LANGUAGE_COOKIE, loadLanguage, type Language } from '@/shared/i18n'
import { writeCookie } from '@/shared/lib/cookies'

const ONE_YEAR_S = 365 * 86_400

/** The language cookie the server (its messages), the web terminal and the shell language read. */
export function writeLanguageCookie(lang: Language) {
  writeCookie(LANGUAGE_COOKIE, djangoCode(lang), ONE_YEAR_S)
}

/** Shell §9: the choice is written to the language cookie (and Lina's localStorage `lang`). */
/** The language's words are fetched on the first switch to it (issue 24). */
export async function setLanguage(lang: Language): Promise<unknown> {
  writeLanguageCookie(lang)
  localStorage.setItem('lang', lang)
  document.documentElement.lang = lang
  await loadLanguage(lang)
  return i18next.changeLanguage(lang)
}
