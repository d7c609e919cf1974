import { defineConfig } from '@playwright/test'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './scripts/chromium'

// Journeys per persona in Debian's Chromium against the HTTP mock serving the built console.
const PORT = Number(process.env.E2E_PORT ?? 5311)

export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  fullyParallel: false,
  workers: 1, // one mock, reset per journey: journeys run one after another
  forbidOnly: true,
  retries: 0,
  // A journey loads the console several times; on a loaded 2-core machine one load can take several
  // seconds, so assertions wait up to 20 s (not Playwright's 5 s) and a journey up to 2 minutes.
  timeout: 120_000,
  expect: { timeout: 20_000 },
  reporter: [['list'], ['html', { outputFolder: 'reports/playwright', open: 'never' }]],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
    trace: 'retain-on-failure',
  },
  webServer: {
    command: `npx tsx mock-server/entry/http.ts --port ${PORT}`,
    url: `http://127.0.0.1:${PORT}/api/v1/settings/public/open/`,
    reuseExistingServer: false,
    timeout: 60_000,
  },
})
