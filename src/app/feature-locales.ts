// Every feature's words, one namespace per feature folder (src/features/<feature>/locales/{en,zh,ja}.ts),
// collected without a hand-kept list (issue 11).
import { LANGUAGES, type Language, type Namespaces } from '@/shared/i18n'

const files = import.meta.glob<{ default: object }>('../features/*/locales/*.ts', { eager: true })

export function collectNamespaces(modules: Record<string, { default: object }>): Namespaces {
  const out = Object.fromEntries(LANGUAGES.map((l) => [l, {} as Record<string, object>])) as Namespaces
  for (const [file, module] of Object.entries(modules)) {
    const [, feature, language] = /features\/([^/]+)\/locales\/([a-z]+)\.ts$/.exec(file) ?? []
    if (feature && (LANGUAGES as readonly string[]).includes(language)) out[language as Language][feature] = module.default
  }
  return out
}

export const featureNamespaces = collectNamespaces(files)
