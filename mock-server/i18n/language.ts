// The language of a request as Django's LocaleMiddleware picks it (reference §1.11): the
// django_language cookie, else Accept-Language in order of preference; English when neither names
// one of the three languages the console offers (shell §9).
export const LANGS = ['en', 'zh', 'ja'] as const
export type Lang = (typeof LANGS)[number]

/** One text in English, Chinese and Japanese, in the order of LANGS. */
export type Translations = readonly [en: string, zh: string, ja: string]

export const pick = (text: Translations, lang: Lang): string => text[LANGS.indexOf(lang)] || text[0]

const supported = (tag: string | undefined): Lang | undefined => {
  const two = (tag ?? '').trim().slice(0, 2).toLowerCase()
  return (LANGS as readonly string[]).includes(two) ? (two as Lang) : undefined
}

/** Accept-Language entries by quality, highest first (`zh-CN,zh;q=0.9,en;q=0.8`). */
function acceptLanguages(header: string): string[] {
  return header
    .split(',')
    .map((part, i) => {
      const [tag, ...params] = part.split(';').map((s) => s.trim())
      const q = params.find((p) => p.startsWith('q='))
      return { tag, q: q ? Number(q.slice(2)) || 0 : 1, i }
    })
    .filter((e) => e.tag && e.q > 0)
    .sort((a, b) => b.q - a.q || a.i - b.i)
    .map((e) => e.tag)
}

export function requestLanguage(request: Request, cookies: Record<string, string | undefined>): Lang {
  return supported(cookies.django_language) ?? acceptLanguages(request.headers.get('accept-language') ?? '').map(supported).find(Boolean) ?? 'en'
}
