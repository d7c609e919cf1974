// Every feature's words, one namespace per feature folder (src/features/<feature>/locales/{en,zh,ja}.ts),
// collected without a hand-kept list (issue 11). Only the active language's files are fetched
// (issue 24); the others come when the user switches.
import { LANGUAGES, type Language, type Namespaces } from '@/shared/i18n'

const files = import.meta.glob<{ default: object }>('../features/*/locales/*.ts')

const parse = (file: string) => /features\/([^/]+)\/locales\/([a-z]+)\.ts$/.exec(file) ?? []

export function collectNamespaces(modules: Record<string, { default: object }>): Namespaces {
  const out = Object.fromEntries(LANGUAGES.map((l) => [l, {} as Record<string, object>])) as Namespaces
  for (const [file, module] of Object.entries(modules)) {
    const [, feature, language] = parse(file)
    if (feature && (LANGUAGES as readonly string[]).includes(language)) out[language as Language][feature] = module.default
  }
  return out
}

/** One language's feature namespaces, fetched in parallel. */
export async function featureNamespaces(lang: Language): Promise<Record<string, object>> {
  const mine = Object.entries(files).filter(([file]) => parse(file)[2] === lang)
  const loaded = await Promise.all(mine.map(async ([file, load]) => [file, await load()] as const))
  return collectNamespaces(Object.fromEntries(loaded))[lang]
}
