import { readdirSync } from 'node:fs'
import js from '@eslint/js'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

// Imports flow one way (STYLE 1): shared → generic → features → app/shell; never feature → feature.
const features = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name)

export default tseslint.config(
  { ignores: ['dist/**', 'dist-demo/**', 'node_modules/**', 'reports/**', 'test-results/**', 'public/mockServiceWorker.js'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  // Imports flow one way (STYLE 1), by alias and by relative path alike.
  ...[
    ['src/shared/**', ['generic', 'features', 'app', 'shell'], 'src/shared imports nothing above it (STYLE 1).'],
    ['src/generic/**', ['features', 'app', 'shell'], 'src/generic imports only src/shared (STYLE 1).'],
    ['src/shell/**', ['app', 'features'], 'The shell is composed by the app; it imports neither the app nor a feature (STYLE 1).'],
  ].map(([files, above, message]) => ({
    files: [files],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: above.flatMap((d) => [`@/${d}/*`, `**/src/${d}/*`, `../${d}/*`, `../../${d}/*`, `../../../${d}/*`]), message }] }],
    },
  })),
  ...features.map((feature) => ({
    files: [`src/features/${feature}/**`],
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [{
          group: [...features.filter((f) => f !== feature).flatMap((f) => [`@/features/${f}/*`, `**/features/${f}/*`]), '@/app/*', '@/shell/*', '**/src/app/*', '**/src/shell/*'],
          message: 'A feature never imports another feature, the app or the shell (STYLE 1).',
        }],
      }],
    },
  })),
  {
    files: ['mock-server/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['**/src/*', '@/*'], message: 'The mock stands in for the server: it never imports the console.' }] }],
    },
  },
)
