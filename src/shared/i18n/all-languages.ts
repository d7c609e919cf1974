// Every language's shared namespaces at once, for checks that compare the languages (vitest, steps).
// The console itself loads one language at a time (index.ts).
import enErrors from './locales/en/errors'
import enGeneric from './locales/en/generic'
import enShell from './locales/en/shell'
import jaErrors from './locales/ja/errors'
import jaGeneric from './locales/ja/generic'
import jaShell from './locales/ja/shell'
import zhErrors from './locales/zh/errors'
import zhGeneric from './locales/zh/generic'
import zhShell from './locales/zh/shell'

export const resources = {
  en: { shell: enShell, errors: enErrors, generic: enGeneric },
  zh: { shell: zhShell, errors: zhErrors, generic: zhGeneric },
  ja: { shell: jaShell, errors: jaErrors, generic: jaGeneric },
}
