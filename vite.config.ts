import { defineConfig } from 'vitest/config'
import react from '@vitejs/plugin-react'
import { fileURLToPath } from 'node:url'

// The console is served under /ui/ (shell §2); the mock server or a real JumpServer serves the rest.
export default defineConfig({
  base: '/ui/',
  plugins: [react()],
  resolve: {
    alias: {
      '@contracts': fileURLToPath(new URL('./contracts', import.meta.url)),
      '@': fileURLToPath(new URL('./src', import.meta.url)),
    },
  },
  build: { outDir: 'dist', sourcemap: false, chunkSizeWarningLimit: 1500 },
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'contracts/**/*.test.ts', 'mock-server/**/*.test.ts', 'scripts/**/*.test.ts'],
    environment: 'node',
    pool: 'threads',
    // Property tests do real RSA work; on a loaded 2-core machine 5 s is not enough. Speed lives in bench/.
    testTimeout: 60_000,
  },
})
