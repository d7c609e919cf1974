import js from '@eslint/js'
import pluginQuery from '@tanstack/eslint-plugin-query'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

// The import layers and cycles are dependency-cruiser's (.dependency-cruiser.cjs), on resolved paths.

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
  ...pluginQuery.configs['flat/recommended'],
  // Every query key comes from the key factory (STYLE 2), so two readers of one datum share its key.
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/shared/api/query-keys.ts'],
    rules: {
      'no-restricted-syntax': ['error', {
        selector: "Property[key.name='queryKey'] > ArrayExpression",
        message: 'Spell query keys in src/shared/api/query-keys.ts (queryKeys.*), never inline.',
      }, {
        // The tab's history holds other sites' pages too: where Back lands is the router's business.
        selector: "MemberExpression[object.property.name='history'][property.name='length']",
        message: 'history.length counts other sites\' pages too: use useBack() (src/generic/common/use-back.ts).',
      }],
    },
  },
)
