// Every namespace of one language (the features' and the shell's) in one module, so a first load
// fetches its words in one request instead of one per file (issue 24; src/app/feature-locales.ts).
export default import.meta.glob<{ default: object }>(['../../features/*/locales/en.ts', '../../shared/i18n/locales/en/*.ts'], { eager: true })
