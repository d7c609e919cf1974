// The import rules of the house (STYLE 1), checked on resolved paths by dependency-cruiser, so an alias, a
// relative path of any depth and an index file are all the same module. `npm run lint` runs it.
// Layers: shared → generic → features → shell/app; a feature never imports another feature; the mock
// stands in for the server and never imports the console. No cycles, except through type-only imports
// (erased by the compiler) and lazy import() (it runs after every module has loaded).
const feature = '^src/features/([^/]+)/'

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-cycle',
      severity: 'error',
      comment: 'A cycle of value imports makes the start-up order depend on which module is loaded first.',
      from: {},
      to: { circular: true, viaOnly: { dependencyTypesNot: ['type-only', 'dynamic-import'] } },
    },
    {
      name: 'shared-imports-nothing-above',
      severity: 'error',
      comment: 'src/shared imports nothing above it (STYLE 1).',
      from: { path: '^src/shared/' },
      to: { path: '^src/(generic|features|app|shell)/' },
    },
    {
      name: 'generic-imports-only-shared',
      severity: 'error',
      comment: 'src/generic imports only src/shared (STYLE 1).',
      from: { path: '^src/generic/' },
      to: { path: '^src/(features|app|shell)/' },
    },
    {
      name: 'shell-is-composed-by-the-app',
      severity: 'error',
      comment: 'The shell imports neither the app nor a feature (STYLE 1).',
      from: { path: '^src/shell/' },
      to: { path: '^src/(app|features)/' },
    },
    {
      name: 'feature-imports-no-feature',
      severity: 'error',
      comment: 'A feature never imports another feature, the app or the shell (STYLE 1).',
      from: { path: feature },
      to: { path: '^src/(features|app|shell)/', pathNot: ['^src/features/$1/'] },
    },
    {
      name: 'mock-never-imports-the-console',
      severity: 'error',
      comment: 'The mock stands in for the server: it never imports the console.',
      from: { path: '^mock-server/' },
      to: { path: '^src/' },
    },
    {
      name: 'contracts-stand-alone',
      severity: 'error',
      comment: 'contracts/ holds wire rules both sides share; it imports neither side.',
      from: { path: '^contracts/' },
      to: { path: '^(src|mock-server)/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(node_modules|dist|dist-demo|reports)/' },
    tsConfig: { fileName: 'tsconfig.json' },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default', 'types'], extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'] },
    reporterOptions: { text: { highlightFocused: true } },
  },
}
