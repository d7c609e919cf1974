// Every feature's words in every language at once, for the checks that compare languages (vitest).
import { collectNamespaces } from './feature-locales'

export const featureNamespaces = collectNamespaces(import.meta.glob<{ default: object }>('../features/*/locales/*.ts', { eager: true }))
