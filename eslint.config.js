import { readdirSync } from 'node:fs'
import js from '@eslint/js'
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript'
import importX from 'eslint-plugin-import-x'
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
  // Imports flow one way, checked on resolved paths (relative imports included); no cycles anywhere.
  {
    files: ['src/**/*.{ts,tsx}', 'mock-server/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver': undefined,
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': ['error', {
        zones: [
          { target: './src/shared', from: ['./src/generic', './src/features', './src/app', './src/shell'], message: 'src/shared imports nothing above it (STYLE 1).' },
          { target: './src/generic', from: ['./src/features', './src/app', './src/shell'], message: 'src/generic imports only src/shared (STYLE 1).' },
          { target: './src/features', from: ['./src/app', './src/shell'], message: 'A feature never imports the app or the shell (STYLE 1).' },
          ...features.map((feature) => ({ target: `./src/features/${feature}`, from: './src/features', except: [`./${feature}`], message: 'A feature never imports another feature (STYLE 1).' })),
          { target: './src/shell', from: ['./src/app', './src/features'], message: 'The shell is composed by the app; it imports neither the app nor a feature (STYLE 1).' },
          { target: './mock-server', from: './src', message: 'The mock stands in for the server: it never imports the console.' },
        ],
      }],
    },
  },
  {
    // contracts/ is shared by both sides of the wire (the console and the mock): pure, dependency-free.
    files: ['contracts/**'],
    ignores: ['contracts/**/*.test.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ regex: '^(?!\\./)', message: 'contracts/ imports only its own files.' }] }],
    },
  },
)
