// Every feature's words, one namespace per feature folder (src/features/<feature>/locales/{en,zh,ja}.ts),
// collected without a hand-kept list (issue 11). Only the active language's words are fetched, in one
// module with the shell's (src/app/words/<lang>.ts: one request, issue 24); the others come when the
// user switches.
import { LANGUAGES, type Language, type Namespaces } from '@/shared/i18n'

const words = import.meta.glob<{ default: Record<string, { default: object }> }>('./words/*.ts')

const parse = (file: string) => /features\/([^/]+)\/locales\/([a-z]+)\.ts$/.exec(file) ?? []
/** The shell's own namespaces (src/shared/i18n/locales/<lang>/<namespace>.ts). */
const parseShared = (file: string) => /i18n\/locales\/([a-z]+)\/([a-z-]+)\.ts$/.exec(file) ?? []

export function collectNamespaces(modules: Record<string, { default: object }>): Namespaces {
  const out = Object.fromEntries(LANGUAGES.map((l) => [l, {} as Record<string, object>])) as Namespaces
  for (const [file, module] of Object.entries(modules)) {
    const [, feature, language] = parse(file)
    if (feature && (LANGUAGES as readonly string[]).includes(language)) out[language as Language][feature] = module.default
  }
  return out
}

/** One language's namespaces, the features' and the shell's (shell, generic, errors), in one request. */
export async function featureNamespaces(lang: Language): Promise<Record<string, object>> {
  const load = words[`./words/${lang}.ts`]
  const modules = load ? (await load()).default : {}
  const shared = Object.entries(modules).flatMap(([file, module]) => {
    const [, language, namespace] = parseShared(file)
    return language === lang && namespace ? [[namespace, module.default] as const] : []
  })
  return { ...collectNamespaces(modules)[lang], ...Object.fromEntries(shared) }
}
