import js from '@eslint/js'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

// Imports flow one way (STYLE 1): shared → generic → features → app/shell; never feature → feature.
const features = ['users', 'assets', 'perms', 'acls', 'accounts', 'applications', 'ops', 'sessions', 'audits',
  'tickets', 'settings', 'profile', 'workbench', 'dashboard']

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
  {
    files: ['src/shared/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['@/generic/*', '@/features/*', '@/app/*', '@/shell/*'], message: 'src/shared imports nothing above it (STYLE 1).' }] }],
    },
  },
  {
    files: ['src/generic/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['@/features/*', '@/app/*', '@/shell/*'], message: 'src/generic imports only src/shared (STYLE 1).' }] }],
    },
  },
  ...features.map((feature) => ({
    files: [`src/features/${feature}/**`],
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [{
          group: [...features.filter((f) => f !== feature).map((f) => `@/features/${f}/*`), '@/app/*', '@/shell/*'],
          message: 'A feature never imports another feature, the app or the shell (STYLE 1).',
        }],
      }],
    },
  })),
)
